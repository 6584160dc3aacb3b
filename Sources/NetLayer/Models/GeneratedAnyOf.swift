/// A model that netlayer generated from the spec's `anyOf`: a struct with
/// an optional property per alternative, each decoded from the same JSON
/// value, since a value may match several alternatives at once (an object
/// with the fields of two filters is both). At least one must decode it.
///
/// Encoding merges what the alternatives encode: objects into one object,
/// for anything else the first alternative that is set. `==` and the
/// parameter value come from the table too (``AnyOfAlternatives``).
public protocol GeneratedAnyOf: Codable, Equatable, ParameterValueConvertible {
    /// The alternatives' properties, in the order the spec lists them.
    static var alternatives: AnyOfAlternatives<Self> { get }
}

extension GeneratedAnyOf {
    /// Encodes every set alternative into one object when the first set one
    /// is an object; else the first set one alone.
    ///
    /// - Parameter encoder: The encoder to write the value to.
    /// - Throws: The `EncodingError` an alternative's encoding throws.
    public func encode(to encoder: any Encoder) throws {
        let set = Self.alternatives.all.filter { $0.isSet(self) }
        guard let first = set.first else {
            var container = encoder.singleValueContainer()
            return try container.encodeNil()
        }
        let merged = first.kinds == .object ? set.filter { $0.kinds == .object } : [first]
        for alternative in merged {
            try alternative.encode(self, encoder)
        }
    }

    /// One JSON object of the set alternatives' values when they are objects;
    /// else the first set one.
    public var parameterValue: ParameterValue {
        var object = JSONObject()
        var first: ParameterValue?
        for alternative in Self.alternatives.all where alternative.isSet(self) {
            let value = alternative.parameterValue(self)
            if case .value(.object(let members)) = value {
                for (key, member) in members where object[key] == nil { object[key] = member }
            }
            first = first ?? value
        }
        guard let first else { return .value(.null) }
        if case .value(.object) = first { return .value(.object(object)) }
        return first
    }

    /// Whether every alternative of `lhs` equals the same one of `rhs`.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        Self.alternatives.all.allSatisfy { $0.isEqual(lhs, rhs) }
    }
}

/// The alternatives of a generated anyOf, in the order the spec lists them.
public struct AnyOfAlternatives<Model>: Sendable, ExpressibleByArrayLiteral {
    let all: [AnyOfAlternative<Model>]

    /// The alternatives listed, in the spec's order.
    ///
    /// - Parameter alternatives: The alternatives, in the spec's order.
    public init(arrayLiteral alternatives: AnyOfAlternative<Model>...) {
        all = alternatives
    }
}

/// One alternative of a generated anyOf: the optional property that keeps it.
public struct AnyOfAlternative<Model>: Sendable {
    let name: String
    let kinds: JSONKinds
    /// Sets the property when the value decodes as the alternative.
    let decode: @Sendable (inout Model, any SingleValueDecodingContainer) -> Bool
    let isSet: @Sendable (Model) -> Bool
    let encode: @Sendable (Model, any Encoder) throws -> Void
    let isEqual: @Sendable (Model, Model) -> Bool
    let parameterValue: @Sendable (Model) -> ParameterValue
}

@_spi(Generated)
extension AnyOfAlternatives {
    /// Sets each alternative that decodes the value: `try Self.alternatives.decode(into: &self, from: decoder)`.
    ///
    /// - Throws: `DecodingError` when none does.
    public func decode(into model: inout Model, from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let kind = JSONKinds(of: try container.decode(JSONValue.self))
        var decodedAny = false
        for alternative in all where alternative.kinds.contains(kind) {
            if alternative.decode(&model, container) { decodedAny = true }
        }
        guard decodedAny else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "No alternative (\(all.map(\.name).joined(separator: ", "))) decodes "
                        + "\(kind.description)."))
        }
    }
}

@_spi(Generated)
extension AnyOfAlternative {
    /// The alternative kept in the optional property `path`: `.alternative("byName", \.byName)`.
    public static func alternative<Value: Codable & Equatable & ParameterValueConvertible>(
        _ name: String, _ path: WritableKeyPath<Model, Value?> & Sendable
    ) -> Self {
        Self(
            name: name, kinds: JSONKinds(of: Value.self),
            decode: { model, container in
                guard let value = try? container.decode(Value.self) else { return false }
                model[keyPath: path] = value
                return true
            },
            isSet: { $0[keyPath: path] != nil },
            encode: { model, encoder in try model[keyPath: path]?.encode(to: encoder) },
            isEqual: { $0[keyPath: path] == $1[keyPath: path] },
            parameterValue: { $0[keyPath: path].parameterValue })
    }
}
