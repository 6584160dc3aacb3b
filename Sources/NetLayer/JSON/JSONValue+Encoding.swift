import Foundation

extension JSONValue {
    /// How ``JSONValue/init(_:dateEncoding:)`` writes a `Date`.
    public enum DateEncoding: Sendable, Hashable {
        /// ISO 8601 in UTC to the second, `2026-11-22T04:34:00Z`: as a `Date`
        /// parameter or a model's `Date` field is sent.
        case iso8601
        /// ISO 8601 in UTC to the millisecond, `2026-11-22T04:34:00.250Z`.
        case iso8601WithFractionalSeconds
        /// A number of seconds since 1970-01-01T00:00:00Z (`1732249240.25`).
        case secondsSince1970
        /// A whole number of milliseconds since 1970-01-01T00:00:00Z.
        case millisecondsSince1970
        /// A string in this `DateFormatter` pattern (such as
        /// `yyyy-MM-dd HH:mm:ss`), written with the `en_US_POSIX` locale in UTC.
        case formatted(String)
    }

    /// The value that `value` encodes to: any `Encodable`, built directly
    /// (no JSON text is written and read back).
    ///
    /// Values are written as a call sends them: `Date` per `dateEncoding`,
    /// `Data` as base64, `URL` as its absolute string, numbers as
    /// `JSONValue(_:)` writes them (integers exactly, `Double` shortest,
    /// `Decimal` all its digits), a `[String: T]` dictionary with its keys
    /// sorted (Swift's order changes from run to run; sorted, the same data
    /// gives the same bytes), and other keys in the order `encode(to:)`
    /// writes them. A generated model gives the same object as when it is
    /// sent as a parameter.
    ///
    /// For a key strategy (such as snake case) or other `JSONEncoder`
    /// options, use ``init(encoding:using:)``.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - dateEncoding: How dates are written; ISO 8601 by default.
    /// - Throws: `EncodingError.invalidValue`, with the coding path, for a
    ///   NaN or infinite number, or for what the value's `encode(to:)` throws.
    public init(_ value: some Encodable, dateEncoding: DateEncoding = .iso8601) throws {
        self = try JSONValueEncoder(dateEncoding: dateEncoding).box(value, at: .root)
    }

    /// The value that `value` encodes to, as ``init(_:dateEncoding:)``
    /// with ISO 8601 dates.
    ///
    /// - Parameter value: The value to encode.
    /// - Throws: What ``init(_:dateEncoding:)`` throws.
    @available(*, deprecated, renamed: "init(_:dateEncoding:)")
    public init(encoding value: some Encodable) throws {
        try self.init(value)
    }

    /// The value that `value` encodes to with `encoder`, with its key,
    /// date, data and non-conforming float strategies: written as JSON text
    /// and parsed back, and keys in the encoder's order.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - encoder: The encoder, with its strategies.
    /// - Throws: The `EncodingError` `encoder` throws, or a `JSONParseError` if its output is not JSON.
    public init(encoding value: some Encodable, using encoder: JSONEncoder) throws {
        self = try JSONValue(parsing: encoder.encode(value))
    }
}
