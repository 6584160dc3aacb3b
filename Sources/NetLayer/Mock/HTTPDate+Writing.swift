import Foundation

extension HTTPDate {
    /// `date` as an IMF-fixdate, the form servers send: `Sun, 06 Nov 1994 08:49:37 GMT`.
    static func text(of date: Date) -> String {
        DateFormatterCache.shared.string(from: date, pattern: "EEE, dd MMM yyyy HH:mm:ss 'GMT'")
    }
}
