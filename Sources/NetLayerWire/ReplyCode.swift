/// A reply code from an envelope or an HTTP status: backends send numbers
/// or strings, and some send `"200"` where others send `200`.
///
/// Compared as text, so a code compares equal to an `Int` or a `String`
/// literal whichever way the server wrote it:
///
///     catch .business(let failure) where failure.code == 4040 { … }
///     if failure.code == "E42" { … }
public enum ReplyCode: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByStringLiteral
{
    /// A code written as a whole number, such as `200`.
    case int(Int)
    /// A code written as a string, such as `"E42"`, or a number that is not whole.
    case string(String)

    /// The code of an `Int` literal: `4040`.
    ///
    /// - Parameter value: The code.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// The code of a `String` literal: `"E42"`.
    ///
    /// - Parameter value: The code.
    public init(stringLiteral value: String) { self = .string(value) }

    /// Equal when written the same as text: `200` and `"200"` are one code.
    public static func == (lhs: ReplyCode, rhs: ReplyCode) -> Bool {
        lhs.description == rhs.description
    }

    /// Hashes the code as text, as `==` compares it.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    /// The code as a number, when it is one (`"4040"` included).
    public var intValue: Int? {
        switch self {
        case .int(let value): value
        case .string(let text): Int(text)
        }
    }

    /// The code as text: `4040`, `E42`.
    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .string(let value): return value
        }
    }

    /// Whether the HTTP status `status` is this code.
    ///
    /// - Parameter status: An HTTP status code, such as 401.
    /// - Returns: True when this code, as text, is the status's number.
    public func matches(status: Int) -> Bool {
        description == String(status)
    }
}
