extension NodeReader {
    static let unionKeys = ["oneOf", "anyOf", "discriminator", "summary", "frozen", "example"]
    static let unionCaseKeys = ["type", "tag"]

    /// `{oneOf: {case: Type, …}}` or `{anyOf: …}`, with `discriminator`,
    /// `frozen`, `summary` and `example` beside it.
    mutating func union(_ name: String, key: YAMLNode, value: YAMLNode) -> Model? {
        let what = "union '\(name)'"
        guard let fields = mapping(value, of: what, keys: .union) else { return nil }
        let combination: UnionModel.Combination
        let casesNode: YAMLNode
        switch (fields["oneOf"], fields["anyOf"]) {
        case (let node?, nil):
            (combination, casesNode) = (.oneOf, node)
        case (nil, let node?):
            (combination, casesNode) = (.anyOf, node)
        default:
            error("\(what) has both 'oneOf' and 'anyOf'; a union is one or the other", at: key)
            return nil
        }
        let discriminator = fields["discriminator"].flatMap { located($0, "'discriminator'") }
        let cases = namedEntries(casesNode, of: "the alternatives of '\(name)'").compactMap {
            unionCase($0.name, key: $0.key, value: $0.value, tagged: discriminator != nil)
        }
        if casesNode.entries?.isEmpty ?? false {
            error("\(what) needs at least one alternative", at: casesNode)
        }
        if let node = fields["frozen"], combination == .anyOf {
            error("'frozen' is for oneOf: an anyOf has no case for unknown values", at: node)
        }
        if let node = fields["discriminator"], combination == .anyOf {
            error("'discriminator' is for oneOf: anyOf alternatives are all read from the same value", at: node)
        }
        return Model(
            name: name, summary: fields["summary"].flatMap { string($0, "'summary'") },
            kind: .union(
                UnionModel(
                    combination: combination, cases: cases, discriminator: discriminator,
                    frozen: fields["frozen"].flatMap { bool($0, "'frozen'") } ?? false)),
            lenient: nil, example: fields["example"].map { self.example($0) }, location: location(key))
    }

    /// `name: Type`, or `{type, tag}`.
    private mutating func unionCase(_ name: String, key: YAMLNode, value: YAMLNode, tagged: Bool) -> UnionModel.Case? {
        guard value.entries != nil else {
            return type(value).map { UnionModel.Case(name: name, type: $0, location: location(key)) }
        }
        let what = "alternative '\(name)'"
        guard let fields = mapping(value, of: what, keys: .unionCase),
            let type = require(fields, "type", of: what, at: key).flatMap({ self.type($0) })
        else { return nil }
        if let node = fields["tag"], !tagged {
            error("'tag' needs a 'discriminator' beside 'oneOf': it is that property's value", at: node)
        }
        return UnionModel.Case(
            name: name, type: type, writtenTag: fields["tag"].flatMap { string($0, "'tag'") }, location: location(key))
    }
}
