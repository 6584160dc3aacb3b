/// Keeps a model inside a value of its own type, such as a post's
/// `retweeted: Status?`: a Swift struct cannot contain itself, even through
/// an optional, so the value lives in a box. Generated models mark such
/// fields `@Indirect`; reading and writing them is unchanged.
@propertyWrapper
public struct Indirect<Value: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var box: Box

    /// Boxes `wrappedValue`.
    ///
    /// - Parameter wrappedValue: The value to box.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// The boxed value; setting it makes a new box, so copies keep their own.
    public var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }
}

extension Indirect: Equatable where Value: Equatable {
    /// Equal when the boxed values are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension Indirect: Decodable where Value: Decodable {
    /// Decodes the boxed value as it is written: the box leaves no trace in JSON.
    ///
    /// - Parameter decoder: The decoder positioned at the value.
    /// - Throws: The `DecodingError` decoding `Value` throws.
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
    }
}

extension Indirect: Encodable where Value: Encodable {
    /// Encodes the boxed value alone.
    ///
    /// - Parameter encoder: The encoder to write the value to.
    /// - Throws: The `EncodingError` encoding the value throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    /// A missing or null key gives nil, as for a plain optional property.
    ///
    /// - Parameters:
    ///   - type: The boxed optional type.
    ///   - key: The member's key.
    /// - Returns: The boxed value, or a box of nil.
    /// - Throws: `DecodingError` when the member is there but does not fit `Wrapped`.
    public func decode<Wrapped: Decodable & Sendable>(_ type: Indirect<Wrapped?>.Type, forKey key: Key) throws
        -> Indirect<Wrapped?>
    {
        Indirect(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// Nil is left out, as for a plain optional property.
    ///
    /// - Parameters:
    ///   - value: The boxed optional value.
    ///   - key: The member's key.
    /// - Throws: The `EncodingError` encoding the value throws.
    public mutating func encode<Wrapped: Encodable & Sendable>(_ value: Indirect<Wrapped?>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}
