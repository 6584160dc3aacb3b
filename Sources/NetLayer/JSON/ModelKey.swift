/// The key of a generated model's field, written as its JSON name.
///
/// Generated models decode and encode their fields by name with this one
/// key type instead of a synthesized `CodingKeys` enum per model: for a
/// thousand models, the synthesized conformances were a fifth of the
/// debug compile time.
@_spi(Generated)
public struct ModelKey: CodingKey, ExpressibleByStringLiteral, Sendable {
    /// The field's JSON name.
    public var stringValue: String
    /// Always nil: model keys are names.
    public var intValue: Int? { nil }

    /// The key of the JSON name `stringValue`.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Always nil: models have no positional keys.
    public init?(intValue: Int) {
        nil
    }

    /// The key of a JSON name written as a literal: `forKey: "joined_at"`.
    public init(stringLiteral value: String) {
        stringValue = value
    }
}
