import Foundation
import Testing

@testable import NetLayer

@Suite struct JSONWriterTests {
    private func text(_ value: JSONValue) -> String {
        String(decoding: value.serialized(), as: UTF8.self)
    }

    @Test func compactWithKeysInStoredOrder() {
        let value: JSONValue = ["z": 1, "a": [true, false, nil, "x", 2.5], "m": [:], "e": []]
        #expect(text(value) == #"{"z":1,"a":[true,false,null,"x",2.5],"m":{},"e":[]}"#)
        #expect(value.description == text(value))
    }

    @Test func numbersAreWrittenAsTheirLiteral() {
        #expect(text(.number("9007199254740993")) == "9007199254740993")
        #expect(text(.number("1.50e-3")) == "1.50e-3")
        #expect(text(.number("-0")) == "-0")
    }

    @Test(arguments: ["", "abc", "1.", "NaN", "inf", "0x10", "+1", " 1"])
    func invalidNumberLiteralsAreWrittenAsNull(_ literal: String) throws {
        #expect(text(.number(literal)) == "null")
        #expect(try JSONValue(parsing: JSONValue.array([.number(literal)]).serialized()) == [nil])
    }

    @Test func stringEscaping() {
        let value = JSONValue.string("q\"b\\s/\n\r\t\u{8}\u{C}\u{0}\u{1}\u{1F}\u{7F}é😀\u{2028}\u{2029}")
        #expect(text(value) == #""q\"b\\s/\n\r\t\b\f\u0000\u0001\u001f"# + "\u{7F}é😀" + #"\u2028\u2029""#)
    }

    @Test func everyControlCharacterRoundTrips() throws {
        for scalar in 0..<0x20 {
            let value = JSONValue.string("a\(Character(Unicode.Scalar(UInt8(scalar))))b")
            let written = text(value)
            #expect(!written.utf8.contains { $0 < 0x20 }, "U+\(scalar) written raw")
            #expect(try JSONValue(parsing: written) == value)
        }
    }

    @Test func keysAreEscapedToo() throws {
        let value: JSONValue = ["a\"\n\u{2028}": 1]
        #expect(text(value) == #"{"a\"\n\u2028":1}"#)
        #expect(try JSONValue(parsing: text(value)) == value)
    }

    @Test func roundTrip() throws {
        let value: JSONValue = [
            "id": .number("9223372036854775807"),
            "big": .number("123456789012345678901234567890.5e-7"),
            "name": "Zoë 😀 \u{0} \u{2028}",
            "tags": ["a", 1, -2.5, true, false, nil, [[]], [:]],
            "nested": ["deeper": ["deepest": [1, [2, [3]]]]],
            "empty": "",
        ]
        let parsed = try JSONValue(parsing: value.serialized())
        #expect(parsed == value)
        #expect(parsed.objectValue?.keys == value.objectValue?.keys)
    }

    @Test func randomStringsRoundTrip() throws {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let scalars = (0..<Int.random(in: 0..<20, using: &generator)).map { _ -> Character in
                // Mostly the interesting low range, sometimes anything that is a scalar.
                let code =
                    Bool.random(using: &generator)
                    ? UInt32.random(in: 0..<0x80, using: &generator)
                    : UInt32.random(in: 0..<0x110000, using: &generator)
                return Character(Unicode.Scalar(code) ?? "\u{2028}")
            }
            let value = JSONValue.string(String(scalars))
            #expect(try JSONValue(parsing: value.serialized()) == value)
        }
    }

    @Test func deepValueRoundTrips() throws {
        var value: JSONValue = "leaf"
        for depth in 0..<(JSONValue.maximumNestingDepth - 1) {
            value = depth.isMultiple(of: 2) ? [value] : ["k": value]
        }
        #expect(try JSONValue(parsing: value.serialized()) == value)
    }

    private struct Body: Encodable {
        var id: Int64
        var name: String
        var when: Date
        var note: String?
        var scores: [Double]
        var flags: [String: Bool]
    }

    @Test func encodingModelsDirectly() throws {
        let body = Body(
            id: 9_007_199_254_740_993, name: "Ann", when: Date(timeIntervalSince1970: 1_700_000_000), note: nil,
            scores: [1.5, 2], flags: ["on": true])
        let value = try JSONValue(body)
        #expect(value["id"] == .number("9007199254740993"))
        #expect(value["name"] == "Ann")
        #expect(value["when"] == "2023-11-14T22:13:20Z")
        #expect(value["note"] == nil)
        #expect(value["scores"]?.arrayValue?.compactMap(\.doubleValue) == [1.5, 2])
        #expect(value["flags"] == ["on": true])
    }

    @Test func encodingWithACustomEncoder() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let value = try JSONValue(encoding: ["at": Date(timeIntervalSince1970: 12)], using: encoder)
        #expect(value["at"]?.doubleValue == 12)
    }

    @Test func encodingScalarsAndJSONValues() throws {
        let text: String? = "x"
        let none: String? = nil
        let numbers = [1, 2]
        #expect(try JSONValue(text) == "x")
        #expect(try JSONValue(none) == nil)
        #expect(try JSONValue(numbers) == [1, 2])
        let nested: JSONValue = ["a": [1, "b", nil]]
        #expect(try JSONValue(nested) == nested)
    }
}
