import Foundation
import Testing

@testable import NetLayer

/// The RFC 3339 text the runtime writes for dates, without a formatter.
@Suite struct ISO8601WritingTests {
    /// Seconds since 1970 from 1583 (the first whole Gregorian year, where
    /// Foundation's formatter stops using the Julian calendar) to 9999, and
    /// the edges of a day and a second.
    static let times: [Double] = {
        var times: [Double] = [0, -0.25, -0.0005, 0.9995, 0.9994, 59.9999, -86_400.5, 951_782_400, 1_700_000_000.25]
        var time = -12_212_553_600.0
        while time < 253_402_300_000 {
            times.append(time)
            time += 987_654_321.123
        }
        return times
    }()

    @Test func itWritesWhatFoundationsFormatterWrites() {
        let utc = TimeZone(identifier: "UTC")!
        for time in Self.times {
            let date = Date(timeIntervalSince1970: time)
            for (fractional, options) in [
                (false, [.withInternetDateTime] as ISO8601DateFormatter.Options),
                (true, [.withInternetDateTime, .withFractionalSeconds]),
            ] {
                let foundation = ISO8601DateFormatter.string(from: date, timeZone: utc, formatOptions: options)
                #expect(ISO8601Timestamp.string(from: date, fractionalSeconds: fractional) == foundation, "\(time)")
            }
        }
    }

    @Test func itReadsBackToTheMillisecond() throws {
        for time in Self.times + [-62_135_596_800, 253_402_300_799.999] {
            let text = ISO8601Timestamp.string(from: Date(timeIntervalSince1970: time), fractionalSeconds: true)
            let read = try #require(ISO8601Timestamp.date(from: text), "\(text)")
            // Half a millisecond, and the Double's own rounding.
            #expect(abs(read.timeIntervalSince1970 - time) <= 0.0006, "\(text)")
        }
        #expect(
            ISO8601Timestamp.string(from: Date(timeIntervalSince1970: -62_135_596_800), fractionalSeconds: false)
                == "0001-01-01T00:00:00Z")
    }

    @Test func yearsRFC3339CannotWriteGoToTheFormatter() {
        let text = ISO8601Timestamp.string(from: Date(timeIntervalSince1970: 253_402_300_800), fractionalSeconds: false)
        #expect(text.hasPrefix("10000-01-01"))
    }
}
