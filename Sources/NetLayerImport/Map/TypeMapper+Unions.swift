import NetLayerSpec

/// Unions: `oneOf` and `anyOf`, tagged by a discriminator or told apart by their members' kinds.
extension TypeMapper {
    /// `oneOf`/`anyOf`: one member is that member; more are a union model
    /// (see ``unionDraft``), one per shape: a union used in many places,
    /// such as Stripe's expandable `customer`, is one type named for its
    /// first use.
    mutating func alternatives(
        _ members: [Schema], schema: Schema, use: Use, name: String
    ) -> TypeName {
        if members.count == 1 { return type(of: members[0], use: use, name: name) }
        if members.isEmpty { return .builtin(.JSON) }
        let draft = unionDraft(members, schema: schema, use: use, name: name)
        if draft.alternatives.count == 1 { return draft.alternatives[0].type }
        if draft.alternatives.allSatisfy({ $0.type == .builtin(.JSON) }) { return .builtin(.JSON) }
        if let known = Self.knownValues(of: draft, catalog: catalog) { return known }
        let shape = UnionShape(draft)
        if let existing = unionsByShape[shape] { return existing }
        var named = draft
        named.name = claim(ImportNames.typeName(name), at: schema.location)
        unionsByShape[shape] = .model(named.name)
        catalog.add(.union(named), kind: .any)
        return .model(named.name)
    }

    /// A named schema that is a oneOf or anyOf: claimed before its members
    /// are mapped, so that a member that leads back to it finds its name.
    mutating func namedUnion(
        _ members: [Schema], schema: Schema, target: DocumentSet.Target, use: Use, name: String
    ) -> TypeName {
        let claimed = claim(name, schema: target, at: schema.location)
        byTarget[target] = schema.nullable ? .optional(.model(claimed)) : .model(claimed)
        let slot = catalog.reserve(claimed, kind: .any)
        var draft = unionDraft(members, schema: schema, use: use, name: claimed)
        draft.name = claimed
        draft.summary = schema.summary
        catalog.fill(slot, with: .union(draft))
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
        _ members: [Schema], schema: Schema, use: Use, name: String
    ) -> UnionDraft {
        let resolved = members.map { ObjectMerger(documents: documents).resolve($0) }
        var tags: [String]?
        let discriminator = schema.discriminator ?? inferredDiscriminator(resolved)
        if let discriminator {
            let found = zip(members, resolved).map {
                tag(of: $0, resolved: $1, discriminator: discriminator)
            }
            // Two members of one tag (a mapping that names one schema twice) cannot be told apart.
            if found.allSatisfy({ $0 != nil }), Set(found).count == found.count { tags = found.compactMap { $0 } }
        }
        var caseNames: Set<String> = []
        var types: Set<TypeName> = []
        var alternatives: [UnionDraft.Alternative] = []
        var anyJSON: [UnionDraft.Alternative] = []
        // A model cannot hold an upload: a member of a multipart field is its bytes.
        let use = use == .multipartField ? .field : use
        for (index, member) in members.enumerated() {
            // An inline member is named for its tag, else its title, else its place.
            let memberName =
                (tags?[index] ?? resolved[index].title).map { name + ImportNames.typeName($0) }
                ?? "\(name)Option\(index + 1)"
            let type = self.type(of: member, use: use, name: memberName).nonOptional
            if let tags {
                let tag = tags[index]
                let caseName = ImportNames.unique(
                    ImportNames.memberName(tag).isEmpty ? "empty" : ImportNames.memberName(tag), in: &caseNames,
                    key: SwiftIdentifier.caseName)
                alternatives.append(.init(name: caseName, type: type, tag: type.isNamed(tag) ? nil : tag))
                continue
            }
            guard types.insert(type).inserted else { continue }
            let caseName = ImportNames.unique(
                Self.caseBase(type, in: name), in: &caseNames, key: SwiftIdentifier.caseName)
            let alternative = UnionDraft.Alternative(name: caseName, type: type)
            if type == .builtin(.JSON) { anyJSON.append(alternative) } else { alternatives.append(alternative) }
        }
        alternatives += anyJSON
        var anyOf = false
        if case .anyOf = schema.shape, tags == nil {
            let kinds = alternatives.map { jsonKind(of: $0.type) }
            anyOf = kinds.contains(.any) || Set(kinds).count < kinds.count
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
    private func inferredDiscriminator(_ members: [Schema]) -> Discriminator? {
        guard members.count > 1 else { return nil }
        var candidates: [String]?
        var values: [String: Set<String>] = [:]
        for member in members {
            switch member.shape {
            case .object(let properties, _, _) where !properties.isEmpty: break
            case .allOf: break
            default: return nil
            }
            let (properties, _) = ObjectMerger(documents: documents).properties(of: member)
            var single: [String] = []
            for property in properties {
                guard let value = self.onlyValue(of: ObjectMerger(documents: documents).resolve(property.schema)) else {
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

    /// The one string a schema allows: its `const`, or an enum of one value. A `const` that tells alternatives
    /// apart is kept, as the union's tag: the ledger does not count it as left out.
    private func onlyValue(of schema: Schema) -> String? {
        if case .string(let value)? = schema.constant {
            documents.constraints.keep([SchemaRules.Origin(schema: schema.location, keyword: "const")])
            return value
        }
        if case .enumeration(let values) = schema.shape, values.count == 1, case .string(let value) = values[0] {
            return value
        }
        return nil
    }

    /// A member's tag; nil when it is not an object whose discriminator
    /// property holds text, or no tag can be found for it.
    private func tag(
        of member: Schema, resolved: Schema, discriminator: Discriminator
    ) -> String? {
        switch resolved.shape {
        case .object(let properties, _, _) where !properties.isEmpty: break
        case .allOf: break
        default: return nil
        }
        let (properties, _) = ObjectMerger(documents: documents).properties(of: resolved)
        var only: String?
        if let property = properties.first(where: { $0.name == discriminator.propertyName }) {
            let schema = ObjectMerger(documents: documents).resolve(property.schema)
            switch schema.shape {
            case .string: break
            case .enumeration(let values):
                guard values.allSatisfy({ if case .string = $0 { true } else { false } }) else { return nil }
            default: return nil
            }
            only = self.onlyValue(of: schema)
        }
        guard case .reference(let target) = member.shape else { return only }
        if let mapped = discriminator.mapping.first(where: { $0.target == target }) { return mapped.tag }
        return only ?? target.pointer.tokens.last
    }

    /// `String` or a String enum (OpenAI's model names: any string, these
    /// ones known): the enum, whose `unknown` case keeps any other string.
    private static func knownValues(of draft: UnionDraft, catalog: ModelCatalog) -> TypeName? {
        guard draft.discriminator == nil, draft.alternatives.count == 2,
            draft.alternatives.contains(where: { $0.type == .builtin(.String) })
        else { return nil }
        let other = draft.alternatives.first { $0.type != .builtin(.String) }!.type
        guard case .model(let name) = other else { return nil }
        return catalog.kind(of: name) == .string ? other : nil
    }

    /// What an untagged case of `type` is called: its model's name in lower
    /// camel case (without the union's, for a model made for it:
    /// `CardOption2` is `option2`), else its kind; an array, the plural of
    /// what its element's case would be called (`[Double]` → `doubles`,
    /// `[Pet]` → `pets`), since a union of several arrays (ChromaDB's
    /// metadata values) would otherwise have `array`, `array2`, `array3`.
    static func caseBase(_ type: TypeName, in union: String) -> String {
        let name: String
        switch type {
        case .dictionary: return "dictionary"
        case .array(let element): return ImportNames.plural(caseBase(element.nonOptional, in: union))
        case .optional(let wrapped): return caseBase(wrapped, in: union)
        case .builtin(.JSON): return "json"
        case .builtin(.File): name = TypeName.Builtin.File.rawValue
        case .builtin(let builtin): return builtin.rawValue.lowercased()
        case .model(let model): name = model
        }
        let own = name.hasPrefix(union) && name.count > union.count ? String(name.dropFirst(union.count)) : name
        return ImportNames.memberName(own)
    }

    /// The JSON kind a value of `type` has: `any` when it may have several.
    private func jsonKind(of type: TypeName) -> JSONKind {
        switch type {
        case .dictionary: return .object
        case .array: return .array
        case .builtin(.String), .builtin(.URL), .builtin(.Data), .builtin(.Date): return .string
        case .builtin(.Int), .builtin(.Int64), .builtin(.Double): return .number
        case .builtin(.Bool): return .bool
        case .builtin(.JSON), .builtin(.File), .optional: return .any
        case .model(let name): return catalog.kind(of: name) ?? .any
        }
    }
}

/// What makes two inline unions the same type.
struct UnionShape: Hashable {
    var anyOf: Bool
    var discriminator: String?
    var alternatives: [UnionDraft.Alternative]

    init(_ draft: UnionDraft) {
        anyOf = draft.anyOf
        discriminator = draft.discriminator
        alternatives = draft.alternatives
    }
}
