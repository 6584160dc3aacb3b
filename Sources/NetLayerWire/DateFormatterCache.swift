import Foundation

/// Formatters for the runtime's `ResponseDecoder.DateDecoding.formatted(_:)` and HTTP-dates, and for the spec's
/// examples and `netlayer verify` reading dates in a field's `format`: one per pattern for the whole process,
/// so a date is read by the same formatter wherever it is read.
///
/// A `DateFormatter` costs far more to make than to use, and decoders are
/// made per call; the lock is also held while parsing because
/// `DateFormatter` is not documented as thread-safe on Linux.
package final class DateFormatterCache: @unchecked Sendable {
    package static let shared = DateFormatterCache()

    private let lock = NSLock()
    private var formatters: [String: DateFormatter] = [:]

    package func date(from text: String, pattern: String) -> Date? {
        withFormatter(pattern) { $0.date(from: text) }
    }

    package func string(from date: Date, pattern: String) -> String {
        withFormatter(pattern) { $0.string(from: date) }
    }

    private func withFormatter<T>(_ pattern: String, _ body: (DateFormatter) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        let formatter: DateFormatter
        if let cached = formatters[pattern] {
            formatter = cached
        } else {
            formatter = DateFormatter()
            // POSIX and UTC: the pattern describes the wire format, which must not
            // change with the user's region or calendar settings.
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.dateFormat = pattern
            formatters[pattern] = formatter
        }
        return body(formatter)
    }
}
