/// The alternatives of a generated union, in the order the spec lists
/// them, with its discriminator when it is tagged: what its decoding and
/// encoding go through.
public struct UnionAlternatives<Union>: Sendable {
    /// The JSON property holding the tag; nil when untagged.
    let discriminator: String?
    let all: [UnionAlternative<Union>]
    /// Makes the case that keeps a value no alternative decodes; nil when frozen.
    let unknown: (@Sendable (JSONValue) -> Union)?
    /// The kinds of JSON value that alternatives holding integers and
    /// alternatives holding floating-point numbers both decode (a number
    /// for `Int64` and `Double`, an array for `[Int64]` and `[Double]`): for
    /// those a number's text says which it is, when read and when written.
    /// Empty for most unions, which then pay nothing for it.
    let toldApartByNumbers: JSONKinds

    init(discriminator: String?, all: [UnionAlternative<Union>], unknown: (@Sendable (JSONValue) -> Union)?) {
        self.discriminator = discriminator
        self.all = all
        self.unknown = unknown
        var integers: JSONKinds = []
        var floating: JSONKinds = []
        for alternative in all {
            switch alternative.numberKind {
            case .integer: integers.formUnion(alternative.kinds)
            case .floating: floating.formUnion(alternative.kinds)
            case nil: break
            }
        }
        toldApartByNumbers = integers.intersection(floating)
    }

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
        for alternative in candidates(for: value, of: kind) where alternative.kinds.contains(kind) {
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

    /// The alternatives in the order written, but when their numbers are
    /// told apart, those of the other kind than `value`'s text after the
    /// rest: `2.0` is tried as `Double` before `Int64` (which would take it,
    /// a whole number), `2` as `Int64` before `Double`, `[2.5]` as
    /// `[Double]` before `[Int64]`.
    private func candidates(for value: JSONValue, of kind: JSONKinds) -> [UnionAlternative<Union>] {
        guard toldApartByNumbers.contains(kind), let text = NumberKind(ofNumbersIn: value) else { return all }
        return all.filter { $0.numberKind == nil || $0.numberKind == text }
            + all.filter { $0.numberKind != nil && $0.numberKind != text }
    }

    /// The value `chosen` holds as JSON, when its numbers tell the
    /// alternatives apart and are floating-point: whole ones written with
    /// their fraction (`2.0`), so that the value reads back as this case.
    func jsonKeepingFractions(of chosen: UnionCase) -> JSONValue? {
        guard !toldApartByNumbers.isEmpty, let name = chosen.name,
            let alternative = all.first(where: { $0.name == name }),
            !alternative.kinds.isDisjoint(with: toldApartByNumbers),
            let floating = chosen.value as? any FloatingPointText
        else { return nil }
        return floating.jsonKeepingFractions
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
    /// Whether the numbers the alternative holds are integers or
    /// floating-point; nil when it holds no numbers or this cannot tell.
    let numberKind: NumberKind?
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
            numberKind: NumberKind(of: Value.self),
            decode: { container in make(try container.decode(Value.self)) })
    }

    /// The case `name` of a tagged union, chosen when the discriminator holds `tag`.
    public static func alternative<Value: GeneratedModel>(
        _ name: String, tag: String, _ make: @escaping @Sendable (Value) -> Union
    ) -> Self {
        Self(
            name: name, tag: tag, kinds: .object, carriesTag: false, fieldNames: Value.fields.jsonNames,
            numberKind: nil,
            decode: { container in make(try container.decode(Value.self)) })
    }
}
