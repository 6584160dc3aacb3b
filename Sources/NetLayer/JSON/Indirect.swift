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
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
    }
}

extension Indirect: Encodable where Value: Encodable {
    /// Encodes the boxed value alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    /// A missing or null key gives nil, as for a plain optional property.
    public func decode<Wrapped: Decodable & Sendable>(_ type: Indirect<Wrapped?>.Type, forKey key: Key) throws
        -> Indirect<Wrapped?>
    {
        Indirect(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// Nil is left out, as for a plain optional property.
    public mutating func encode<Wrapped: Encodable & Sendable>(_ value: Indirect<Wrapped?>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}
