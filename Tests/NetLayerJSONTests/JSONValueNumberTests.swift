import Foundation
import Testing

@testable import NetLayer

/// The numbers `JSONValue`'s initialisers write: integers and decimals
/// exactly, floating point as the shortest text that reads back, and no
/// NaN or infinity.
@Suite struct JSONValueNumberTests {
    @Test func integersAreExact() {
        let int = -12
        #expect(JSONValue(int) == .number("-12"))
        #expect(JSONValue(Int64.max) == .number("9223372036854775807"))
        #expect(JSONValue(Int64.min) == .number("-9223372036854775808"))
        #expect(JSONValue(UInt64.max) == .number("18446744073709551615"))
        #expect(JSONValue(Int8.min) == .number("-128"))
        #expect(JSONValue(Int16.max) == .number("32767"))
        #expect(JSONValue(Int32.min) == .number("-2147483648"))
        #expect(JSONValue(UInt.max) == .number(String(UInt.max)))
        #expect(JSONValue(UInt8.max) == .number("255"))
        #expect(JSONValue(UInt16.max) == .number("65535"))
        #expect(JSONValue(UInt32.max) == .number("4294967295"))
    }

    @Test(arguments: [
        (0.1, "0.1"), (1e300, "1e+300"), (Double.leastNonzeroMagnitude, "5e-324"), (-0.0, "-0"), (100.0, "100"),
        (2.5e-7, "2.5e-07"), (1e16, "1e+16"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
        (9_007_199_254_740_993.0, "9007199254740992"),
    ])
    func doublesAreTheShortestTextThatReadsBack(value: Double, text: String) throws {
        let json = try JSONValue(value)
        #expect(json == .number(text))
        #expect(json.doubleValue?.bitPattern == value.bitPattern, "reads back as the same Double")
        #expect(try JSONValue(parsing: json.serialized()) == json, "is JSON")
    }

    @Test func floatsAreTheShortestTextOfTheFloat() throws {
        let tenth: Float = 0.1
        #expect(try JSONValue(tenth) == .number("0.1"))
        #expect(try JSONValue(Float(1e30)) == .number("1e+30"))
        #expect(try JSONValue(Float(3)) == .number("3"))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, .signalingNaN])
    func nanAndInfinityAreRefused(value: Double) {
        #expect(throws: EncodingError.self) { try JSONValue(value) }
        #expect(throws: EncodingError.self) { try JSONValue(Float(value)) }
    }

    @Test func decimalsAreExact() throws {
        let thirty = try #require(Decimal(string: "123456789012345678901234567890"))
        #expect(try JSONValue(thirty) == .number("123456789012345678901234567890"))
        let pi = try #require(Decimal(string: "3.14159265358979323846264338327950288"))
        #expect(try JSONValue(pi) == .number("3.14159265358979323846264338327950288"))
        #expect(try JSONValue(Decimal(string: "-1.50")!) == .number("-1.5"))
        #expect(try JSONValue(Decimal(string: "1e-20")!) == .number("0.00000000000000000001"))
        #expect(try JSONValue(Decimal(string: "1e50")!) == .number("1" + String(repeating: "0", count: 50)))
        #expect(throws: EncodingError.self) { try JSONValue(Decimal.nan) }
        #expect(try JSONValue(pi).decimalValue == pi)
    }

    @Test func boolsAndStrings() {
        let flag = true
        let text = "1.5"
        #expect(JSONValue(flag) == .bool(true))
        #expect(JSONValue(text) == .string("1.5"))
    }

    @Test(arguments: ["0", "-12", "1.5e-7", "9007199254740993", "1E+2", "-0.0"])
    func numberTextThatIsJSONIsKept(text: String) throws {
        #expect(try JSONValue(numberText: text) == .number(text))
    }

    @Test(arguments: ["", "abc", "1,5", "1.", ".5", "NaN", "inf", "0x10", "+1", " 1", "01", "1e"])
    func numberTextThatIsNotJSONIsRefused(text: String) {
        #expect(throws: EncodingError.self) { try JSONValue(numberText: text) }
    }

    @Test func arraysAndDictionariesOfNumbers() throws {
        let ids: [Int64] = [1, .max]
        let scores: [String: Double] = ["b": 0.5, "a": 2]
        #expect(try JSONValue(ids) == [1, .number("9223372036854775807")])
        let object = try JSONValue(scores)
        #expect(object == ["a": 2, "b": 0.5])
        #expect(object.description == #"{"a":2,"b":0.5}"#, "keys sorted, whole numbers without a fraction")
        let bad: [String: [Double]] = ["x": [1, .nan]]
        #expect {
            try JSONValue(bad)
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["x", "Index 1"]
        }
    }

    @Test func doubleParametersAreSentAsJSONValueWritesThem() {
        #expect(2.0.parameterValue == .value(.number("2")))
        #expect(0.1.parameterValue == .value(.number("0.1")))
        #expect(1e300.parameterValue == .value(.number("1e+300")))
        #expect(Double.nan.parameterValue == .value(.number("nan")), "kept for the call to refuse")
    }
}
