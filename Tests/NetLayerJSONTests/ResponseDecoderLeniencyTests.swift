import Foundation
import Testing

@testable import NetLayer

@Suite struct ResponseDecoderLeniencyTests {
    struct Scalars: Decodable, Equatable {
        var text: String
        var count: Int
        var big: Int64
        var small: UInt8
        var ratio: Double
        var single: Float
        var flag: Bool
        var maybe: String?
        var maybeCount: Int?
    }

    struct Containers: Decodable, Equatable {
        var list: [Int]
        var map: [String: String]
        var texts: [String]
    }

    private let strict = ResponseDecoder()

    @Test func defaultIsStrict() {
        #expect(ResponseDecoder().leniency == [])
        #expect(ResponseDecoder.Leniency.all == [.nullAsEmpty, .numbersFromStrings, .stringsFromNumbers])
    }

    // MARK: nullAsEmpty

    private let allNull =
        #"{"text": null, "count": null, "big": null, "small": null, "ratio": null, "single": null, "flag": null, "#
        + #""maybe": null, "maybeCount": null}"#

    @Test func nullAsEmptyOn() throws {
        let decoder = ResponseDecoder(leniency: .nullAsEmpty)
        let scalars = try decoder.decode(Scalars.self, from: JSONValue(parsing: allNull))
        #expect(
            scalars
                == Scalars(
                    text: "", count: 0, big: 0, small: 0, ratio: 0, single: 0, flag: false, maybe: nil, maybeCount: nil)
        )

        let containers = try decoder.decode(Containers.self, from: ["list": nil, "map": nil, "texts": ["a", nil]])
        #expect(containers == Containers(list: [], map: [:], texts: ["a", ""]))
        #expect(try decoder.decode(Decimal.self, from: nil) == 0)
    }

    @Test func nullAsEmptyStillNeedsTheKey() throws {
        let error = try expectDecodingError(
            Scalars.self, from: #"{"count": 1}"#, using: ResponseDecoder(leniency: .nullAsEmpty))
        #expect(error.missingKey == "text")
    }

    @Test func nullAsEmptyDoesNotMakeDatesOrURLs() throws {
        struct Model: Decodable {
            var when: Date
        }
        let error = try expectDecodingError(
            Model.self, from: #"{"when": null}"#, using: ResponseDecoder(leniency: .nullAsEmpty))
        #expect(error.isValueNotFound)
    }

    @Test func nullAsEmptyOff() throws {
        let error = try expectDecodingError(Scalars.self, from: allNull)
        guard case .valueNotFound(let type, let context) = error else {
            Issue.record("expected valueNotFound, got \(error)")
            return
        }
        #expect(type is String.Type)
        #expect(context.codingPath.map(\.stringValue) == ["text"])

        let countError = try expectDecodingError(
            Scalars.self, from: allNull.replacingOccurrences(of: #""text": null"#, with: #""text": "x""#))
        guard case .valueNotFound(let countType, let countContext) = countError else {
            Issue.record("expected valueNotFound, got \(countError)")
            return
        }
        #expect(countType is Int.Type)
        #expect(countContext.codingPath.map(\.stringValue) == ["count"])

        let listError = try expectDecodingError(Containers.self, from: #"{"list": [1, null], "map": {}, "texts": []}"#)
        #expect(listError.isValueNotFound)
        #expect(listError.pathText == "list.Index 1")
    }

    // MARK: numbersFromStrings

    private let numbersAsStrings =
        #"{"text": "t", "count": "12", "big": "9007199254740993", "small": "255", "ratio": "-1.5e2", "#
        + #""single": "0.25", "flag": "true"}"#

    @Test func numbersFromStringsOn() throws {
        let decoder = ResponseDecoder(leniency: .numbersFromStrings)
        let scalars = try decoder.decode(Scalars.self, from: JSONValue(parsing: numbersAsStrings))
        #expect(
            scalars
                == Scalars(
                    text: "t", count: 12, big: 9_007_199_254_740_993, small: 255, ratio: -150, single: 0.25, flag: true)
        )
        #expect(try decoder.decode(Bool.self, from: "false") == false)
        #expect(try decoder.decode(Decimal.self, from: "1.10") == Decimal(string: "1.10"))
        #expect(try decoder.decode(Int?.self, from: "7") == 7)
    }

    @Test func numbersFromStringsRejectsNonNumbers() throws {
        let decoder = ResponseDecoder(leniency: .numbersFromStrings)
        for text in ["", "12a", " 12", "0x1F", "nan", "inf", "1,5", "+1", "TRUE", "yes"] {
            #expect(throws: DecodingError.self, "\(text)") { try decoder.decode(Int.self, from: .string(text)) }
            #expect(throws: DecodingError.self, "\(text)") { try decoder.decode(Double.self, from: .string(text)) }
            #expect(throws: DecodingError.self, "\(text)") { try decoder.decode(Bool.self, from: .string(text)) }
        }
        let overflow = try expectDecodingError(
            Scalars.self, from: numbersAsStrings.replacingOccurrences(of: #""255""#, with: #""256""#), using: decoder)
        #expect(overflow.isDataCorrupted)
        #expect(overflow.pathText == "small")
    }

    @Test func numbersFromStringsOff() throws {
        let error = try expectDecodingError(Scalars.self, from: numbersAsStrings)
        guard case .typeMismatch(let type, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(type is Int.Type)
        #expect(context.codingPath.map(\.stringValue) == ["count"])
        #expect(context.debugDescription.contains("string"))

        let boolError = try expectDecodingError(Bool.self, from: #""true""#)
        guard case .typeMismatch(let boolType, let boolContext) = boolError else {
            Issue.record("expected typeMismatch, got \(boolError)")
            return
        }
        #expect(boolType is Bool.Type)
        #expect(boolContext.codingPath.isEmpty)
    }

    // MARK: stringsFromNumbers

    @Test func stringsFromNumbersOn() throws {
        let decoder = ResponseDecoder(leniency: .stringsFromNumbers)
        struct Model: Decodable, Equatable {
            var id: String
            var price: String
            var flag: String
            var tags: [String]
            var maybe: String?
        }
        let model = try decoder.decode(
            Model.self,
            from: JSONValue(
                parsing: #"{"id": 9007199254740993, "price": 1.50, "flag": false, "tags": [1, true, "x"], "maybe": 3}"#)
        )
        #expect(
            model == Model(id: "9007199254740993", price: "1.50", flag: "false", tags: ["1", "true", "x"], maybe: "3"))
        // Objects and arrays are not strings under any leniency.
        #expect(throws: DecodingError.self) { try decoder.decode(String.self, from: [1]) }
    }

    @Test func stringsFromNumbersOff() throws {
        struct Model: Decodable {
            var tags: [String]
        }
        let error = try expectDecodingError(Model.self, from: #"{"tags": ["a", 2]}"#)
        guard case .typeMismatch(let type, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(type is String.Type)
        #expect(context.codingPath.map(\.stringValue) == ["tags", "Index 1"])
    }

    @Test func optionsAreIndependent() throws {
        // numbersFromStrings does not turn numbers into strings, nor the reverse.
        #expect(throws: DecodingError.self) {
            try ResponseDecoder(leniency: .numbersFromStrings).decode(String.self, from: 1)
        }
        #expect(throws: DecodingError.self) {
            try ResponseDecoder(leniency: .stringsFromNumbers).decode(Int.self, from: "1")
        }
        #expect(throws: DecodingError.self) {
            try ResponseDecoder(leniency: [.numbersFromStrings, .stringsFromNumbers]).decode(Int.self, from: nil)
        }
        let all = ResponseDecoder(leniency: .all)
        #expect(try all.decode(Int.self, from: nil) == 0)
        #expect(try all.decode(Int.self, from: "4") == 4)
        #expect(try all.decode(String.self, from: 4) == "4")
    }
}
