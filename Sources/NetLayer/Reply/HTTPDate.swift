import Foundation

/// HTTP-dates (RFC 9110 §5.6.7): the IMF-fixdate servers send today, and the
/// two obsolete forms recipients must still read, each exactly as its
/// grammar says. Package access: the mock backend (`NetLayerMock`) writes
/// and reads them as a server does.
///
/// Anything else is not a date: "UTC" or another zone, a missing comma, two
/// spaces, dashes in an IMF-fixdate, periods in the time, a one-digit hour.
/// For `Expires` that makes the reply already expired (RFC 9111 §5.3), so a
/// cache never keeps a reply longer than its server said by guessing at a
/// malformed date. One leniency, as browsers have it: day and month names
/// and `GMT` are matched in any case, which leaves no doubt about the date.
package enum HTTPDate {
    private static let dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let longDayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// `date` as an IMF-fixdate, the form servers send: `Sun, 06 Nov 1994 08:49:37 GMT`.
    package static func text(of date: Date) -> String {
        let (days, time) = ISO8601Timestamp.dayAndSecond(of: Int64(date.timeIntervalSince1970.rounded(.down)))
        let (year, month, day) = ISO8601Timestamp.civil(daysSince1970: days)
        // 1970-01-01 was a Thursday: index 3 of `dayNames`.
        let weekday = ((days % 7) + 7 + 3) % 7
        var bytes = Array("\(dayNames[weekday]), ".utf8)
        func append(_ value: Int, digits: Int, then separator: String) {
            ISO8601Timestamp.appendDigits(value, count: digits, to: &bytes)
            bytes += separator.utf8
        }
        append(day, digits: 2, then: " \(monthNames[month - 1]) ")
        append(year, digits: max(4, String(year).count), then: " ")
        append(time / 3600, digits: 2, then: ":")
        append(time / 60 % 60, digits: 2, then: ":")
        append(time % 60, digits: 2, then: " GMT")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The date `text` names, or nil when it is none of the three forms.
    ///
    /// - Parameters:
    ///   - text: the field's value, without surrounding white space.
    ///   - now: the time a two-digit RFC 850 year is read against: a year that
    ///     would be more than 50 years ahead is the most recent past year with
    ///     those digits (§5.6.7).
    /// - Returns: The date, or nil when `text` is not an IMF-fixdate, an RFC 850 date or an asctime date.
    package static func parse(_ text: String, now: Date = Date()) -> Date? {
        let bytes = Array(text.utf8)
        var imf = Scanner(bytes)
        if let date = imf.imfFixdate() { return date }
        var rfc850 = Scanner(bytes)
        if let date = rfc850.rfc850(now: now) { return date }
        var asctime = Scanner(bytes)
        return asctime.asctime()
    }

    /// The Date of a UTC day and second of the day; nil when the day is not in its month.
    fileprivate static func date(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Date? {
        guard (1...12).contains(month), (1...ISO8601Timestamp.daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second <= 60
        else { return nil }
        let days = ISO8601Timestamp.daysSince1970(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    /// Reads one of the grammars from the start of the text; each reader either
    /// consumes the whole text or fails.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// `day-name "," SP 2DIGIT SP month SP 4DIGIT SP time-of-day SP "GMT"`.
        mutating func imfFixdate() -> Date? {
            guard name(in: HTTPDate.dayNames) != nil, literal(", "), let day = digits(2), literal(" "),
                let month = name(in: HTTPDate.monthNames), literal(" "), let year = digits(4), literal(" "),
                let time = timeOfDay(), literal(" "), gmt(), atEnd
            else { return nil }
            return HTTPDate.date(
                year: year, month: month + 1, day: day, hour: time.hour, minute: time.minute, second: time.second
            )
        }

        /// `day-name-l "," SP 2DIGIT "-" month "-" 2DIGIT SP time-of-day SP "GMT"`.
        mutating func rfc850(now: Date) -> Date? {
            guard name(in: HTTPDate.longDayNames) != nil, literal(", "), let day = digits(2), literal("-"),
                let month = name(in: HTTPDate.monthNames), literal("-"), let shortYear = digits(2), literal(" "),
                let time = timeOfDay(), literal(" "), gmt(), atEnd
            else { return nil }
            // §5.6.7: a year more than 50 years ahead is the most recent past year with the same two digits.
            let thisYear = ISO8601Timestamp.civil(daysSince1970: Int(now.timeIntervalSince1970 / 86_400)).year
            var year = thisYear - thisYear % 100 + shortYear
            if year > thisYear + 50 { year -= 100 }
            return HTTPDate.date(
                year: year, month: month + 1, day: day, hour: time.hour, minute: time.minute, second: time.second
            )
        }

        /// `day-name SP month SP ( 2DIGIT / ( SP DIGIT ) ) SP time-of-day SP 4DIGIT`.
        mutating func asctime() -> Date? {
            guard name(in: HTTPDate.dayNames) != nil, literal(" "), let month = name(in: HTTPDate.monthNames),
                literal(" ")
            else { return nil }
            let day: Int
            if literal(" ") {
                guard let digit = digits(1) else { return nil }
                day = digit
            } else {
                guard let both = digits(2) else { return nil }
                day = both
            }
            guard literal(" "), let time = timeOfDay(), literal(" "), let year = digits(4), atEnd else { return nil }
            return HTTPDate.date(
                year: year, month: month + 1, day: day, hour: time.hour, minute: time.minute, second: time.second
            )
        }

        private var atEnd: Bool { index == bytes.count }

        private mutating func timeOfDay() -> (hour: Int, minute: Int, second: Int)? {
            guard let hour = digits(2), literal(":"), let minute = digits(2), literal(":"), let second = digits(2)
            else { return nil }
            return (hour, minute, second)
        }

        private mutating func gmt() -> Bool {
            name(in: ["GMT"]) != nil
        }

        private mutating func literal(_ text: String) -> Bool {
            let expected = Array(text.utf8)
            guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected
            else { return false }
            index += expected.count
            return true
        }

        /// Exactly `count` ASCII digits.
        private mutating func digits(_ count: Int) -> Int? {
            guard bytes.count - index >= count else { return nil }
            var value: Int = 0
            for byte in bytes[index..<index + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        /// The index in `names` of the name the text continues with, matched in any ASCII case.
        private mutating func name(in names: [String]) -> Int? {
            for (position, name) in names.enumerated() {
                let expected = Array(name.utf8)
                guard bytes.count - index >= expected.count else { continue }
                let found = bytes[index..<index + expected.count]
                if zip(found, expected).allSatisfy({ Self.lowered($0) == Self.lowered($1) }) {
                    index += expected.count
                    return position
                }
            }
            return nil
        }

        private static func lowered(_ byte: UInt8) -> UInt8 {
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
        }
    }
}
