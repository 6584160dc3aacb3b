/// How a `Date` field is written in replies: the field's `format`.
public enum DateFormat: Sendable, Hashable {
    /// ISO 8601 text, such as `2026-01-01T00:00:00Z`.
    case iso8601
    /// Seconds since 1970.
    case seconds
    /// Milliseconds since 1970.
    case milliseconds
    /// A date pattern such as `yyyy-MM-dd HH:mm:ss`, read in UTC.
    case pattern(String)

    /// The format as a field's `format` writes it: `iso8601`, `seconds`, `milliseconds`, or the pattern.
    public var written: String {
        switch self {
        case .iso8601: "iso8601"
        case .seconds: "seconds"
        case .milliseconds: "milliseconds"
        case .pattern(let pattern): pattern
        }
    }
}
