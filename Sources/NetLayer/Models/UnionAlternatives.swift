/// The alternatives of a generated union, in the order the spec lists
/// them, with its discriminator when it is tagged: what its decoding and
/// encoding go through.
public struct UnionAlternatives<Union>: Sendable {
    /// The JSON property holding the tag; nil when untagged.
    let discriminator: String?
    let all: [UnionAlternative<Union>]
    /// Makes the case that keeps a value no alternative decodes; nil when frozen.
    let unknown: (@Sendable (JSONValue) -> Union)?

    /// The kinds of JSON value some alternative decodes from; any value when
    /// a value none decodes is kept.
    var kinds: JSONKinds {
        if unknown != nil { return .any }
        if discriminator != nil { return .object }
        return all.reduce([]) { $0.union($1.kinds) }
    }

    /// The tag to write beside the encoded value of `chosen`: tagged, when
    /// the alternative's model has no field of the discriminator's name.
    func tagToWrite(for chosen: UnionCase) -> String? {
        guard discriminator != nil, let name = chosen.name,
            let alternative = all.first(where: { $0.name == name }), !alternative.carriesTag
        else { return nil }
        return alternative.tag
    }

    func decode(from decoder: any Decoder) throws -> Union {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(JSONValue.self)
        if let discriminator {
            let tag = value[discriminator]?.stringValue
            if let tag, let chosen = all.first(where: { $0.tag == tag }) {
                return try chosen.decode(container)
            }
            if let unknown { return unknown(value) }
            let found = tag.map { "'\($0)'" } ?? "no tag"
            let tags = all.map { "'\($0.tag)'" }.joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "'\(discriminator)' holds \(found), not one of \(tags)"
                ))
        }
        let kind = JSONKinds(of: value)
        var failures: [String] = []
        for alternative in all where alternative.kinds.contains(kind) {
            do {
                return try alternative.decode(container)
            } catch {
                failures.append("\(alternative.name): \(error)")
            }
        }
        if let unknown { return unknown(value) }
        let tried = failures.isEmpty ? "no alternative takes \(kind.description)" : failures.joined(separator: "; ")
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "No alternative decodes the value (\(tried))."))
    }
}

/// One alternative of a generated union: its case, the kinds of JSON it
/// decodes from, and its tag when the union is tagged.
public struct UnionAlternative<Union>: Sendable {
    let name: String
    let tag: String
    let kinds: JSONKinds
    /// Whether the alternative's model encodes the tag itself, as a field.
    var carriesTag: Bool
    /// The JSON names of the model's fields, for a tagged alternative.
    let fieldNames: [String]
    let decode: @Sendable (any SingleValueDecodingContainer) throws -> Union
}

@_spi(Generated)
extension UnionAlternatives {
    /// Alternatives told apart by decoding: by the value's kind, then in order.
    /// `unknown` is the case that keeps a value none decodes; nil when frozen.
    public static func untagged(
        _ alternatives: [UnionAlternative<Union>], unknown: (@Sendable (JSONValue) -> Union)? = nil
    ) -> Self {
        Self(discriminator: nil, all: alternatives, unknown: unknown)
    }

    /// Alternatives named by the value of the object property `discriminator`.
    public static func tagged(
        _ discriminator: String, _ alternatives: [UnionAlternative<Union>],
        unknown: (@Sendable (JSONValue) -> Union)? = nil
    ) -> Self {
        let checked = alternatives.map { alternative in
            var alternative = alternative
            alternative.carriesTag = alternative.fieldNames.contains(discriminator)
            return alternative
        }
        return Self(discriminator: discriminator, all: checked, unknown: unknown)
    }
}

@_spi(Generated)
extension UnionAlternative {
    /// The case `name`, made by `make` from a decoded `Value`: `.alternative("id", Self.id)`.
    public static func alternative<Value: Decodable & Sendable>(
        _ name: String, _ make: @escaping @Sendable (Value) -> Union
    ) -> Self {
        Self(
            name: name, tag: name, kinds: JSONKinds(of: Value.self), carriesTag: false, fieldNames: [],
            decode: { container in make(try container.decode(Value.self)) })
    }

    /// The case `name` of a tagged union, chosen when the discriminator holds `tag`.
    public static func alternative<Value: GeneratedModel>(
        _ name: String, tag: String, _ make: @escaping @Sendable (Value) -> Union
    ) -> Self {
        Self(
            name: name, tag: tag, kinds: .object, carriesTag: false, fieldNames: Value.fields.jsonNames,
            decode: { container in make(try container.decode(Value.self)) })
    }
}
