import Foundation

// Building numbers from Swift's number types, so an app never writes the
// text of a number by hand. Integers cannot fail; floating-point values and
// `Decimal` can be NaN or infinite, which JSON cannot hold, and are refused
// with the error Foundation's `JSONEncoder` throws for them, so building a
// value by hand and through `JSONValue.init(_:dateEncoding:)` fail alike.
// A throwing initialiser rather than a failable one: `try` makes the caller
// decide, where `JSONValue(x) ?? .null` would send `null` without a word,
// and an error can say which value it was.

extension JSONValue {
    /// The integer, exactly: `-12`.
    ///
    /// - Parameter value: The integer; every value of `Int` fits.
    public init(_ value: Int) { self = .number(String(value)) }
    /// The integer, exactly.
    ///
    /// - Parameter value: The integer; every value of `Int8` fits.
    public init(_ value: Int8) { self = .number(String(value)) }
    /// The integer, exactly.
    ///
    /// - Parameter value: The integer; every value of `Int16` fits.
    public init(_ value: Int16) { self = .number(String(value)) }
    /// The integer, exactly.
    ///
    /// - Parameter value: The integer; every value of `Int32` fits.
    public init(_ value: Int32) { self = .number(String(value)) }
    /// The integer, exactly: `9223372036854775807` for `Int64.max`.
    ///
    /// - Parameter value: The integer; every value of `Int64` fits.
    public init(_ value: Int64) { self = .number(String(value)) }
    /// The integer, exactly.
    ///
    /// - Parameter value: The integer; every value of `UInt` fits.
    public init(_ value: UInt) { self = .number(String(value)) }
    /// The integer, exactly.
    ///
    /// - Parameter value: The integer; every value of `UInt8` fits.
    public init(_ value: UInt8) { self = .number(String(value)) }
    /// The integer, exactly.
    ///
    /// - Parameter value: The integer; every value of `UInt16` fits.
    public init(_ value: UInt16) { self = .number(String(value)) }
    /// The integer, exactly.
    ///
    /// - Parameter value: The integer; every value of `UInt32` fits.
    public init(_ value: UInt32) { self = .number(String(value)) }
    /// The integer, exactly: `18446744073709551615` for `UInt64.max`.
    ///
    /// - Parameter value: The integer; every value of `UInt64` fits.
    public init(_ value: UInt64) { self = .number(String(value)) }

    /// `true` or `false`.
    ///
    /// - Parameter value: The boolean.
    public init(_ value: Bool) { self = .bool(value) }

    /// A string.
    ///
    /// - Parameter value: The string, any characters; they are escaped when written.
    public init(_ value: String) { self = .string(value) }

    /// The shortest text that reads back as `value`: `0.1`, `1e+300`,
    /// `5e-324`; a whole number has no fraction (`100`, `-0`).
    ///
    /// - Parameter value: A finite number.
    /// - Throws: `EncodingError.invalidValue` for NaN and the infinities,
    ///   which JSON cannot hold.
    public init(_ value: Double) throws {
        guard let literal = Self.shortestLiteral(value.description, isFinite: value.isFinite) else {
            throw Self.notANumber(value, codingPath: [])
        }
        self = .number(literal)
    }

    /// The shortest text that reads back as `value` as a `Float`: `0.1`
    /// (not the `0.10000000149011612` of its `Double`).
    ///
    /// - Parameter value: A finite number.
    /// - Throws: `EncodingError.invalidValue` for NaN and the infinities.
    public init(_ value: Float) throws {
        guard let literal = Self.shortestLiteral(value.description, isFinite: value.isFinite) else {
            throw Self.notANumber(value, codingPath: [])
        }
        self = .number(literal)
    }

    /// The decimal, exactly, all its digits (up to 38), without an exponent.
    ///
    /// - Parameter value: A decimal other than NaN.
    /// - Throws: `EncodingError.invalidValue` for `Decimal.nan`.
    public init(_ value: Decimal) throws {
        let literal = value.description
        guard !value.isNaN, JSONNumberGrammar.isValid(literal) else { throw Self.notANumber(value, codingPath: []) }
        self = .number(literal)
    }

    /// A number from its JSON text (`"-12"`, `"3.5e-7"`), checked: the way to
    /// make a number from text an app did not write itself.
    ///
    /// `.number(text)` takes any text; a call refuses to send one that is not
    /// a JSON number (`NetLayerError.invalidRequest`).
    ///
    /// - Parameter text: The number's JSON text, with no spaces around it.
    /// - Throws: `EncodingError.invalidValue` when `text` is not a JSON number
    ///   (`1,5`, `.5`, `NaN`, `0x10`, ` 1`).
    public init(numberText text: String) throws {
        guard JSONNumberGrammar.isValid(text) else {
            throw EncodingError.invalidValue(
                text, EncodingError.Context(codingPath: [], debugDescription: "'\(text)' is not a JSON number."))
        }
        self = .number(text)
    }

    /// Swift's `description` of a finite binary floating-point value is the
    /// shortest text that reads back as it; a `.0` ending is dropped (the
    /// shorter text reads back the same), as `JSONEncoder` and the parameters
    /// of a call write whole numbers.
    package static func shortestLiteral(_ description: String, isFinite: Bool) -> String? {
        guard isFinite else { return nil }
        let literal = description.hasSuffix(".0") ? String(description.dropLast(2)) : description
        return JSONNumberGrammar.isValid(literal) ? literal : nil
    }

    /// Swift's `description` of a finite binary floating-point value as it
    /// is, a whole number with its `.0` (`2.0`, `1e+16`): the text a union
    /// writes when its alternatives are told apart by the number's kind.
    package static func floatingLiteral(_ description: String, isFinite: Bool) -> String? {
        guard isFinite, JSONNumberGrammar.isValid(description) else { return nil }
        return description
    }

    /// The error `JSONEncoder` throws for a number JSON cannot hold.
    package static func notANumber(_ value: Any, codingPath: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: codingPath,
                debugDescription: "Unable to encode \(value) directly in JSON: not a JSON number."))
    }
}
