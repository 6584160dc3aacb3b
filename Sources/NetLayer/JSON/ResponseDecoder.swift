import Foundation

/// Decodes models from parsed replies.
///
/// It reads a `JSONValue` directly, so a reply parsed once (to find its
/// envelope) is not serialized and parsed again to decode its payload.
/// Errors are `DecodingError`s whose `codingPath` names the failing value,
/// with array positions as `Index 2` keys, as Foundation's decoders do.
public struct ResponseDecoder: Sendable {
    /// Mismatches between the model and the data that are accepted rather than reported: the vocabulary's
    /// `Leniency`, by the name generated code has always written.
    public typealias Leniency = NetLayerWire.Leniency

    /// How `Date` properties are read.
    public enum DateDecoding: Sendable, Hashable {
        /// An RFC 3339 / ISO 8601 string, with or without fractional seconds,
        /// with `Z` or a `±HH:MM` offset; a bare `YYYY-MM-DD` is midnight UTC.
        case iso8601
        /// A number of seconds since 1970-01-01T00:00:00Z.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01T00:00:00Z.
        case millisecondsSince1970
        /// A string in this `DateFormatter` pattern (such as
        /// `yyyy-MM-dd HH:mm:ss`), read with the `en_US_POSIX` locale in UTC.
        case formatted(String)
        /// A number is seconds since 1970, or milliseconds when it is above
        /// 100,000,000,000 (which as seconds would be past the year 5000); a
        /// string is ISO 8601, or a number in a string read the same way.
        case automatic
    }

    /// Which mismatches are accepted; none by default.
    public var leniency: Leniency
    /// How dates are read; ``DateDecoding/automatic`` by default.
    public var dateDecoding: DateDecoding
    /// Values that models' `init(from:)` can read as `decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    /// A decoder with the given options: strict and with automatic dates by default.
    ///
    /// - Parameters:
    ///   - leniency: The mismatches accepted; none by default.
    ///   - dateDecoding: How dates are read; automatic by default.
    ///   - userInfo: Values models' `init(from:)` can read as `decoder.userInfo`; none by default.
    public init(
        leniency: Leniency = [], dateDecoding: DateDecoding = .automatic,
        userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) {
        self.leniency = leniency
        self.dateDecoding = dateDecoding
        self.userInfo = userInfo
    }

    /// A `T` read from `value`.
    ///
    /// - Parameters:
    ///   - type: The type to read.
    ///   - value: The JSON value to read it from.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, with the coding path of the failing value.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        let decoder = JSONValueDecoder(value: value, options: self)
        return try decoder.decode(value, as: T.self, at: .root)
    }

    /// A `T` read from JSON text.
    ///
    /// - Parameters:
    ///   - type: The type to read.
    ///   - data: The UTF-8 JSON text.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`; text that is not JSON gives
    ///   `dataCorrupted` with the `JSONParseError` as its underlying error.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: data)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [], debugDescription: "The given data was not valid JSON: \(error)",
                    underlyingError: error))
        }
        return try decode(type, from: value)
    }
}
