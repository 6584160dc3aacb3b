import NetLayerSpec

/// Objects: a model of fields for an object schema, or the objects an `allOf` merges.
extension TypeMapper {
    mutating func structure(_ schema: Schema, named name: String) -> String {
        let claimed = claim(ImportNames.typeName(name), at: schema.location)
        let slot = catalog.reserve(claimed, kind: .object)
        let fields = self.fields(of: schema, model: claimed)
        catalog.fill(slot, with: .structure(name: claimed, summary: schema.summary, fields: fields))
        return claimed
    }

    /// The one model of every inline object the document gives no fields:
    /// unlike a named one, nothing tells one such object from another.
    mutating func emptyObject(at location: SourceLocation) -> TypeName {
        if let emptyObjectModel { return emptyObjectModel }
        let claimed = claim("EmptyObject", at: location)
        emptyObjectModel = .model(claimed)
        catalog.add(
            .structure(name: claimed, summary: "An object the document gives no fields.", fields: []), kind: .object)
        return .model(claimed)
    }

    /// The fields of an object, or of the objects an `allOf` merges.
    mutating func fields(of schema: Schema, model: String) -> [FieldDraft] {
        let (properties, required) = ObjectMerger(documents: documents).properties(of: schema)
        var swiftNames: Set<String> = []
        return properties.map { property in
            var name = property.name
            // `enum` would make the model read as an enum (`oneOf` as a union); another name keeps the key.
            if ["enum", "fields", "oneOf", "anyOf"].contains(name) { name += "Value" }
            name = ImportNames.unique(name, in: &swiftNames, key: { SwiftIdentifier.propertyName($0) })
            var type = self.type(
                of: property.schema, use: .field, name: model + ImportNames.typeName(property.name))
            // In `required` and nullable: the key is always there, maybe null.
            let isRequiredNullable = required.contains(property.name) && type.isOptional
            if !required.contains(property.name), !type.isOptional { type = .optional(type) }
            var format: String?
            if case .string("date") = property.schema.shape {
                type = type.replacing(.builtin(.String), with: .builtin(.Date))
                format = "yyyy-MM-dd"
            }
            var field = FieldDraft(
                name: name, type: type, key: name == property.name ? nil : property.name,
                summary: exported
                    ? property.schema.summary : ImportNames.summary(property.schema.summary, of: property.name),
                format: format,
                required: isRequiredNullable)
            if exported {
                Self.exported(property.schema.extensions, into: &field, key: property.name)
                field.example = property.schema.exampleNode.map(NetLayerExtensions.flow)
            }
            field.constraints = ConstraintMapper(documents: documents).constraints(of: property.schema, as: field.type)
            return field
        }
    }

    /// Keeps a model schema's settings from an exported document.
    mutating func keepSettings(of schema: Schema, for model: String) {
        var settings = schema.extensions.settings(ExportedDocument.modelKeys)
        if exported, let example = schema.exampleNode {
            settings.append(SettingDraft(key: "example", value: NetLayerExtensions.flow(example)))
        }
        if !settings.isEmpty { catalog.keep(settings, for: model) }
    }

    /// A field of an exported document as the spec wrote it: its Swift name,
    /// a date's format (the JSON type it is written as becomes `Date`) and
    /// `required: true` on an optional field.
    private static func exported(_ extensions: NetLayerExtensions, into field: inout FieldDraft, key: String) {
        if let name = extensions[OpenAPIExtension.name]?.string {
            field.name = name
            field.key = name == key ? nil : key
        }
        if let format = extensions[OpenAPIExtension.date]?.string {
            // The JSON type a date is written as: `Int64?` is `Date?`.
            let written: Set<TypeName> = [.builtin(.String), .builtin(.Int64), .builtin(.Double), .builtin(.Int)]
            if written.contains(field.type.nonOptional) {
                field.type = field.type.isOptional ? .optional(.builtin(.Date)) : .builtin(.Date)
            }
            field.format = format
        }
        if extensions[OpenAPIExtension.required]?.bool == true {
            field.required = true
            // `JSON?` is `{}` as `JSON` is (`{}` allows null): the extension says it is optional.
            if !field.type.isOptional { field.type = .optional(field.type) }
        }
    }
}
