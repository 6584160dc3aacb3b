import Foundation

/// Dates in examples, written and read as a `Date` field's `format` says,
/// the way the runtime's decoder reads them.
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
        case (.iso8601?, .string(let text)): return iso8601(text)
        case (.pattern(let pattern)?, .string(let text)): return formatter(pattern).date(from: text)
        // No format: the decoder's automatic reading, numbers or ISO 8601.
        case (nil, .int(let number)):
            return Date(timeIntervalSince1970: number > 100_000_000_000 ? Double(number) / 1000 : Double(number))
        case (nil, .double(let number)): return Date(timeIntervalSince1970: number)
        case (nil, .string(let text)): return iso8601(text)
        default: return nil
        }
    }

    /// `date` written in `format`.
    static func value(_ date: Date, format: DateFormat?) -> OrderedJSON {
        switch format {
        case .seconds?: return .int(Int64(date.timeIntervalSince1970))
        case .milliseconds?: return .int(Int64(date.timeIntervalSince1970 * 1000))
        case .pattern(let pattern)?: return .string(formatter(pattern).string(from: date))
        case .iso8601?, nil: return .string(internetDateTime(date))
        }
    }

    /// `2026-01-31T09:30:00Z`, as `ISO8601DateFormatter` writes `.withInternetDateTime`, in arithmetic: a
    /// formatter made for each date took most of the time of making a large spec's examples.
    static func internetDateTime(_ date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let (days, time) = (seconds.floorDivided(by: 86_400), seconds.floorModulo(86_400))
        // Days since 1970 to the civil date, after Howard Hinnant's `civil_from_days`.
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : String(value) }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return yearText + "-" + two(month) + "-" + two(day) + "T" + two(time / 3_600) + ":"
            + two(time % 3_600 / 60) + ":" + two(time % 60) + "Z"
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

    /// RFC 3339 with or without fractional seconds, or a bare day.
    private static func iso8601(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds], [.withFullDate],
        ] {
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }

    private static func formatter(_ pattern: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter
    }
}

extension Int64 {
    /// The quotient rounded toward negative infinity: days before 1970 count back.
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    fileprivate func floorModulo(_ divisor: Int64) -> Int64 { self - floorDivided(by: divisor) * divisor }
}
