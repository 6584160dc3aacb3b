import Foundation
import TestSupport
import Testing

@testable import NetLayerSpec

/// Made dates are written by the runtime's own writer, in arithmetic, not with a formatter per date: the text must
/// be what `ISO8601DateFormatter` writes for `.withInternetDateTime` (RFC 3339 §5.6, UTC), before 1970 and on leap
/// days too, and what the runtime's reader reads back.
@Suite struct ExampleDatesTests {
    @Test func internetDateTimeIsWhatTheFormatterWrites() {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        var random = SeededGenerator(seed: 35)
        let fixed: [Double] = [
            0, -1, 86_399, 86_400, 951_782_400, 951_868_799, 1_767_225_600, 1_709_164_800, -2_208_988_800,
            253_402_300_799, 1_767_225_600.75,
        ]
        let drawn = (0..<2_000).map { _ in Double(Int64.random(in: -5_000_000_000...9_000_000_000, using: &random)) }
        for seconds in fixed + drawn {
            let date = Date(timeIntervalSince1970: seconds)
            let written = ExampleDates.value(date, format: .iso8601)
            #expect(written == .string(formatter.string(from: date)), "\(seconds)")
            #expect(ExampleDates.date(written, format: .iso8601) == Date(timeIntervalSince1970: seconds.rounded(.down)))
        }
    }

    /// Without a format, a number in a string is a timestamp only when the string is a JSON number (RFC 8259,
    /// section 6), as the runtime's decoder reads it; Swift's `Double(_:)` alone takes more.
    @Test(arguments: ["inf", "nan", "0x10", "+1", " 1", "1 ", ".5", "1.", "1e", "01"])
    func aNumberInAStringIsATimestampOnlyInJSONsGrammar(text: String) {
        #expect(ExampleDates.date(.string(text), format: nil) == nil)
    }

    @Test func aJSONNumberInAStringIsATimestamp() {
        #expect(ExampleDates.date(.string("1700000000"), format: nil) == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(ExampleDates.date(.string("1.7e9"), format: nil) == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(
            ExampleDates.date(.string("1700000000000"), format: nil) == Date(timeIntervalSince1970: 1_700_000_000),
            "past 100,000,000,000: milliseconds")
    }
}
