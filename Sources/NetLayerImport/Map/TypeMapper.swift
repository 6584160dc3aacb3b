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
    /// Each model's settings from an exported document's schema (`lenient`, `frozen`), by model name.
    private(set) var modelSettings: [String: [SettingDraft]] = [:]
    /// Whether the document is a spec `netlayer export` wrote: its enum case names are the spec's, as written.
    var exported = false
    private(set) var taken: Set<String>
    /// Names the generated code or the app's code uses: a schema of such a name is `…Model`.
    private let reserved: Set<String>
    /// The type of each named schema that is a model: the same for every use.
    private var byTarget: [DocumentSet.Target: String] = [:]
    /// The type of each named schema written in place (`String`, `[Pet]`),
    /// but in a multipart body, where it may be a `File`.
    private var inPlace: [DocumentSet.Target: String] = [:]
    private var inProgress: Set<DocumentSet.Target> = []
    /// The models named after a schema of the document: kept apart from
    /// one another even when they are alike.
    private(set) var named: Set<String> = []
    /// Who took each model name: named in the warning when a second schema wants it.
    private var owners: [String: String] = [:]
    /// The named schema being written in place, with its model name: a
    /// model it makes under that name (a oneOf's) is the schema's.
    private var writingInPlace: (name: String, target: DocumentSet.Target)?
    private var unionsByShape: [UnionShape: String] = [:]
    private var emptyObjectModel: String?
    /// The type of each enum that makes no model (`Double`, `JSON`), by its node: an `allOf` maps
    /// its parts' fields again in each model that uses it, and the enum is the one node it was.
    private var unmodelledEnums: [SourceLocation: String] = [:]
    /// The JSON kind of each model claimed, known before its members are
    /// mapped: a union of a model that leads back to it asks.
    private var kinds: [String: String] = [:]

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
    /// (`Endpoint`) or a platform type's (`Error`, `Collection`, `View`), which
    /// would hide it from the app's code. `schema`: the named schema the model
    /// is, which is renamed or numbered only with a warning that says why.
    private mutating func claim(
        _ name: String, schema: DocumentSet.Target? = nil, at location: SourceLocation,
        into documents: inout DocumentSet
    ) -> String {
        let schema = schema ?? writingInPlace.flatMap { $0.name == name ? $0.target : nil }
        let wanted = reserved.contains(name) ? name + "Model" : name
        var claimed = wanted
        var number = 2
        // A made-up name (an inline model's, `CollectionModel`) leaves a schema's own name to the schema.
        while taken.contains(claimed) || ((schema == nil || wanted != name) && schemaNames.contains(claimed)) {
            claimed = wanted + String(number)
            number += 1
        }
        taken.insert(claimed)
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        let owner = schema.map { "schema '\($0.pointer)'" } ?? "the inline schema at \(file):\(location.line)"
        if let schema {
            named.insert(claimed)
            let holder = owners[wanted] ?? (schemaNames.contains(wanted) ? "another schema's name" : "taken")
            let numbered = claimed != wanted ? "'\(wanted)' is \(holder)" : nil
            if wanted != name {
                // One warning for the schema, with the reason for a number too.
                documents.diagnostics.warning(
                    "schema '\(schema.pointer)' would hide \(Self.hiddenType(name)); named '\(claimed)'"
                        + (numbered.map { " (\($0))" } ?? ""),
                    at: location)
            } else if let numbered {
                documents.diagnostics.warning(
                    "schema '\(schema.pointer)' becomes model '\(claimed)': \(numbered)", at: location)
            }
        }
        owners[claimed] = owner
        return claimed
    }

    /// `Swift's 'Collection'`, or `the type 'Endpoint' that the generated code uses`.
    static func hiddenType(_ name: String) -> String {
        guard let owner = PlatformTypeNames.owner(of: name) else {
            return "the type '\(name)' that the generated code uses"
        }
        return "\(owner.module)'s '\(name)'"
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
            case .none where schema.declaresNoFields:
                return emptyObject(at: schema.location, into: &documents)
            // An exported document writes JSON as `{}`: an object of anything is a dictionary of JSON.
            case .any where exported:
                return "[String: JSON]"
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
        case .object(let properties, _, _) where !properties.isEmpty || schema.declaresNoFields:
            // A schema with no fields is a type of its own too: it may grow some.
            break
        case .allOf, .enumeration:
            break
        case .oneOf(let members) where members.count > 1, .anyOf(let members) where members.count > 1:
            return namedUnion(members, schema: schema, target: target, use: use, name: name, into: &documents)
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
        kinds[claimed] = "object"
        keepSettings(of: schema, for: claimed)
        byTarget[target] = schema.nullable ? claimed + "?" : claimed
        let slot = reserveSlot()
        let fields = self.fields(of: schema, model: claimed, into: &documents)
        slots[slot] = .structure(
            name: claimed, summary: ImportNames.summary(schema.summary, of: target.pointer.tokens.last ?? claimed),
            fields: fields)
        return byTarget[target]!
    }

    /// The one model of every inline object the document gives no fields:
    /// unlike a named one, nothing tells one such object from another.
    private mutating func emptyObject(at location: SourceLocation, into documents: inout DocumentSet) -> String {
        if let emptyObjectModel { return emptyObjectModel }
        let claimed = claim("EmptyObject", at: location, into: &documents)
        kinds[claimed] = "object"
        emptyObjectModel = claimed
        slots.append(.structure(name: claimed, summary: "An object the document gives no fields.", fields: []))
        return claimed
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
        kinds[claimed] = "object"
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
            // `enum` would make the model read as an enum (`oneOf` as a union); another name keeps the key.
            if ["enum", "fields", "oneOf", "anyOf"].contains(name) { name += "Value" }
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
            var field = FieldDraft(
                name: name, type: type, key: name == property.name ? nil : property.name,
                summary: ImportNames.summary(property.schema.summary, of: property.name), format: format,
                required: isRequiredNullable)
            if exported {
                Self.exported(property.schema.extensions, into: &field, key: property.name)
                field.example = property.schema.exampleNode.map(NetLayerExtensions.flow)
            }
            return field
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
        if let type = unmodelledEnums[location] { return type }
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
            unmodelledEnums[location] = "Double"
            return "Double"
        }
        var caseNames: Set<String> = []
        var cases: [EnumCaseDraft] = []
        for (index, value) in values.enumerated() {
            let given = schema.caseNames.flatMap {
                $0[index].isEmpty ? nil : exported ? $0[index] : ImportNames.memberName($0[index])
            }
            var summary = schema.caseSummaries?[index]
            if exported, summary == "" { summary = nil }
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
                unmodelledEnums[location] = "JSON"
                return "JSON"
            }
        }
        let kinds = Set(cases.map { if case .int = $0.rawValue { "Int" } else { "String" } })
        guard kinds.count == 1, !cases.isEmpty else {
            documents.diagnostics.warning(
                "an enum that mixes kinds of values (strings, numbers, booleans), or has no value, becomes JSON",
                at: location)
            unmodelledEnums[location] = "JSON"
            return "JSON"
        }
        // Alike enums at other places become one model afterwards (`SharedModels`).
        let claimed = claim(ImportNames.typeName(name), schema: target, at: location, into: &documents)
        self.kinds[claimed] =
            cases.contains { if case .int = $0.rawValue { true } else { false } } ? "number" : "string"
        slots.append(.enumeration(name: claimed, summary: schema.summary, cases: cases))
        keepSettings(of: schema, for: claimed)
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

    /// `oneOf`/`anyOf`: one member is that member; more are a union model
    /// (see ``unionDraft``), one per shape: a union used in many places,
    /// such as Stripe's expandable `customer`, is one type named for its
    /// first use.
    private mutating func alternatives(
        _ members: [Schema], schema: Schema, use: Use, name: String, into documents: inout DocumentSet
    ) -> String {
        if members.count == 1 { return type(of: members[0], use: use, name: name, into: &documents) }
        if members.isEmpty { return "JSON" }
        let draft = unionDraft(members, schema: schema, use: use, name: name, into: &documents)
        if draft.alternatives.count == 1 { return draft.alternatives[0].type }
        if draft.alternatives.allSatisfy({ $0.type == "JSON" }) { return "JSON" }
        if let known = Self.knownValues(of: draft, kinds: kinds) { return known }
        let shape = UnionShape(draft)
        if let existing = unionsByShape[shape] { return existing }
        var named = draft
        named.name = claim(ImportNames.typeName(name), at: schema.location, into: &documents)
        kinds[named.name] = "any"
        unionsByShape[shape] = named.name
        slots.append(.union(named))
        return named.name
    }

    /// A named schema that is a oneOf or anyOf: claimed before its members
    /// are mapped, so that a member that leads back to it finds its name.
    private mutating func namedUnion(
        _ members: [Schema], schema: Schema, target: DocumentSet.Target, use: Use, name: String,
        into documents: inout DocumentSet
    ) -> String {
        let claimed = claim(name, schema: target, at: schema.location, into: &documents)
        kinds[claimed] = "any"
        byTarget[target] = schema.nullable ? claimed + "?" : claimed
        let slot = reserveSlot()
        var draft = unionDraft(members, schema: schema, use: use, name: claimed, into: &documents)
        draft.name = claimed
        draft.summary = schema.summary
        slots[slot] = .union(draft)
        keepSettings(of: schema, for: claimed)
        return byTarget[target]!
    }

    /// The alternatives of a union. Tagged when the schema has a
    /// `discriminator` whose property holds text in every member, each an
    /// object with a tag (its `mapping` key, else the one value its property
    /// allows, else its schema's name); the cases are then named for the
    /// tags. Untagged cases are named for their model (`customer`) or their
    /// kind (`string`, `int`, `array`); a member of a type already listed is
    /// left out (it could never be chosen), and one of any JSON goes last.
    /// An `anyOf` whose members are of different JSON kinds is a `oneOf`:
    /// no value can match two of them. An exported document's union keeps
    /// its combination and its case names (`x-netlayer-cases`).
    private mutating func unionDraft(
        _ members: [Schema], schema: Schema, use: Use, name: String, into documents: inout DocumentSet
    ) -> UnionDraft {
        let resolved = members.map { ObjectMerger.resolve($0, into: &documents) }
        var tags: [String]?
        let discriminator = schema.discriminator ?? inferredDiscriminator(resolved, into: &documents)
        if let discriminator {
            let found = zip(members, resolved).map {
                tag(of: $0, resolved: $1, discriminator: discriminator, into: &documents)
            }
            // Two members of one tag (a mapping that names one schema twice) cannot be told apart.
            if found.allSatisfy({ $0 != nil }), Set(found).count == found.count { tags = found.compactMap { $0 } }
        }
        var caseNames: Set<String> = []
        var types: Set<String> = []
        var alternatives: [UnionDraft.Alternative] = []
        var anyJSON: [UnionDraft.Alternative] = []
        // A model cannot hold an upload: a member of a multipart field is its bytes.
        let use = use == .multipartField ? .field : use
        for (index, member) in members.enumerated() {
            // An inline member is named for its tag, else its title, else its place.
            let memberName =
                (tags?[index] ?? resolved[index].title).map { name + ImportNames.typeName($0) }
                ?? "\(name)Option\(index + 1)"
            var type = self.type(of: member, use: use, name: memberName, into: &documents)
            if type.hasSuffix("?") { type.removeLast() }
            if let tags {
                let tag = tags[index]
                let caseName = ImportNames.unique(
                    ImportNames.memberName(tag).isEmpty ? "empty" : ImportNames.memberName(tag), in: &caseNames,
                    key: SwiftIdentifier.caseName)
                alternatives.append(.init(name: caseName, type: type, tag: tag == type ? nil : tag))
                continue
            }
            guard types.insert(type).inserted else { continue }
            let caseName = ImportNames.unique(
                Self.caseBase(type, in: name), in: &caseNames, key: SwiftIdentifier.caseName)
            let alternative = UnionDraft.Alternative(name: caseName, type: type)
            if type == "JSON" { anyJSON.append(alternative) } else { alternatives.append(alternative) }
        }
        alternatives += anyJSON
        var anyOf = false
        if case .anyOf = schema.shape, tags == nil {
            let kinds = alternatives.map { jsonKind(of: $0.type) }
            anyOf = kinds.contains("any") || Set(kinds).count < kinds.count
        }
        if let names = schema.extensions[OpenAPIExtension.cases]?.items.compactMap(\.string),
            names.count == alternatives.count
        {
            for index in alternatives.indices { alternatives[index].name = names[index] }
            if case .anyOf = schema.shape { anyOf = true }
        }
        return UnionDraft(
            name: name, summary: nil, anyOf: anyOf, alternatives: alternatives,
            discriminator: tags == nil ? nil : discriminator?.propertyName)
    }

    /// Without a `discriminator`, objects that each allow one value of a
    /// property they all have (`type: {const: text}`, `enum: [image]`), a
    /// different one each, are told apart by it: decoding them in turn would
    /// take the first whose fields are present, whatever its `type` says.
    private func inferredDiscriminator(_ members: [Schema], into documents: inout DocumentSet) -> Discriminator? {
        guard members.count > 1 else { return nil }
        var candidates: [String]?
        var values: [String: Set<String>] = [:]
        for member in members {
            switch member.shape {
            case .object(let properties, _, _) where !properties.isEmpty: break
            case .allOf: break
            default: return nil
            }
            let (properties, _) = ObjectMerger.properties(of: member, into: &documents)
            var single: [String] = []
            for property in properties {
                guard let value = Self.onlyValue(of: ObjectMerger.resolve(property.schema, into: &documents)) else {
                    continue
                }
                single.append(property.name)
                values[property.name, default: []].insert(value)
            }
            candidates = candidates.map { names in names.filter(single.contains) } ?? single
        }
        guard let name = candidates?.first(where: { values[$0]?.count == members.count }) else { return nil }
        return Discriminator(propertyName: name, mapping: [])
    }

    /// The one string a schema allows: its `const`, or an enum of one value.
    private static func onlyValue(of schema: Schema) -> String? {
        if case .string(let value)? = schema.constant { return value }
        if case .enumeration(let values) = schema.shape, values.count == 1, case .string(let value) = values[0] {
            return value
        }
        return nil
    }

    /// A member's tag; nil when it is not an object whose discriminator
    /// property holds text, or no tag can be found for it.
    private func tag(
        of member: Schema, resolved: Schema, discriminator: Discriminator, into documents: inout DocumentSet
    ) -> String? {
        switch resolved.shape {
        case .object(let properties, _, _) where !properties.isEmpty: break
        case .allOf: break
        default: return nil
        }
        let (properties, _) = ObjectMerger.properties(of: resolved, into: &documents)
        var only: String?
        if let property = properties.first(where: { $0.name == discriminator.propertyName }) {
            let schema = ObjectMerger.resolve(property.schema, into: &documents)
            switch schema.shape {
            case .string: break
            case .enumeration(let values):
                guard values.allSatisfy({ if case .string = $0 { true } else { false } }) else { return nil }
            default: return nil
            }
            only = Self.onlyValue(of: schema)
        }
        guard case .reference(let target) = member.shape else { return only }
        if let mapped = discriminator.mapping.first(where: { $0.target == target }) { return mapped.tag }
        return only ?? target.pointer.tokens.last
    }

    /// `String` or a String enum (OpenAI's model names: any string, these
    /// ones known): the enum, whose `unknown` case keeps any other string.
    private static func knownValues(of draft: UnionDraft, kinds: [String: String]) -> String? {
        guard draft.discriminator == nil, draft.alternatives.count == 2,
            draft.alternatives.contains(where: { $0.type == "String" })
        else { return nil }
        let other = draft.alternatives.first { $0.type != "String" }!.type
        return kinds[other] == "string" ? other : nil
    }

    /// What an untagged case of `type` is called: its model's name in lower
    /// camel case (without the union's, for a model made for it:
    /// `CardOption2` is `option2`), else its kind; an array, the plural of
    /// what its element's case would be called (`[Double]` → `doubles`,
    /// `[Pet]` → `pets`), since a union of several arrays (ChromaDB's
    /// metadata values) would otherwise have `array`, `array2`, `array3`.
    static func caseBase(_ type: String, in union: String) -> String {
        if type.hasPrefix("[String:") { return "dictionary" }
        if type.hasPrefix("[") {
            var element = String(type.dropFirst().dropLast())
            if element.hasSuffix("?") { element.removeLast() }
            return ImportNames.plural(caseBase(element, in: union))
        }
        switch type {
        case "String", "Int", "Int64", "Double", "Bool", "Date", "URL", "Data": return type.lowercased()
        case "JSON": return "json"
        default:
            let own = type.hasPrefix(union) && type.count > union.count ? String(type.dropFirst(union.count)) : type
            return ImportNames.memberName(own)
        }
    }

    /// The JSON kind a value of `type` has: `any` when it may have several.
    private func jsonKind(of type: String) -> String {
        if type.hasPrefix("[String:") { return "object" }
        if type.hasPrefix("[") { return "array" }
        switch type {
        case "String", "URL", "Data", "Date": return "string"
        case "Int", "Int64", "Double": return "number"
        case "Bool": return "bool"
        case "JSON": return "any"
        default: return kinds[type] ?? "any"
        }
    }
}

/// What makes two inline unions the same type.
private struct UnionShape: Hashable {
    var anyOf: Bool
    var discriminator: String?
    var alternatives: [String]

    init(_ draft: UnionDraft) {
        anyOf = draft.anyOf
        discriminator = draft.discriminator
        alternatives = draft.alternatives.map { "\($0.name) \($0.type) \($0.tag ?? "")" }
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

extension TypeMapper {
    /// Keeps a model schema's settings from an exported document.
    fileprivate mutating func keepSettings(of schema: Schema, for model: String) {
        var settings = schema.extensions.settings(ExportedDocument.modelKeys)
        if exported, let example = schema.exampleNode {
            settings.append(SettingDraft(key: "example", value: NetLayerExtensions.flow(example)))
        }
        if !settings.isEmpty { modelSettings[model] = settings }
    }

    /// A field of an exported document as the spec wrote it: its Swift name,
    /// a date's format (the JSON type it is written as becomes `Date`) and
    /// `required: true` on an optional field.
    fileprivate static func exported(_ extensions: NetLayerExtensions, into field: inout FieldDraft, key: String) {
        if let name = extensions[OpenAPIExtension.name]?.string {
            field.name = name
            field.key = name == key ? nil : key
        }
        if let format = extensions[OpenAPIExtension.date]?.string {
            for written in ["String", "Int64", "Double", "Int"] where field.type.hasPrefix(written) {
                field.type = "Date" + field.type.dropFirst(written.count)
                break
            }
            field.format = format
        }
        if extensions[OpenAPIExtension.required]?.bool == true {
            field.required = true
            // `JSON?` is `{}` as `JSON` is (`{}` allows null): the extension says it is optional.
            if !field.type.hasSuffix("?") { field.type += "?" }
        }
    }
}
