import Foundation

extension ISO8601Timestamp {
    /// `date` as RFC 3339 in UTC, `2026-11-22T04:34:00Z`, or with
    /// milliseconds, `2026-11-22T04:34:00.250Z`, in the proleptic Gregorian
    /// calendar that ``date(from:)`` reads.
    ///
    /// `ISO8601DateFormatter` costs a formatter per call through its class
    /// method (some 200 µs on Linux) and is not documented as thread-safe
    /// to share; this writes the digits directly. As that formatter does,
    /// the time is rounded to the millisecond first, then cut to the second.
    /// Years outside 1...9999, which RFC 3339 cannot write, go to the
    /// formatter.
    package static func string(from date: Date, fractionalSeconds: Bool) -> String {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        // 1...9999: from 0001-01-01 to the end of 9999-12-31.
        guard milliseconds >= -62_135_596_800_000, milliseconds < 253_402_300_800_000 else {
            var options: ISO8601DateFormatter.Options = [.withInternetDateTime]
            if fractionalSeconds { options.insert(.withFractionalSeconds) }
            return ISO8601DateFormatter.string(
                from: date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: options)
        }
        // Floored, not truncated: a time before 1970 is in the day and second before.
        let total = Int64(milliseconds)
        let seconds = total >= 0 ? total / 1000 : (total - 999) / 1000
        let millisecond = Int(total - seconds * 1000)
        let (days, secondOfDay) = dayAndSecond(of: seconds)
        let (year, month, day) = civil(daysSince1970: days)

        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        func append(_ value: Int, digits: Int) { appendDigits(value, count: digits, to: &bytes) }
        append(year, digits: 4)
        bytes.append(UInt8(ascii: "-"))
        append(month, digits: 2)
        bytes.append(UInt8(ascii: "-"))
        append(day, digits: 2)
        bytes.append(UInt8(ascii: "T"))
        append(secondOfDay / 3600, digits: 2)
        bytes.append(UInt8(ascii: ":"))
        append(secondOfDay / 60 % 60, digits: 2)
        bytes.append(UInt8(ascii: ":"))
        append(secondOfDay % 60, digits: 2)
        if fractionalSeconds {
            bytes.append(UInt8(ascii: "."))
            append(millisecond, digits: 3)
        }
        bytes.append(UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The day counted from 1970-01-01 and the second of that day of a time `seconds` after
    /// 1970-01-01 00:00 UTC, floored: a time before 1970 is in the day before.
    package static func dayAndSecond(of seconds: Int64) -> (day: Int, second: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (Int(days), Int(seconds - days * 86_400))
    }

    /// Appends `value`'s last `count` decimal digits, with leading zeros.
    package static func appendDigits(_ value: Int, count: Int, to bytes: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<count { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// The date of a day counted from 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`, the inverse of ``daysSince1970(year:month:day:)``).
    package static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
