import Foundation

/// Decodes models from parsed replies.
///
/// It reads a ``JSONValue`` directly, so a reply parsed once (to find its
/// envelope) is not serialized and parsed again to decode its payload.
/// Errors are `DecodingError`s whose `codingPath` names the failing value,
/// with array positions as `Index 2` keys, as Foundation's decoders do.
public struct ResponseDecoder: Sendable {
    /// Mismatches between the model and the data that are accepted rather
    /// than reported, for servers that are loose about types.
    public struct Leniency: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: Int

        /// A set from its bits.
        ///
        /// - Parameter rawValue: The bits, as ``rawValue`` holds them.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// `null` gives the empty value for a non-optional property: `""` for
        /// a string, `0` for a number, `false` for a Bool, and an empty array
        /// or dictionary. Optional properties still decode `nil` from `null`;
        /// a key that is missing altogether is still an error, since it more
        /// often means a wrong wire name than an empty value.
        public static let nullAsEmpty = Leniency(rawValue: 1 << 0)

        /// A string holding a JSON number (`"12"`, `"-1.5e3"`) decodes as a
        /// number, and `"true"` / `"false"` as a Bool.
        public static let numbersFromStrings = Leniency(rawValue: 1 << 1)

        /// A number decodes as a string of its literal text (`12` as `"12"`),
        /// and a Bool as `"true"` / `"false"`.
        public static let stringsFromNumbers = Leniency(rawValue: 1 << 2)

        /// Every leniency.
        public static let all: Leniency = [.nullAsEmpty, .numbersFromStrings, .stringsFromNumbers]
    }

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
    ///   `dataCorrupted` with the ``JSONParseError`` as its underlying error.
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
