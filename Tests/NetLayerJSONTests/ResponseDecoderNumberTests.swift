import Foundation
import Testing

@testable import NetLayer

@Suite struct ResponseDecoderNumberTests {
    private let decoder = ResponseDecoder()

    @Test func int64AboveTwoToThe53IsExact() throws {
        struct Model: Decodable {
            var id: Int64
            var ids: [UInt64]
            var maybe: Int64?
        }
        let model = try decoder.decode(
            Model.self,
            from: JSONValue(
                parsing:
                    #"{"id": 9007199254740993, "ids": [18446744073709551615, 9007199254740995], "#
                    + #""maybe": -9223372036854775808}"#
            ))
        #expect(model.id == 9_007_199_254_740_993)
        #expect(model.ids == [UInt64.max, 9_007_199_254_740_995])
        #expect(model.maybe == Int64.min)
    }

    private func checkRange<T: FixedWidthInteger & Decodable>(_ type: T.Type) throws {
        #expect(try decoder.decode(T.self, from: .number(String(T.max))) == T.max)
        #expect(try decoder.decode(T.self, from: .number(String(T.min))) == T.min)
        let aboveMax = (Decimal(string: String(T.max))! + 1).description
        let belowMin = (Decimal(string: String(T.min))! - 1).description
        for literal in [aboveMax, belowMin, String(T.max) + "0", "1e100"] {
            let error = #expect(throws: DecodingError.self, "\(T.self) \(literal)") {
                try decoder.decode([T].self, from: [0, .number(literal)])
            }
            guard case .dataCorrupted(let context) = error else {
                Issue.record("\(T.self) \(literal): expected dataCorrupted, got \(String(describing: error))")
                continue
            }
            #expect(context.codingPath.map(\.stringValue) == ["Index 1"])
            #expect(context.codingPath.map(\.intValue) == [1])
        }
    }

    @Test func everyFixedWidthIntegerRange() throws {
        try checkRange(Int.self)
        try checkRange(Int8.self)
        try checkRange(Int16.self)
        try checkRange(Int32.self)
        try checkRange(Int64.self)
        try checkRange(UInt.self)
        try checkRange(UInt8.self)
        try checkRange(UInt16.self)
        try checkRange(UInt32.self)
        try checkRange(UInt64.self)
    }

    @Test func integersFromOtherNotations() throws {
        #expect(try decoder.decode(Int.self, from: .number("1e2")) == 100)
        #expect(try decoder.decode(Int.self, from: .number("12.000")) == 12)
        #expect(try decoder.decode(Int.self, from: .number("100e-2")) == 1)
        #expect(try decoder.decode(Int.self, from: .number("-0")) == 0)
        #expect(try decoder.decode(UInt.self, from: .number("-0")) == 0)
        #expect(try decoder.decode(Int.self, from: .number("0e1000000")) == 0)
        #expect(try decoder.decode(Int64.self, from: .number("9.007199254740993e15")) == 9_007_199_254_740_993)
        #expect(try decoder.decode(Int8.self, from: .number("-1.28E2")) == -128)
        for literal in ["1.5", "1e-2", "0.0001e3", "-7.25"] {
            let error = #expect(throws: DecodingError.self, "\(literal)") {
                try decoder.decode(Int.self, from: .number(literal))
            }
            #expect(error.map { if case .dataCorrupted = $0 { true } else { false } } == true)
        }
        #expect(throws: DecodingError.self) { try decoder.decode(Int.self, from: .number("1e1000000000")) }
        #expect(throws: DecodingError.self) { try decoder.decode(UInt8.self, from: .number("-1")) }
    }

    @Test func floatingPoint() throws {
        #expect(try decoder.decode(Double.self, from: 3) == 3)
        #expect(try decoder.decode(Double.self, from: .number("0.1")) == 0.1)
        #expect(try decoder.decode(Double.self, from: .number("-2.5E-3")) == -0.0025)
        #expect(try decoder.decode(Double.self, from: .number("1e-400")) == 0)
        #expect(try decoder.decode(Float.self, from: .number("3.4e38")) == 3.4e38)
        #expect(try decoder.decode([Double].self, from: [.number("1e308"), 1]) == [1e308, 1])

        for (literal, isFloat) in [("1e400", false), ("-1e309", false), ("1e39", true), ("-3.5e38", true)] {
            let error = #expect(throws: DecodingError.self, "\(literal)") {
                if isFloat {
                    _ = try decoder.decode([String: Float].self, from: ["f": .number(literal)])
                } else {
                    _ = try decoder.decode([String: Double].self, from: ["f": .number(literal)])
                }
            }
            guard case .dataCorrupted(let context) = error else {
                Issue.record("\(literal): expected dataCorrupted, got \(String(describing: error))")
                continue
            }
            #expect(context.codingPath.map(\.stringValue) == ["f"])
        }
    }

    @Test func decimalKeepsTheLiteral() throws {
        #expect(try decoder.decode(Decimal.self, from: .number("0.1")) == Decimal(string: "0.1"))
        #expect(
            try decoder.decode(Decimal.self, from: .number("-12345678901234567890.5"))
                == Decimal(string: "-12345678901234567890.5"))
        #expect(try decoder.decode([Decimal].self, from: [.number("1e3")]) == [1000])
    }

    @Test func numberFromTheWrongKind() throws {
        for value: JSONValue in ["1", true, [1], ["a": 1]] {
            let error = #expect(throws: DecodingError.self) { try decoder.decode(Int.self, from: value) }
            #expect(error.map { if case .typeMismatch(let type, _) = $0 { type == Int.self } else { false } } == true)
        }
    }
}
