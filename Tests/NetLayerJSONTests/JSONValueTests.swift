import Foundation
import Testing

@testable import NetLayer

@Suite struct JSONValueTests {
    private let sample: JSONValue = [
        "data": ["user": ["id": 7, "name": "Ann"], "list": [1, 2]],
        "code": 0,
    ]

    @Test func subscriptByKey() {
        #expect(sample["code"] == 0)
        #expect(sample["missing"] == nil)
        #expect(JSONValue.array([1])["code"] == nil)
        #expect(JSONValue.string("x")["code"] == nil)
    }

    @Test func valueAtPath() {
        #expect(sample.value(at: []) == sample)
        #expect(sample.value(at: ["data", "user", "name"]) == "Ann")
        #expect(sample.value(at: ["data", "user"]) == ["id": 7, "name": "Ann"])
        #expect(sample.value(at: ["data", "nobody"]) == nil)
        // A non-object on the way ends the walk.
        #expect(sample.value(at: ["data", "list", "0"]) == nil)
        #expect(sample.value(at: ["code", "x"]) == nil)
    }

    @Test func accessorsDoNotConvert() {
        #expect(JSONValue.string("12").stringValue == "12")
        #expect(JSONValue.number("12").stringValue == nil)
        #expect(JSONValue.number("12").intValue == 12)
        #expect(JSONValue.number("-12").int64Value == -12)
        #expect(JSONValue.string("12").intValue == nil)
        #expect(JSONValue.number("12.5").intValue == nil)
        #expect(JSONValue.number("9223372036854775808").int64Value == nil)
        #expect(JSONValue.number("9007199254740993").int64Value == 9_007_199_254_740_993)
        #expect(JSONValue.number("2.5").doubleValue == 2.5)
        #expect(JSONValue.number("1e400").doubleValue == nil)
        #expect(JSONValue.string("2.5").doubleValue == nil)
        #expect(JSONValue.bool(true).boolValue == true)
        #expect(JSONValue.string("true").boolValue == nil)
        #expect(JSONValue.number("1").boolValue == nil)
        #expect(JSONValue.array([1]).arrayValue == [1])
        #expect(JSONValue.null.objectValue == nil)
        #expect(JSONValue.null.isNull)
        #expect(!JSONValue.bool(false).isNull)
    }

    @Test func literals() {
        let value: JSONValue = ["s": "x", "i": 42, "d": 2.5, "b": true, "n": nil, "a": [1, "two"]]
        #expect(value["s"] == .string("x"))
        #expect(value["i"] == .number("42"))
        #expect(value["d"] == .number("2.5"))
        #expect(value["b"] == .bool(true))
        #expect(value["n"] == .null)
        #expect(value["a"] == .array([.number("1"), .string("two")]))
        let big: JSONValue = 9_223_372_036_854_775_807
        #expect(big == .number("9223372036854775807"))
    }

    @Test func objectKeepsInsertionOrder() {
        var object = JSONObject()
        object["b"] = 1
        object["a"] = 2
        object["c"] = 3
        object["a"] = 4
        #expect(object.keys == ["b", "a", "c"])
        #expect(object.values == [1, 4, 3])
        #expect(object.map(\.key) == ["b", "a", "c"])
        #expect(object.removeValue(forKey: "a") == 4)
        object["c"] = nil
        #expect(object.keys == ["b"])
        #expect(object.removeValue(forKey: "zzz") == nil)
        #expect(object.count == 1)
    }

    @Test func objectLiteralAndPairsLastWins() {
        let object = JSONObject([("a", 1), ("b", 2), ("a", 3)])
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
    }

    @Test func largeObjectsStayConsistent() {
        var object = JSONObject()
        for index in 0..<50 { object["k\(index)"] = JSONValue.number(String(index)) }
        #expect(object["k49"] == .number("49"))
        object["k10"] = "replaced"
        #expect(object["k10"] == "replaced")
        #expect(object.count == 50)
        object["k0"] = nil
        #expect(object["k0"] == nil)
        #expect(object["k1"] == .number("1"))
        #expect(object.keys.first == "k1")
        for index in 1..<45 { object["k\(index)"] = nil }
        #expect(object.keys == ["k45", "k46", "k47", "k48", "k49"])
        #expect(object["k47"] == .number("47"))
    }

    @Test func equalityAndHashIgnoreKeyOrder() {
        let first: JSONValue = ["a": 1, "b": [true]]
        let second: JSONValue = ["b": [true], "a": 1]
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        #expect(first != ["a": 1, "b": [false]])
        #expect(first != ["a": 1])
        #expect(first != ["a": 1, "c": [true]])
        // Numbers compare as written: the literal is the value.
        #expect(JSONValue.number("1") != JSONValue.number("1.0"))
    }

    @Test func codableRoundTripThroughFoundation() throws {
        let value: JSONValue = [
            "id": .number("9007199254740993"),
            "max": .number("18446744073709551615"),
            "neg": -7,
            "pi": 3.25,
            "tenth": 0.1,
            "precise": .number("0.12345678901234567890123"),
            "text": "Zoë \"q\" \u{2028}",
            "flag": false,
            "none": nil,
            "list": [1, "a", [], [:], [nil]],
            "nested": ["k": ["deep": true]],
        ]
        let data = try JSONEncoder().encode(value)
        let decoded = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(decoded == value)
        // Foundation's text is JSON that this parser reads back the same.
        #expect(try JSONValue(parsing: data) == value)
    }

    private struct Envelope: Codable, Equatable {
        var kind: String
        var payload: JSONValue
        var extra: JSONValue?
    }

    @Test func jsonValueAsAModelField() throws {
        let data = Data(#"{"kind":"k","payload":{"b":[1,2.5,"x"],"a":null},"extra":null}"#.utf8)
        let foundation = try JSONDecoder().decode(Envelope.self, from: data)
        let ours = try ResponseDecoder().decode(Envelope.self, from: data)
        #expect(ours == foundation)
        #expect(ours.payload == ["b": [1, 2.5, "x"], "a": nil])
        #expect(ours.payload.objectValue?.keys == ["b", "a"])
        #expect(ours.extra == nil)
        let reencoded = try JSONDecoder().decode(Envelope.self, from: JSONEncoder().encode(ours))
        #expect(reencoded == ours)
    }

    @Test func encodingAnInvalidNumberLiteralFails() {
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(JSONValue.number("abc")) }
    }
}
