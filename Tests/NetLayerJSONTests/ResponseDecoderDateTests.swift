import Foundation
import Testing

@testable import NetLayer

@Suite struct ResponseDecoderDateTests {
    /// 2023-11-14T22:13:20Z.
    private let instant = Date(timeIntervalSince1970: 1_700_000_000)

    private func date(
        _ value: JSONValue, _ strategy: ResponseDecoder.DateDecoding, leniency: ResponseDecoder.Leniency = []
    ) throws -> Date {
        try ResponseDecoder(leniency: leniency, dateDecoding: strategy).decode(Date.self, from: value)
    }

    private func dateError(_ value: JSONValue, _ strategy: ResponseDecoder.DateDecoding) -> DecodingError? {
        struct Model: Decodable {
            var at: Date
        }
        return #expect(throws: DecodingError.self, "\(value) as \(strategy)") {
            try ResponseDecoder(dateDecoding: strategy).decode(Model.self, from: ["at": value])
        }
    }

    @Test func defaultIsAutomatic() {
        #expect(ResponseDecoder().dateDecoding == .automatic)
    }

    @Test(arguments: [
        "2023-11-14T22:13:20Z", "2023-11-14T22:13:20z", "2023-11-14t22:13:20Z", "2023-11-14 22:13:20Z",
        "2023-11-15T00:13:20+02:00", "2023-11-15T00:13:20+0200", "2023-11-14T16:43:20-05:30",
        "2023-11-14T22:13:20.000Z",
    ])
    func iso8601(_ text: String) throws {
        #expect(try date(.string(text), .iso8601) == instant)
    }

    @Test func iso8601FractionsAndDateOnly() throws {
        let fractional = try date("2023-11-14T22:13:20.123456Z", .iso8601)
        #expect(abs(fractional.timeIntervalSince1970 - 1_700_000_000.123456) < 1e-6)
        let withOffset = try date("2023-11-14T23:13:20.5+01:00", .iso8601)
        #expect(abs(withOffset.timeIntervalSince1970 - 1_700_000_000.5) < 1e-6)
        #expect(try date("2023-11-14", .iso8601) == Date(timeIntervalSince1970: 1_699_920_000))
        #expect(try date("1969-12-31T23:59:59.5Z", .iso8601) == Date(timeIntervalSince1970: -0.5))
        #expect(try date("2024-02-29T00:00:00Z", .iso8601) == Date(timeIntervalSince1970: 1_709_164_800))
        #expect(try date("2000-03-01T00:00:00Z", .iso8601) == Date(timeIntervalSince1970: 951_868_800))
    }

    @Test func iso8601AgreesWithFoundation() throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        var generator = SeededGenerator(seed: 99)
        for _ in 0..<200 {
            let seconds = Double(Int.random(in: -2_000_000_000...4_000_000_000, using: &generator)) + 0.25
            let expected = Date(timeIntervalSince1970: seconds)
            let text = formatter.string(from: expected)
            #expect(try date(.string(text), .iso8601) == expected, "\(text)")
        }
    }

    @Test(arguments: [
        "2023-02-29T00:00:00Z", "2023-04-31T00:00:00Z", "2023-13-01T00:00:00Z", "2023-00-10T00:00:00Z",
        "2023-11-14T22:13:20", "2023-11-14T24:00:00Z", "2023-11-14T22:60:00Z", "2023-11-14T22:13Z", "20231114T221320Z",
        "2023-11-14T22:13:20.Z", "2023-11-14T22:13:20+2", "2023-11-14T22:13:20Zjunk", "", "yesterday",
    ])
    func iso8601Rejects(_ text: String) {
        let error = dateError(.string(text), .iso8601)
        #expect(error?.isDataCorrupted == true)
        #expect(error?.pathText == "at")
    }

    @Test func iso8601NeedsAString() {
        #expect(dateError(1_700_000_000, .iso8601)?.isTypeMismatch == true)
        #expect(dateError(nil, .iso8601)?.isValueNotFound == true)
    }

    @Test func secondsSince1970() throws {
        #expect(try date(1_700_000_000, .secondsSince1970) == instant)
        #expect(try date(.number("1.7e9"), .secondsSince1970) == instant)
        #expect(try date(-1.5, .secondsSince1970) == Date(timeIntervalSince1970: -1.5))
        #expect(try date("1700000000", .secondsSince1970, leniency: .numbersFromStrings) == instant)
        #expect(dateError("1700000000", .secondsSince1970)?.isTypeMismatch == true)
        #expect(dateError(.number("1e400"), .secondsSince1970)?.isDataCorrupted == true)
    }

    @Test func millisecondsSince1970() throws {
        #expect(try date(.number("1700000000123"), .millisecondsSince1970).timeIntervalSince1970 == 1_700_000_000.123)
        #expect(try date(1000, .millisecondsSince1970) == Date(timeIntervalSince1970: 1))
        #expect(dateError("2023-11-14T22:13:20Z", .millisecondsSince1970)?.isTypeMismatch == true)
    }

    @Test func formatted() throws {
        #expect(try date("2023-11-14 22:13:20", .formatted("yyyy-MM-dd HH:mm:ss")) == instant)
        #expect(try date("14/11/2023", .formatted("dd/MM/yyyy")) == Date(timeIntervalSince1970: 1_699_920_000))
        #expect(try date("Tue, 14 Nov 2023 22:13:20 GMT", .formatted("EEE, dd MMM yyyy HH:mm:ss zzz")) == instant)
        let error = dateError("2023-11-14", .formatted("yyyy-MM-dd HH:mm:ss"))
        #expect(error?.isDataCorrupted == true)
        #expect(error?.pathText == "at")
        #expect(dateError(5, .formatted("yyyy"))?.isTypeMismatch == true)
    }

    @Test func formattedFromManyTasksAtOnce() async throws {
        let decoder = ResponseDecoder(dateDecoding: .formatted("yyyy-MM-dd HH:mm:ss"))
        let results = await withTaskGroup(of: Date?.self) { group in
            for offset in 0..<64 {
                group.addTask {
                    let text = "2023-11-14 22:13:\(String(format: "%02d", offset % 60))"
                    return try? decoder.decode(Date.self, from: .string(text))
                }
            }
            var dates: [Date?] = []
            for await date in group { dates.append(date) }
            return dates
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 != nil && abs($0!.timeIntervalSince(instant)) < 60 })
    }

    @Test func automatic() throws {
        #expect(try date(1_700_000_000, .automatic) == instant)
        #expect(try date(.number("1700000000123"), .automatic).timeIntervalSince1970 == 1_700_000_000.123)
        #expect(try date(.number("100000000000"), .automatic) == Date(timeIntervalSince1970: 100_000_000_000))
        #expect(try date(.number("100000000001"), .automatic) == Date(timeIntervalSince1970: 100_000_000.001))
        #expect(try date("2023-11-14T22:13:20Z", .automatic) == instant)
        #expect(try date("2023-11-14T22:13:20.250+00:00", .automatic) == Date(timeIntervalSince1970: 1_700_000_000.25))
        #expect(try date("1700000000", .automatic) == instant)
        #expect(try date("1700000000123", .automatic).timeIntervalSince1970 == 1_700_000_000.123)
        #expect(dateError("soon", .automatic)?.isDataCorrupted == true)
        #expect(dateError(true, .automatic)?.isTypeMismatch == true)
        #expect(dateError(nil, .automatic)?.isValueNotFound == true)
    }

    @Test func optionalAndArrayDates() throws {
        struct Model: Decodable {
            var created: Date?
            var updated: Date?
            var history: [Date]
        }
        let model = try ResponseDecoder(dateDecoding: .iso8601).decode(
            Model.self, from: ["updated": nil, "history": ["2023-11-14T22:13:20Z", "2023-11-14"]])
        #expect(model.created == nil)
        #expect(model.updated == nil)
        #expect(model.history == [instant, Date(timeIntervalSince1970: 1_699_920_000)])
        let error = try expectDecodingError(
            Model.self, from: #"{"history": ["2023-11-14", "nope"]}"#, using: ResponseDecoder(dateDecoding: .iso8601))
        #expect(error.pathText == "history.Index 1")
    }
}
