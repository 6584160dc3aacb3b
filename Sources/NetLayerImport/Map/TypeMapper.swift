import NetLayerSpec

/// Turns schemas into spec types, and the schemas that need a name into
/// models: named ones (`components/schemas`, `definitions`, another file)
/// under their own name, inline objects and enums under a name made from
/// where they are used. A model is written only when something uses it.
struct TypeMapper {
    /// Where a schema is used: the position decides what a type may be
    /// (`File` in a multipart body, dates in parameters as text).
    enum Use {
        case field, parameter, multipartField, response
    }

    /// In the order their names were claimed: a model before the models its fields use.
    private var slots: [ModelDraft?] = []
    var models: [ModelDraft] { slots.compactMap { $0 } }
    private(set) var taken: Set<String>
    /// Names the generated code uses: a schema of such a name is `…Model`.
    private let reserved: Set<String>
    /// The type of each named schema that is a model: the same for every use.
    private var byTarget: [DocumentSet.Target: String] = [:]
    /// The type of each named schema written in place (`String`, `[Pet]`),
    /// but in a multipart body, where it may be a `File`.
    private var inPlace: [DocumentSet.Target: String] = [:]
    private var inProgress: Set<DocumentSet.Target> = []
    /// The named schemas a oneOf or anyOf is merging into a struct now:
    /// meeting one of them again inside that struct means it contains itself.
    private var merging: Set<DocumentSet.Target> = []
    /// The models named after a schema of the document: kept apart from
    /// one another even when they are alike.
    private(set) var named: Set<String> = []
    /// Who took each model name: named in the warning when a second schema wants it.
    private var owners: [String: String] = [:]
    /// The named schema being written in place, with its model name: a
    /// model it makes under that name (a oneOf's) is the schema's.
    private var writingInPlace: (name: String, target: DocumentSet.Target)?

    /// The model names of the document's named schemas: an inline model
    /// does not take one, so that a schema is numbered only beside another schema.
    private let schemaNames: Set<String>

    /// `reserved`: type names a model may not take (the runtime's and the
    /// generated client's); `schemaNames`: the names of the document's schemas.
    init(reserved: Set<String>, schemaNames: Set<String> = []) {
        taken = reserved
        self.reserved = reserved
        self.schemaNames = schemaNames
    }

    /// `name`, made unique; `ErrorModel` for a name the generated code uses
    /// (`Error`). `schema`: the named schema the model is, whose name is
    /// numbered only with a warning that names the one that has it.
    private mutating func claim(
        _ name: String, schema: DocumentSet.Target? = nil, at location: SourceLocation,
        into documents: inout DocumentSet
    ) -> String {
        let schema = schema ?? writingInPlace.flatMap { $0.name == name ? $0.target : nil }
        let wanted = reserved.contains(name) ? name + "Model" : name
        var claimed = wanted
        var number = 2
        while taken.contains(claimed) || (schema == nil && schemaNames.contains(claimed)) {
            claimed = wanted + String(number)
            number += 1
        }
        taken.insert(claimed)
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        let owner = schema.map { "schema '\($0.pointer)'" } ?? "the inline schema at \(file):\(location.line)"
        if let schema {
            named.insert(claimed)
            if claimed != wanted {
                documents.diagnostics.warning(
                    "schema '\(schema.pointer)' becomes model '\(claimed)': '\(wanted)' is \(owners[wanted] ?? "taken")",
                    at: location)
            }
        }
        owners[claimed] = owner
        return claimed
    }

    /// The spec type of `schema`; `name` is what an inline model would be called.
    mutating func type(of schema: Schema, use: Use, name: @autoclosure () -> String, into documents: inout DocumentSet)
        -> String
    {
        let base = baseType(of: schema, use: use, name: name(), into: &documents)
        return schema.nullable && !base.hasSuffix("?") ? base + "?" : base
    }

    private mutating func baseType(of schema: Schema, use: Use, name: String, into documents: inout DocumentSet)
        -> String
    {
        switch schema.shape {
        case .reference(let target):
            return referencedType(target, use: use, at: schema.location, into: &documents)
        case .string(let format):
            switch format {
            case "date-time": return "Date"
            case "binary": return use == .multipartField ? "File" : "Data"
            case "byte": return "Data"
            case "uri", "url": return "URL"
            default: return "String"
            }
        case .integer(let format):
            return format == "int64" ? "Int64" : "Int"
        case .number:
            return "Double"
        case .boolean:
            return "Bool"
        case .any, .null:
            // `type: 'null'` is nullable as well: `JSON?`, which only ever holds nil.
            return "JSON"
        case .array(let items):
            guard let items else { return "[JSON]" }
            let element = type(
                of: items, use: use == .multipartField ? .multipartField : use, name: name + "Item", into: &documents)
            return "[\(element)]"
        case .object(let properties, _, let additional) where properties.isEmpty:
            switch additional {
            case .schema(let value):
                let element = type(
                    of: value, use: use == .multipartField ? .field : use, name: name + "Value", into: &documents)
                return "[String: \(element)]"
            case .any, .none:
                return "JSON"
            }
        case .object, .allOf:
            return structure(schema, named: name, into: &documents)
        case .enumeration(let values):
            return enumeration(values, of: schema, named: name, into: &documents)
        case .oneOf(let members), .anyOf(let members):
            return alternatives(members, schema: schema, use: use, name: name, into: &documents)
        }
    }

    /// A named schema: a model of its own name for an object or an enum,
    /// written in place for anything else (`Id: {type: string}` is `String`).
    private mutating func referencedType(
        _ target: DocumentSet.Target, use: Use, at location: SourceLocation, into documents: inout DocumentSet
    ) -> String {
        if let type = byTarget[target] { return type }
        if use != .multipartField, let type = inPlace[target] { return type }
        guard !inProgress.contains(target) else {
            documents.diagnostics.warning(
                "this schema contains itself other than through an object; it becomes JSON here", at: location)
            return "JSON"
        }
        guard let node = documents.node(at: target, referencedAt: location) else { return "JSON" }
        let schema = SchemaReader().read(node, into: &documents)
        let name = Self.modelName(of: target)
        switch schema.shape {
        case .object(let properties, _, _) where !properties.isEmpty:
            break
        case .allOf, .enumeration:
            break
        default:
            inProgress.insert(target)
            let outer = writingInPlace
            writingInPlace = (name, target)
            defer {
                inProgress.remove(target)
                writingInPlace = outer
            }
            // Mapped once: every use of the schema is the same type, and the
            // same model when it makes one (a oneOf, an array of inline objects).
            let type = type(of: schema, use: use, name: name, into: &documents)
            if use != .multipartField { inPlace[target] = type }
            return type
        }
        if case .enumeration(let values) = schema.shape {
            let type = enumeration(values, of: schema, named: name, target: target, into: &documents)
            byTarget[target] = schema.nullable ? type + "?" : type
            return byTarget[target]!
        }
        // Claimed before its fields are mapped, so that a model that refers
        // back to itself finds its own name.
        let claimed = claim(name, schema: target, at: schema.location, into: &documents)
        byTarget[target] = schema.nullable ? claimed + "?" : claimed
        let slot = reserveSlot()
        let fields = self.fields(of: schema, model: claimed, into: &documents)
        slots[slot] = .structure(
            name: claimed, summary: ImportNames.summary(schema.summary, of: target.pointer.tokens.last ?? claimed),
            fields: fields)
        return byTarget[target]!
    }

    private mutating func reserveSlot() -> Int {
        slots.append(nil)
        return slots.count - 1
    }

    /// The name of the case of the enum model `name` whose raw value is `value`.
    func caseName(of value: ScalarValue, inEnum name: String) -> String? {
        for case .enumeration(let model, _, let cases) in models where model == name {
            return cases.first { $0.rawValue == value }?.name
        }
        return nil
    }

    /// `#/components/schemas/Pet` → `Pet`; `../common/Error.yaml` → `Error`.
    static func modelName(of target: DocumentSet.Target) -> String {
        if let last = target.pointer.tokens.last { return ImportNames.typeName(last) }
        let file = target.file.split(separator: "/").last.map(String.init) ?? target.file
        return ImportNames.typeName(file.split(separator: ".").first.map(String.init) ?? file)
    }

    private mutating func structure(_ schema: Schema, named name: String, into documents: inout DocumentSet) -> String {
        let claimed = claim(ImportNames.typeName(name), at: schema.location, into: &documents)
        let slot = reserveSlot()
        let fields = self.fields(of: schema, model: claimed, into: &documents)
        slots[slot] = .structure(name: claimed, summary: schema.summary, fields: fields)
        return claimed
    }

    /// The fields of an object, or of the objects an `allOf` merges.
    mutating func fields(of schema: Schema, model: String, into documents: inout DocumentSet) -> [FieldDraft] {
        let (properties, required) = ObjectMerger.properties(of: schema, into: &documents)
        var swiftNames: Set<String> = []
        return properties.map { property in
            var name = property.name
            // `enum` would make the model read as an enum; another name keeps the key.
            if name == "enum" || name == "fields" { name += "Value" }
            name = ImportNames.unique(name, in: &swiftNames, key: { SwiftIdentifier.propertyName($0) })
            var type = self.type(
                of: property.schema, use: .field, name: model + ImportNames.typeName(property.name), into: &documents)
            // In `required` and nullable: the key is always there, maybe null.
            let isRequiredNullable = required.contains(property.name) && type.hasSuffix("?")
            if !required.contains(property.name), !type.hasSuffix("?") { type += "?" }
            var format: String?
            if case .string("date") = property.schema.shape {
                type = type.replacingOccurrences(of: "String", with: "Date")
                format = "yyyy-MM-dd"
            }
            return FieldDraft(
                name: name, type: type, key: name == property.name ? nil : property.name,
                summary: ImportNames.summary(property.schema.summary, of: property.name), format: format,
                required: isRequiredNullable)
        }
    }

    /// An enum model of `values`, with the case names and descriptions the
    /// document gives (`x-enum-varnames`, `x-enum-descriptions`), else names
    /// made from the values (`value1` for 1).
    private mutating func enumeration(
        _ values: [ScalarValue], of schema: Schema, named name: String, target: DocumentSet.Target? = nil,
        into documents: inout DocumentSet
    ) -> String {
        let location = schema.location
        if values.contains(where: { if case .double = $0 { true } else { false } }),
            values.allSatisfy({
                switch $0 {
                case .int, .double: true
                default: false
                }
            })
        {
            documents.diagnostics.warning(
                "an enum of numbers with fractions becomes Double: a spec's enums hold strings and whole numbers",
                at: location)
            return "Double"
        }
        var caseNames: Set<String> = []
        var cases: [EnumCaseDraft] = []
        for (index, value) in values.enumerated() {
            let given = schema.caseNames.flatMap { $0[index].isEmpty ? nil : ImportNames.memberName($0[index]) }
            let summary = schema.caseSummaries?[index]
            switch value {
            case .string(let text):
                let base = given ?? Self.caseName(of: text)
                cases.append(
                    .init(
                        name: ImportNames.unique(base, in: &caseNames, key: SwiftIdentifier.caseName), rawValue: value,
                        summary: summary))
            case .int(let number):
                let base = given ?? (number < 0 ? "minus\(-number)" : "value\(number)")
                cases.append(
                    .init(
                        name: ImportNames.unique(base, in: &caseNames, key: SwiftIdentifier.caseName), rawValue: value,
                        summary: summary))
            default:
                documents.diagnostics.warning(
                    "an enum that mixes kinds of values (strings, numbers, booleans), or has no value, becomes JSON",
                    at: location)
                return "JSON"
            }
        }
        let kinds = Set(cases.map { if case .int = $0.rawValue { "Int" } else { "String" } })
        guard kinds.count == 1, !cases.isEmpty else {
            documents.diagnostics.warning(
                "an enum that mixes kinds of values (strings, numbers, booleans), or has no value, becomes JSON",
                at: location)
            return "JSON"
        }
        // Alike enums at other places become one model afterwards (`SharedModels`).
        let claimed = claim(ImportNames.typeName(name), schema: target, at: location, into: &documents)
        slots.append(.enumeration(name: claimed, summary: schema.summary, cases: cases))
        return claimed
    }

    /// A string enum value as a case name: `sold-out` → `soldOut`, `+1` → `plus1`, `-1` → `minus1`.
    static func caseName(of text: String) -> String {
        if text.isEmpty { return "empty" }
        if let sign = text.first, sign == "+" || sign == "-", text.count > 1, text.dropFirst().allSatisfy(\.isNumber) {
            return (sign == "+" ? "plus" : "minus") + text.dropFirst()
        }
        return ImportNames.memberName(text)
    }

    /// `oneOf`/`anyOf`: one member besides null is that member; objects
    /// become one struct whose fields are all optional; anything else is JSON.
    private mutating func alternatives(
        _ members: [Schema], schema: Schema, use: Use, name: String, into documents: inout DocumentSet
    ) -> String {
        let kind = if case .oneOf = schema.shape { "oneOf" } else { "anyOf" }
        if members.count == 1 { return type(of: members[0], use: use, name: name, into: &documents) }
        let resolved = members.map { ObjectMerger.resolve($0, into: &documents) }
        if resolved.allSatisfy({
            switch $0.shape {
            case .object, .allOf: true
            default: false
            }
        }) {
            let targets = Set(
                members.compactMap { member -> DocumentSet.Target? in
                    if case .reference(let target) = member.shape { return target }
                    return nil
                })
            guard merging.isDisjoint(with: targets) else {
                documents.diagnostics.warning(
                    "this schema contains itself other than through an object; it becomes JSON here",
                    at: schema.location)
                return "JSON"
            }
            merging.formUnion(targets)
            defer { merging.subtract(targets) }
            documents.diagnostics.warning(
                "\(kind) of \(members.count) objects becomes one struct with every field optional", at: schema.location)
            let merged = Schema(
                shape: .allOf(
                    resolved.map { member in
                        let (properties, _) = ObjectMerger.properties(of: member, into: &documents)
                        return Schema(
                            shape: .object(properties: properties, required: [], additional: .none),
                            location: member.location)
                    }), summary: schema.summary, location: schema.location)
            return structure(merged, named: name, into: &documents)
        }
        documents.diagnostics.warning(
            "\(kind) of \(members.count) schemas of different kinds becomes JSON", at: schema.location)
        return "JSON"
    }
}

/// The properties of an object schema, with `allOf` merged and references followed.
enum ObjectMerger {
    static func resolve(_ schema: Schema, into documents: inout DocumentSet) -> Schema {
        var current = schema
        var hops = 0
        while case .reference(let target) = current.shape, hops < 64,
            let node = documents.node(at: target, referencedAt: current.location)
        {
            current = SchemaReader().read(node, into: &documents)
            hops += 1
        }
        return current
    }

    static func properties(of schema: Schema, into documents: inout DocumentSet) -> ([Schema.Property], Set<String>) {
        var properties: [Schema.Property] = []
        var required: Set<String> = []
        var seen: Set<String> = []
        func add(_ schema: Schema, depth: Int) {
            let resolved = resolve(schema, into: &documents)
            switch resolved.shape {
            case .object(let own, let needed, _):
                for property in own where seen.insert(property.name).inserted { properties.append(property) }
                required.formUnion(needed)
            case .allOf(let members) where depth < 32:
                for member in members { add(member, depth: depth + 1) }
            default:
                break
            }
        }
        add(schema, depth: 0)
        return (properties, required)
    }
}
