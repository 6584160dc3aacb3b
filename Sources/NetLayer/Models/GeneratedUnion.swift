/// A union that netlayer generated from the spec's `oneOf`: an enum with
/// a case per alternative, and (unless the spec froze it) a case that
/// keeps a value no alternative decodes, as the JSON it came as.
///
/// Decoding, encoding, `==`, the parameter value and the description come
/// from this protocol's extension, read from one table of alternatives
/// (``UnionAlternatives``), so a generated union is its cases, its table
/// and one `switch`: for hundreds of unions, synthesized or hand-written
/// conformances would cost the compiler several times as much.
///
/// Untagged, a value is decoded by the alternatives whose Swift type can
/// hold its JSON kind (a string: `String`, `URL`, `Date`, `Data`, String
/// enums…; an object: models, dictionaries…), in the order the spec lists
/// them; the first that decodes it wins. When some alternatives hold
/// integers and others floating-point numbers (`Int64` and `Double`), a
/// number's text says which is tried first (`2.0` a `Double`, `2` an
/// `Int64`), and a floating-point case is written with its fraction
/// (`2.0`), so that a value decoded and encoded again keeps its kind.
/// Tagged, the discriminator property names the one alternative that
/// decodes it.
public protocol GeneratedUnion: Codable, Equatable, ParameterValueConvertible, CustomStringConvertible {
    /// How each alternative is decoded and which case holds it.
    static var alternatives: UnionAlternatives<Self> { get }
    /// The case this value is, and the value it holds.
    var alternative: UnionCase { get }
}

/// Which case of a union a value is, and the value the case holds: what a
/// generated union's `switch` hands to ``GeneratedUnion``'s extension.
public struct UnionCase: Sendable {
    /// The case's name as the spec writes it; nil for the unknown case.
    public let name: String?
    /// The value the case holds; a `JSONValue` for the unknown case.
    public let value: any Encodable & Equatable & ParameterValueConvertible

    /// The case `name`, holding `value`.
    ///
    /// - Parameters:
    ///   - name: The case's name as the spec writes it.
    ///   - value: The value the case holds.
    public init(_ name: String, _ value: some Encodable & Equatable & ParameterValueConvertible) {
        self.name = name
        self.value = value
    }

    /// The case that keeps a value no alternative decodes.
    ///
    /// - Parameter value: The value as it came.
    public init(unknown value: JSONValue) {
        name = nil
        self.value = value
    }
}

extension GeneratedUnion {
    /// Decodes the alternative the value's tag names, or (untagged) the first
    /// alternative of the value's kind that decodes it; else the unknown case.
    ///
    /// - Parameter decoder: The decoder positioned at the value.
    /// - Throws: `DecodingError` when the alternative the tag names does not decode the value; or, for a
    ///   union without an unknown case, when the tag names no alternative or no alternative decodes it.
    public init(from decoder: any Decoder) throws {
        self = try Self.alternatives.decode(from: decoder)
    }

    /// Encodes the value the case holds, as it was decoded; tagged, with its
    /// tag when the alternative's model does not carry it itself.
    ///
    /// - Parameter encoder: The encoder to write the value to.
    /// - Throws: The `EncodingError` the case's value throws.
    public func encode(to encoder: any Encoder) throws {
        let chosen = alternative
        if let json = Self.alternatives.jsonKeepingFractions(of: chosen) {
            var container = encoder.singleValueContainer()
            try container.encode(json)
            return
        }
        try chosen.value.encode(to: encoder)
        if let tag = Self.alternatives.tagToWrite(for: chosen), let discriminator = Self.alternatives.discriminator {
            var container = encoder.container(keyedBy: ModelKey.self)
            try container.encode(tag, forKey: ModelKey(stringValue: discriminator))
        }
    }

    /// The value the case holds, as a parameter of its type is sent; tagged,
    /// with its tag.
    public var parameterValue: ParameterValue {
        let chosen = alternative
        if let json = Self.alternatives.jsonKeepingFractions(of: chosen) { return .value(json) }
        let value = chosen.value.parameterValue
        guard let tag = Self.alternatives.tagToWrite(for: chosen), let discriminator = Self.alternatives.discriminator,
            case .value(.object(var object)) = value
        else { return value }
        object[discriminator] = .string(tag)
        return .value(.object(object))
    }

    /// Whether both are the same case holding equal values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        let left = lhs.alternative
        let right = rhs.alternative
        return left.name == right.name && Self.equal(left.value, right.value)
    }

    private static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
        (rhs as? Value).map { $0 == lhs } ?? false
    }

    /// The case and its value: `id("cus_123")`, `unknown({"type":"card"})`.
    public var description: String {
        let chosen = alternative
        return "\(chosen.name ?? "unknown")(\(String(reflecting: chosen.value)))"
    }
}
