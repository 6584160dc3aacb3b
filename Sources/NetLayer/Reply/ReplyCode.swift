/// A reply code from an envelope or an HTTP status: backends send numbers
/// or strings, and some send `"200"` where others send `200`.
public enum ReplyCode: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByStringLiteral
{
    case int(Int)
    case string(String)

    public init(integerLiteral value: Int) { self = .int(value) }
    public init(stringLiteral value: String) { self = .string(value) }

    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .string(let value): return value
        }
    }

    /// Whether a code read from a reply is this one, compared as text so
    /// that `200` and `"200"` match.
    public func matches(_ value: JSONValue?) -> Bool {
        value?.parameterText == description
    }

    public func matches(status: Int) -> Bool {
        description == String(status)
    }
}
