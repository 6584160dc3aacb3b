import Foundation
import NetLayerWire

/// Dates in examples, written and read as a `Date` field's `format` says,
/// the way the runtime's decoder reads them: ISO 8601 text through the runtime's own reader
/// (`ISO8601Timestamp`, in NetLayerWire for this).
public enum ExampleDates {
    /// The instant a made date counts from: 2026-01-01T00:00:00Z. The API reference's example replies are
    /// answered at it, so the envelope's time does not change the site from one run to the next.
    public static let epoch = Date(timeIntervalSince1970: 1_767_225_600)

    /// The date an example's value stands for; nil when it is not one in `format`.
    ///
    /// - Parameters:
    ///   - value: The example's JSON value: a number of seconds or milliseconds, or a string.
    ///   - format: The field's date format; nil reads numbers as seconds since 1970 and strings as ISO 8601.
    /// - Returns: The date, or nil when the value is not a date in `format`.
    public static func date(_ value: OrderedJSON, format: DateFormat?) -> Date? {
        switch (format, value) {
        case (.seconds?, .int(let seconds)): return Date(timeIntervalSince1970: Double(seconds))
        case (.seconds?, .double(let seconds)): return Date(timeIntervalSince1970: seconds)
        case (.milliseconds?, .int(let milliseconds)): return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        case (.milliseconds?, .double(let milliseconds)): return Date(timeIntervalSince1970: milliseconds / 1000)
        case (.iso8601?, .string(let text)): return ISO8601Timestamp.date(from: text)
        case (.pattern(let pattern)?, .string(let text)):
            return DateFormatterCache.shared.date(from: text, pattern: pattern)
        // No format: the decoder's automatic reading, numbers or ISO 8601, or a number in a string.
        case (nil, .int(let number)): return automatic(Double(number))
        case (nil, .double(let number)): return automatic(number)
        case (nil, .string(let text)):
            // A number only when its text is a JSON number, as the decoder asks: `Double` alone takes `inf`,
            // `0x10` and `1_0`.
            if let date = ISO8601Timestamp.date(from: text) { return date }
            guard JSONNumberGrammar.isValid(text) else { return nil }
            return Double(text).flatMap { $0.isFinite ? automatic($0) : nil }
        default: return nil
        }
    }

    /// Seconds since 1970, or milliseconds where that many seconds would be past the year 5000.
    private static func automatic(_ number: Double) -> Date {
        Date(timeIntervalSince1970: number.magnitude > 100_000_000_000 ? number / 1000 : number)
    }

    /// `date` written in `format`.
    static func value(_ date: Date, format: DateFormat?) -> OrderedJSON {
        switch format {
        case .seconds?: return .int(Int64(date.timeIntervalSince1970))
        case .milliseconds?: return .int(Int64(date.timeIntervalSince1970 * 1000))
        case .pattern(let pattern)?: return .string(DateFormatterCache.shared.string(from: date, pattern: pattern))
        case .iso8601?, nil: return .string(ISO8601Timestamp.string(from: date, fractionalSeconds: false))
        }
    }

    /// What a message asks for.
    static func describe(_ format: DateFormat?) -> String {
        switch format {
        case .seconds?: return "a number of seconds since 1970"
        case .milliseconds?: return "a number of milliseconds since 1970"
        case .pattern(let pattern)?: return "a date in the pattern '\(pattern)'"
        case .iso8601?: return "an ISO 8601 date such as '2026-01-31T09:30:00Z'"
        case nil: return "an ISO 8601 date such as '2026-01-31T09:30:00Z', or seconds since 1970"
        }
    }
}
