import NetLayerSpec

/// Folds models that are structural duplicates into one: an inline object
/// or enum written out at several places (Box's `permissions` in every item
/// kind, Stripe's `dob` in every person) becomes one model, and an inline
/// one that repeats a named schema becomes that schema's model. Two named
/// schemas stay two models even when they have the same fields or values:
/// the document calls them different things. An inline struct without
/// fields never becomes a named one's model: each named empty schema is its
/// own thing that may grow fields (`blik: PaymentMethodAffirm` would be wrong).
struct SharedModels {
    /// Models made from a named schema (`components/schemas`, `definitions`).
    let named: Set<String>
    /// Every name a model may not take: reserved ones and every model's.
    let taken: Set<String>

    /// `draft` with its duplicate models folded and every type that named one renamed.
    func fold(_ draft: inout SpecDraft) {
        var models = draft.models
        var renamed: [String: String] = [:]
        var taken = taken
        // A fold can make two models that differ only in which duplicate they use equal: repeat until none folds.
        while true {
            var groups: [Shape: [Int]] = [:]
            var order: [Shape] = []
            for (index, model) in models.enumerated() {
                if case .structure(let name, _, let fields) = model, fields.isEmpty, named.contains(name) { continue }
                let shape = Shape(model, renamed: renamed)
                if groups[shape] == nil { order.append(shape) }
                groups[shape, default: []].append(index)
            }
            var gone: Set<Int> = []
            for shape in order {
                guard let members = groups[shape], members.count > 1 else { continue }
                let names = members.map { models[$0].name }
                let keepers = members.filter { named.contains(models[$0].name) }
                let target: String
                if let first = keepers.first {
                    target = models[first].name
                } else {
                    let first = members[0]
                    target =
                        Self.sharedName(of: names, enumeration: shape.isEnumeration, taken: taken)
                        ?? models[first].name
                    if target != models[first].name {
                        taken.insert(target)
                        renamed[models[first].name] = target
                        models[first].rename(to: target)
                    }
                }
                for index in members where !keepers.contains(index) && models[index].name != target {
                    renamed[models[index].name] = target
                    gone.insert(index)
                }
            }
            if gone.isEmpty { break }
            models = models.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
            // Everything already renamed to a name that is now renamed again follows it.
            for (old, new) in renamed { renamed[old] = Self.final(new, in: renamed) }
        }
        guard !renamed.isEmpty else { return }
        draft.models = models.map { $0.renamingTypes(renamed) }
        for module in draft.modules.indices {
            for interface in draft.modules[module].interfaces.indices {
                draft.modules[module].interfaces[interface].response =
                    draft.modules[module].interfaces[interface].response?.renamingModels(renamed)
                for parameter in draft.modules[module].interfaces[interface].parameters.indices {
                    draft.modules[module].interfaces[interface].parameters[parameter].type =
                        draft.modules[module].interfaces[interface].parameters[parameter].type.renamingModels(renamed)
                }
            }
        }
    }

    private static func final(_ name: String, in renamed: [String: String]) -> String {
        var current = name
        var hops = 0
        while let next = renamed[current], next != current, hops < 1_000 {
            current = next
            hops += 1
        }
        return current
    }

    /// What makes two models the same: a struct's fields with their types,
    /// keys and formats, or an enum's cases, in any order; not their documentation.
    struct Shape: Hashable {
        /// A field, case or alternative: its names and settings, and its type when it has one.
        struct Member: Hashable {
            var texts: [String?]
            var type: TypeName? = nil
            /// A field's rules: two models whose fields differ only in them are two things.
            var constraints: Constraints? = nil
        }

        var isEnumeration: Bool
        var members: [Member]

        init(_ model: ModelDraft, renamed: [String: String]) {
            switch model {
            case .structure(_, _, let fields):
                isEnumeration = false
                members = fields.map {
                    Member(
                        texts: [$0.name, $0.key, $0.format, $0.required ? "required" : nil],
                        type: $0.type.renamingModels(renamed), constraints: $0.constraints)
                }.sorted { $0.texts[0]! < $1.texts[0]! }
            case .enumeration(_, _, let cases):
                isEnumeration = true
                members = cases.map { Member(texts: [$0.name, YAMLText.value($0.rawValue)]) }
                    .sorted { $0.texts[1]! < $1.texts[1]! }
            case .union(let union):
                // In order: an untagged union's order is how it decodes.
                isEnumeration = false
                members =
                    [Member(texts: [union.anyOf ? "anyOf" : "oneOf", union.discriminator])]
                    + union.alternatives.map {
                        Member(texts: [$0.name, $0.tag], type: $0.type.renamingModels(renamed))
                    }
            }
        }
    }

    /// The name for a model shared by the models `names`: the words that end
    /// every one of them (`FileFullSharedLinkPermissions` and
    /// `FolderFullSharedLinkPermissions` share `SharedLinkPermissions`),
    /// when there are two or more, or, for an enum, one word that says what
    /// it holds (`Status`, not `Type`); nil when there is none or it is taken.
    static func sharedName(of names: [String], enumeration: Bool, taken: Set<String>) -> String? {
        let split = names.map(camelWords)
        guard var common = split.first else { return nil }
        for words in split.dropFirst() {
            let length = zip(common.reversed(), words.reversed()).prefix { $0 == $1 }.count
            common = Array(common.suffix(length))
        }
        // A model named after the digits of a numbered name (`Item2`) would be no better.
        while let first = common.first, first.allSatisfy(\.isNumber) { common.removeFirst() }
        let name = common.joined()
        guard common.count >= 2 || (enumeration && common.count == 1 && !vagueWords.contains(name)),
            let first = name.first, first.isUppercase, !taken.contains(name)
        else { return nil }
        return name
    }

    /// Words that do not say what an enum holds.
    static let vagueWords: Set<String> = [
        "Type", "Types", "Kind", "Value", "Values", "Item", "Items", "Response", "Request", "Body", "Data", "Result",
        "Id", "Name", "Code", "Mode", "Option", "Options", "Object", "Enum",
    ]

    /// `FileFullSharedLinkPermissions` → `File Full Shared Link Permissions`; `APIKey2` → `API Key2`.
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let startsWord =
                character.isUppercase
                && (index > 0
                    && (characters[index - 1].isLowercase || characters[index - 1].isNumber
                        || (index + 1 < characters.count && characters[index + 1].isLowercase)))
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

extension ModelDraft {
    fileprivate mutating func rename(to name: String) {
        switch self {
        case .structure(_, let summary, let fields): self = .structure(name: name, summary: summary, fields: fields)
        case .enumeration(_, let summary, let cases): self = .enumeration(name: name, summary: summary, cases: cases)
        case .union(var union):
            union.name = name
            self = .union(union)
        }
    }

    fileprivate func renamingTypes(_ renamed: [String: String]) -> ModelDraft {
        if case .union(var union) = self {
            for index in union.alternatives.indices {
                union.alternatives[index].type = union.alternatives[index].type.renamingModels(renamed)
            }
            return .union(union)
        }
        guard case .structure(let name, let summary, var fields) = self else { return self }
        for index in fields.indices { fields[index].type = fields[index].type.renamingModels(renamed) }
        return .structure(name: name, summary: summary, fields: fields)
    }
}
