import NetLayerSpec

/// The spec's models as `components/schemas`: a struct as an object, an
/// enum as `enum` with `x-enum-varnames`, a union as `oneOf` (with a
/// `discriminator` and its `mapping` when tagged) or `anyOf`.
struct ModelPlanner {
    let schemas: SchemaPlanner

    func schema(of model: Model, diagnostics: inout Diagnostics) -> OrderedJSON {
        var object = ObjectBuilder()
        switch model.kind {
        case .structure(let fields):
            object.set("type", "object")
            object.set("description", text: model.summary)
            object.set("properties", .object(fields.map { .init($0.key, property($0)) }))
            let required = fields.filter { !$0.type.value.isOptional || $0.isRequiredNullable }.map(\.key)
            if !required.isEmpty { object.set("required", .array(required.map(OrderedJSON.string))) }
            object.set(Extension.lenient, SettingJSON.lenient(model.lenient))
        case .enumeration(let enumeration):
            object.set("type", enumeration.rawType == .int ? "integer" : "string")
            object.set("description", text: model.summary)
            object.set("enum", .array(enumeration.cases.map { OrderedJSON($0.rawValue) }))
            object.set(Extension.enumNames, .array(enumeration.cases.map { .string($0.name) }))
            if enumeration.cases.contains(where: { $0.summary != nil }) {
                object.set(Extension.enumDescriptions, .array(enumeration.cases.map { .string($0.summary ?? "") }))
            }
            if enumeration.frozen { object.set(Extension.frozen, .bool(true)) }
        case .union(let union):
            object.set("description", text: model.summary)
            union.set(into: &object, schemas: schemas, model: model, diagnostics: &diagnostics)
        }
        if let example = model.example {
            object.set("examples", .array([schemas.examples.value(of: example, as: .model(model.name))]))
        }
        return object.json
    }

    /// A field's schema: its type's, with its constraints, summary, example, Swift name and date format.
    private func property(_ field: Field) -> OrderedJSON {
        let schema = ConstraintKeywords.applying(
            field.constraints, to: schemas.schema(field.type.value, format: field.format))
        guard case .object(let members) = schema else { return schema }
        var object = ObjectBuilder()
        for member in members { object.set(member.key, member.value) }
        object.set("description", text: field.summary)
        if let example = field.example {
            let value = schemas.examples.value(of: example, as: field.type.value, format: field.format)
            object.set("examples", .array([value]))
        }
        if field.name != field.key { object.set(Extension.name, .string(field.name)) }
        if field.required?.value == true, field.type.value.isOptional { object.set(Extension.required, .bool(true)) }
        return object.json
    }
}

extension UnionModel {
    /// The union's alternatives as `oneOf` or `anyOf`; a discriminator only
    /// over models, as OpenAPI 3.1.1's Discriminator Object maps
    /// tags to schema names; one over anything else is left out with a warning.
    fileprivate func set(
        into object: inout ObjectBuilder, schemas: SchemaPlanner, model: Model, diagnostics: inout Diagnostics
    ) {
        object.set(combination.rawValue, .array(cases.map { schemas.schema($0.type.value) }))
        object.set(Extension.cases, .array(cases.map { .string($0.name) }))
        if let discriminator {
            let modelCases = cases.compactMap { alternative -> (tag: String, model: String)? in
                guard case .model(let name) = alternative.type.value else { return nil }
                return (alternative.tag, name)
            }
            if modelCases.count == cases.count {
                object.set(
                    "discriminator",
                    .object([
                        .init("propertyName", .string(discriminator.value)),
                        .init(
                            "mapping",
                            .object(
                                modelCases.map {
                                    .init($0.tag, .string("#/components/schemas/" + $0.model))
                                })),
                    ]))
            } else {
                diagnostics.warning(
                    "the discriminator '\(discriminator.value)' of union '\(model.name)' is lost: "
                        + "OpenAPI maps a discriminator only to models, and an alternative is not one",
                    at: discriminator.location)
            }
        }
        if frozen { object.set(Extension.frozen, .bool(true)) }
    }
}
