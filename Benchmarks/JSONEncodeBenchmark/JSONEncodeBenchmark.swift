import BenchmarkTiming
import Foundation
import NetLayer

/// Times building a `JSONValue` from 1,000 small structs: directly
/// (`JSONValue(_:)`), and through Foundation's `JSONEncoder` text parsed
/// back (`JSONValue(encoding:using:)`, the way it was built before); and
/// writing 1,000 ISO 8601 dates, directly and with Foundation's formatter.
///
/// Run in release mode: `swift run -c release JSONEncodeBenchmark`.
/// Timings are printed, never asserted: they vary too much between machines
/// to gate a build.
@main
struct JSONEncodeBenchmark {
    struct Item: Encodable {
        var id: Int64
        var name: String
        var price: Double
        var inStock: Bool
        var tags: [String]
        var note: String?
        var updated: Date
    }

    static func main() throws {
        let items = (0..<1000).map { (index: Int) -> Item in
            let offset = Int64(index)
            let seconds: Double = 1_700_000_000 + Double(index)
            return Item(
                id: 9_007_199_254_740_993 + offset, name: "item \(index)", price: Double(index) * 1.25,
                inStock: index % 2 == 0, tags: ["a", "b"], note: index % 3 == 0 ? nil : "n",
                updated: Date(timeIntervalSince1970: seconds))
        }
        let foundation = JSONEncoder()
        foundation.dateEncodingStrategy = .iso8601

        // Same results first, so the timings compare like with like.
        let direct = try JSONValue(items)
        let throughText = try JSONValue(encoding: items, using: foundation)
        precondition(direct == throughText)

        let rounds = 100
        let utc = TimeZone(identifier: "UTC")!
        let results = [
            ("JSONValue(_:) (direct)", medianTime(rounds) { _ = try JSONValue(items) }),
            (
                "JSONValue(encoding:using:) (JSONEncoder text, parsed back)",
                medianTime(rounds) { _ = try JSONValue(encoding: items, using: foundation) }
            ),
            ("JSONEncoder.encode (text only)", medianTime(rounds) { _ = try foundation.encode(items) }),
            (
                "JSONValue(_:).serialized() (direct, to text)",
                medianTime(rounds) { _ = try JSONValue(items).serialized() }
            ),
            (
                "1,000 Date.parameterValue (ISO 8601, written directly)",
                medianTime(rounds) { for item in items { _ = item.updated.parameterValue } }
            ),
            (
                "1,000 ISO8601DateFormatter.string(from:timeZone:formatOptions:) (what it was)",
                medianTime(rounds) {
                    for item in items {
                        _ = ISO8601DateFormatter.string(
                            from: item.updated, timeZone: utc, formatOptions: [.withInternetDateTime])
                    }
                }
            ),
        ]
        print("1,000 items, \(direct.serialized().count) bytes; median of \(rounds) rounds")
        for (name, seconds) in results {
            print(String(format: "%8.3f ms  ", seconds * 1000) + name)
        }
    }
}
