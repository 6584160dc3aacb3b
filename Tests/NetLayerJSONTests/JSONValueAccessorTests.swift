import Foundation
import Testing

@testable import NetLayer

/// The typed reads back from a `JSONValue`: exact or nil, never a guess.
@Suite struct JSONValueAccessorTests {
    @Test(arguments: [
        ("12", 12), ("-12", -12), ("1e2", 100), ("1E+2", 100), ("1.0", 1), ("1.50e1", 15), ("-0.0", 0), ("0e99", 0),
        ("12000e-3", 12), ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
        ("92233720368547758.07e2", Int.max),
    ])
    func intValueOfAWholeNumber(text: String, expected: Int) {
        #expect(JSONValue.number(text).intValue == expected)
        #expect(JSONValue.number(text).int64Value == Int64(expected))
    }

    @Test(arguments: [
        "1.5", "1e-1", "9223372036854775808", "-9223372036854775809", "1e19", "1e999999999999", "1e-999999999999",
        "abc", "+1", "01", "1,5",
    ])
    func intValueIsNilForAFractionOutOfRangeOrNotANumber(text: String) {
        #expect(JSONValue.number(text).intValue == nil)
        #expect(JSONValue.number(text).int64Value == nil)
    }

    @Test func uint64Value() {
        #expect(JSONValue.number("18446744073709551615").uint64Value == .max)
        #expect(JSONValue.number("1.8446744073709551615e19").uint64Value == .max)
        #expect(JSONValue.number("18446744073709551616").uint64Value == nil)
        #expect(JSONValue.number("-1").uint64Value == nil)
        #expect(JSONValue.number("18446744073709551615").int64Value == nil)
    }

    @Test func doubleAndDecimalValues() throws {
        #expect(JSONValue.number("1e2").doubleValue == 100)
        #expect(JSONValue.number("9007199254740993").doubleValue == 9_007_199_254_740_992, "rounded, as documented")
        #expect(JSONValue.number("1e400").doubleValue == nil)
        #expect(JSONValue.number("nan").doubleValue == nil)
        #expect(JSONValue.number("inf").doubleValue == nil)
        let digits = "123456789012345678901234567890"
        #expect(JSONValue.number(digits).decimalValue == Decimal(string: digits))
        #expect(JSONValue.number("0.1").decimalValue == Decimal(string: "0.1"))
        #expect(JSONValue.number("1,5").decimalValue == nil)
        #expect(JSONValue.string("1").decimalValue == nil)
    }

    @Test func kindsAreNotConverted() {
        #expect(JSONValue.string("12").intValue == nil)
        #expect(JSONValue.bool(true).intValue == nil)
        #expect(JSONValue.number("1").boolValue == nil)
        #expect(JSONValue.number("1").stringValue == nil)
        #expect(JSONValue.null.arrayValue == nil)
        #expect(JSONValue.array([]).objectValue == nil)
        #expect(JSONValue.object(["a": 1]).objectValue?["a"] == 1)
    }

    private struct Point: Codable, Equatable {
        var x: Int
        var y: Double
        var at: Date?
    }

    @Test func decodeReadsAsARepliesPayloadIs() throws {
        let value: JSONValue = ["x": 1, "y": 2.5, "at": "2026-11-22T04:34:00Z"]
        let point = try value.decode(Point.self)
        #expect(point == Point(x: 1, y: 2.5, at: Date(timeIntervalSince1970: 1_795_322_040)))
        let lenient = ResponseDecoder(leniency: .numbersFromStrings)
        #expect(try JSONValue(["x": "3", "y": "0.5"]).decode(Point.self, using: lenient) == Point(x: 3, y: 0.5))
        #expect {
            try JSONValue(["x": 1.5, "y": 1]).decode(Point.self)
        } throws: { error in
            switch error as? DecodingError {
            case .dataCorrupted(let context)?, .typeMismatch(_, let context)?:
                return context.codingPath.map(\.stringValue) == ["x"]
            default:
                return false
            }
        }
    }
}
