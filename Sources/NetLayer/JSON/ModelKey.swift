/// The key of a generated model's field, written as its JSON name.
///
/// Generated models decode and encode their fields by name with this one
/// key type instead of a synthesized `CodingKeys` enum per model: for a
/// thousand models, the synthesized conformances were a fifth of the
/// debug compile time.
@_spi(Generated)
public struct ModelKey: CodingKey, ExpressibleByStringLiteral, Sendable {
    public var stringValue: String
    public var intValue: Int? { nil }

    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    public init?(intValue: Int) {
        nil
    }

    public init(stringLiteral value: String) {
        stringValue = value
    }
}
