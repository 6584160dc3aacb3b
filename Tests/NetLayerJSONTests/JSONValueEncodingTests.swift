import Foundation
import Testing

@_spi(Generated) @testable import NetLayer

/// Any `Encodable` to a `JSONValue`, built directly by `JSONValueEncoder`.
@Suite struct JSONValueEncodingTests {
    private struct Address: Codable, Equatable {
        var city: String
        var zip: String?
    }

    private struct Person: Codable, Equatable {
        var id: Int64
        var name: String
        var born: Date
        var height: Double
        var tags: [String]
        var address: Address
        var previous: [Address]
        var scores: [String: Int]
        var avatar: Data
        var homepage: URL
        var balance: Decimal
        var nickname: String?
    }

    private let person = Person(
        id: .max, name: "Ada \"A\" 学", born: Date(timeIntervalSince1970: 1_700_000_000.25), height: 1.7,
        tags: ["a", "b"], address: Address(city: "Paris", zip: nil), previous: [Address(city: "Rome", zip: "00100")],
        scores: ["math": 10, "art": 7], avatar: Data([0, 1, 2]), homepage: URL(string: "https://example.com/a?b=c")!,
        balance: Decimal(string: "12345678901234567890.5")!, nickname: nil)

    @Test func aNestedStructIsBuiltAsItsJSON() throws {
        let value = try JSONValue(person)
        #expect(
            value.description
                == #"{"id":9223372036854775807,"name":"Ada \"A\" 学","born":"2023-11-14T22:13:20Z","height":1.7,"#
                + #""tags":["a","b"],"address":{"city":"Paris"},"previous":[{"city":"Rome","zip":"00100"}],"#
                + #""scores":{"art":7,"math":10},"avatar":"AAEC","homepage":"https://example.com/a?b=c","#
                + #""balance":12345678901234567890.5}"#)
        #expect(try value.decode(Person.self, using: ResponseDecoder(dateDecoding: .iso8601)).address == person.address)
    }

    @Test func itRoundTripsThroughTheDecoder() throws {
        var exact = person
        exact.born = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(try JSONValue(exact).decode(Person.self) == exact)
    }

    @Test func itMatchesFoundationsJSONEncoder() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        var exact = person
        exact.balance = 12
        let foundation = try JSONValue(parsing: encoder.encode(exact))
        #expect(try JSONValue(exact) == foundation)
    }

    @Test(arguments: [
        (JSONValue.DateEncoding.iso8601, JSONValue.string("2023-11-14T22:13:20Z")),
        (.iso8601WithFractionalSeconds, .string("2023-11-14T22:13:20.250Z")),
        (.secondsSince1970, .number("1700000000.25")),
        (.millisecondsSince1970, .number("1700000000250")),
        (.formatted("yyyy-MM-dd HH:mm"), .string("2023-11-14 22:13")),
    ])
    func datesPerStrategy(encoding: JSONValue.DateEncoding, expected: JSONValue) throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        let value = try JSONValue(["at": date], dateEncoding: encoding)
        #expect(value == ["at": expected])
    }

    @Test(arguments: [
        (JSONValue.DateEncoding.iso8601, ResponseDecoder.DateDecoding.iso8601),
        (.secondsSince1970, .secondsSince1970), (.millisecondsSince1970, .millisecondsSince1970),
        (.formatted("yyyy-MM-dd'T'HH:mm:ss"), .formatted("yyyy-MM-dd'T'HH:mm:ss")),
    ])
    func datesReadBackWithTheMatchingDecoding(encoding: JSONValue.DateEncoding, decoding: ResponseDecoder.DateDecoding)
        throws
    {
        let dates = [Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: -86_400)]
        let value = try JSONValue(dates, dateEncoding: encoding)
        #expect(try value.decode([Date].self, using: ResponseDecoder(dateDecoding: decoding)) == dates)
    }

    @Test func aGeneratedModelGivesTheObjectItIsSentAs() throws {
        let model = Visit(at: Date(timeIntervalSince1970: 1_700_000_000), score: 2, note: nil, seen: nil)
        guard case .value(let sent) = model.parameterValue else {
            Issue.record("a model is a value")
            return
        }
        #expect(try JSONValue(model) == sent)
        #expect(try JSONValue(model).description == #"{"at":"2023-11-14T22:13:20Z","score":2,"seen":null}"#)
    }

    @Test func dictionariesAreWrittenWithSortedKeys() throws {
        var dictionary: [String: [Int]] = [:]
        for key in (0..<50).map({ "k\($0)" }).shuffled() { dictionary[key] = [key.count] }
        let value = try JSONValue(dictionary)
        #expect(value.objectValue?.keys == dictionary.keys.sorted())
        #expect(value.objectValue?.count == 50)
    }

    @Test func customEncodingWithNestedAndSuperContainers() throws {
        let value = try JSONValue(Custom())
        #expect(
            value.description
                == #"{"kind":"custom","box":{"n":1,"list":[true,null,{"deep":2.5}]},"super":["s"],"later":"x"}"#)
        #expect(try JSONValue(Custom.Single()) == .number("42"))
    }

    @Test func errorsNameTheCodingPath() {
        struct Reading: Encodable {
            var values: [String: [Double]] = ["temp": [1, .infinity]]
        }
        #expect {
            try JSONValue(Reading())
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["values", "temp", "Index 1"]
        }
    }

    @Test func aTopLevelValueThatEncodesNothingIsRefused() throws {
        struct Nothing: Encodable {
            func encode(to encoder: any Encoder) throws {}
        }
        #expect(throws: EncodingError.self) { try JSONValue(Nothing()) }
        let inside = ["a": Nothing()]
        #expect(try JSONValue(inside) == ["a": [:]])
    }

    @Test func aJSONValueInsideAModelIsKeptAsItIs() throws {
        struct Holder: Encodable {
            var metadata: JSONValue
        }
        let metadata: JSONValue = ["b": .number("1.50"), "a": [nil, true]]
        let value = try JSONValue(Holder(metadata: metadata))
        #expect(value.description == #"{"metadata":{"b":1.50,"a":[null,true]}}"#)
    }
}

/// A model as netlayer generates it: encoding and parameter value from one table.
private struct Visit: GeneratedModel {
    var at: Date
    var score: Double
    var note: String?
    var seen: Bool?

    init(at: Date, score: Double, note: String?, seen: Bool?) {
        self.at = at
        self.score = score
        self.note = note
        self.seen = seen
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ModelKey.self)
        at = try container.decode(Date.self, forKey: ModelKey("at"))
        score = try container.decode(Double.self, forKey: ModelKey("score"))
        note = try container.decodeIfPresent(String.self, forKey: ModelKey("note"))
        seen = try container.decodeIfPresent(Bool.self, forKey: ModelKey("seen"))
    }

    static let fields: ModelFields<Self> = [
        .field("at", \.at), .field("score", \.score), .optionalField("note", \.note), .nullableField("seen", \.seen),
    ]
}

/// Every kind of container `Encoder` hands out.
private struct Custom: Encodable {
    enum Keys: String, CodingKey {
        case kind, box, n, list, deep, later
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("custom", forKey: .kind)
        var box = container.nestedContainer(keyedBy: Keys.self, forKey: .box)
        try box.encode(1, forKey: .n)
        var list = box.nestedUnkeyedContainer(forKey: .list)
        try list.encode(true)
        try list.encodeNil()
        var deep = list.nestedContainer(keyedBy: Keys.self)
        try deep.encode(2.5, forKey: .deep)
        var superList = container.superEncoder().unkeyedContainer()
        try superList.encode("s")
        try container.encode("x", forKey: .later)
    }

    struct Single: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(UInt8(42))
        }
    }
}
