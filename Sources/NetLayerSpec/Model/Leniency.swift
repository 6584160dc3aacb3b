/// Mismatches between a model and a reply that decoding accepts: the spec's
/// `lenient` (the runtime's `ResponseDecoder.Leniency`).
public enum Leniency: String, Sendable, Hashable, CaseIterable {
    /// `null` for a non-optional value gives its empty value.
    case nullAsEmpty
    /// `"12"` decodes as a number, `"true"` as a Bool.
    case numbersFromStrings
    /// `12` decodes as the string `"12"`.
    case stringsFromNumbers
}

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
}
