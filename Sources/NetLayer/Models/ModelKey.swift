/// The key of a generated model's field: its JSON name.
///
/// Generated models decode their fields by name with this one key type
/// instead of a synthesized `CodingKeys` enum per model: for a thousand
/// models, the synthesized conformances were a fifth of the debug compile
/// time.
@_spi(Generated)
public struct ModelKey: CodingKey, Sendable {
    /// The field's JSON name.
    public var stringValue: String
    /// Always nil: model keys are names.
    public var intValue: Int? { nil }

    /// The key of the JSON name `stringValue`.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// The key of a JSON name the generated code spells as a literal.
    public init(_ name: StaticString) {
        // Field names are short: a String of up to 15 UTF-8 bytes is stored inline, with no allocation.
        stringValue = name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }

    /// Always nil: models have no positional keys.
    public init?(intValue: Int) {
        nil
    }
}

@_spi(Generated)
extension KeyedDecodingContainer where Key == ModelKey {
    /// The field `name`, of the type the generated model declares: `self.id = try container.decode("id")`.
    ///
    /// The type comes from the assignment, so a model's `init(from:)` is one
    /// short call per field.
    public func decode<Value: Decodable>(_ name: StaticString) throws -> Value {
        try decode(Value.self, forKey: ModelKey(name))
    }

    /// The optional field `name`: nil when the key is missing or null.
    public func decodeIfPresent<Value: Decodable>(_ name: StaticString) throws -> Value? {
        try decodeIfPresent(Value.self, forKey: ModelKey(name))
    }
}
