import Foundation

/// Reads RFC 3339 / ISO 8601 timestamps without a formatter.
///
/// `ISO8601DateFormatter` takes one option set, so a reply that mixes
/// `…:00Z` and `…:00.123+08:00` would need two formatters tried in turn; a
/// direct reader accepts both forms in one pass and is much faster. It lives beside the wire
/// vocabulary so that the spec's examples and `netlayer verify` read dates as the decoder does.
package enum ISO8601Timestamp {
    /// The date in `text`, which is one of
    /// `YYYY-MM-DD`, taken as midnight UTC (OpenAPI's `format: date`), or
    /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM)`, `T` or a space between
    /// date and time; nil for anything else, including impossible dates.
    package static func date(from text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var reader = Reader(bytes: bytes)
        guard let year = reader.number(digits: 4), reader.skip("-"),
            let month = reader.number(digits: 2), reader.skip("-"),
            let day = reader.number(digits: 2),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        if reader.isAtEnd { return Date(timeIntervalSince1970: Double(days * 86_400)) }

        guard reader.skip("T") || reader.skip("t") || reader.skip(" "),
            let hour = reader.number(digits: 2), reader.skip(":"),
            let minute = reader.number(digits: 2), reader.skip(":"),
            let second = reader.number(digits: 2),
            hour < 24, minute < 60, second <= 60  // 60: a leap second, as RFC 3339 allows
        else { return nil }

        var fraction = 0.0
        if reader.skip(".") {
            var scale = 0.1
            var sawDigit = false
            while let digit = reader.digit() {
                fraction += Double(digit) * scale
                scale /= 10
                sawDigit = true
            }
            guard sawDigit else { return nil }
        }

        var offset = 0
        if reader.skip("Z") || reader.skip("z") {
            offset = 0
        } else if let sign = reader.sign() {
            guard let hours = reader.number(digits: 2) else { return nil }
            _ = reader.skip(":")
            guard let minutes = reader.number(digits: 2), hours < 24, minutes < 60 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            // Without a zone the instant is unknown; guessing UTC would silently shift times.
            return nil
        }
        guard reader.isAtEnd else { return nil }
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar
    /// (Howard Hinnant's `days_from_civil`).
    package static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        mutating func digit() -> Int? {
            guard position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) else {
                return nil
            }
            defer { position += 1 }
            return Int(bytes[position] - UInt8(ascii: "0"))
        }

        mutating func number(digits: Int) -> Int? {
            var value = 0
            for _ in 0..<digits {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        mutating func sign() -> Int? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }
    }
}
