import BenchmarkTiming
import Foundation
import NetLayer

/// Times decoding a 1,000-element array of small structs with Foundation's
/// `JSONDecoder` and with `ResponseDecoder`.
///
/// Run in release mode: `swift run -c release JSONDecodeBenchmark`.
/// Timings are printed, never asserted: they vary too much between machines
/// to gate a build.
@main
struct JSONDecodeBenchmark {
    struct Item: Decodable {
        var id: Int64
        var name: String
        var price: Double
        var inStock: Bool
        var tags: [String]
        var note: String?

        enum CodingKeys: String, CodingKey {
            case id, name, price, tags, note
            case inStock = "in_stock"
        }
    }

    static func main() throws {
        let items = (0..<1000).map { index in
            #"{"id":\#(9_007_199_254_740_993 + index),"name":"item \#(index)","price":\#(Double(index) * 1.25),"#
                + #""in_stock":\#(index % 2 == 0),"tags":["a","b"],"note":\#(index % 3 == 0 ? "null" : "\"n\"")}"#
        }
        let data = Data(("[" + items.joined(separator: ",") + "]").utf8)
        let value = try JSONValue(parsing: data)
        let foundation = JSONDecoder()
        let ours = ResponseDecoder()

        // Same results first, so the timings compare like with like.
        let expected = try foundation.decode([Item].self, from: data)
        let actual = try ours.decode([Item].self, from: data)
        precondition(expected.map(\.id) == actual.map(\.id) && expected.map(\.note) == actual.map(\.note))

        let rounds = 200
        let results = [
            (
                "JSONDecoder.decode(from: Data)",
                medianTime(rounds) { _ = try foundation.decode([Item].self, from: data) }
            ),
            (
                "ResponseDecoder.decode(from: Data) (parse + decode)",
                medianTime(rounds) { _ = try ours.decode([Item].self, from: data) }
            ),
            (
                "ResponseDecoder.decode(from: JSONValue) (decode only)",
                medianTime(rounds) { _ = try ours.decode([Item].self, from: value) }
            ),
            ("JSONValue(parsing:) (parse only)", medianTime(rounds) { _ = try JSONValue(parsing: data) }),
        ]
        print("1,000 items, \(data.count) bytes; median of \(rounds) rounds")
        for (name, seconds) in results {
            print(String(format: "%8.3f ms  ", seconds * 1000) + name)
        }
    }
}
