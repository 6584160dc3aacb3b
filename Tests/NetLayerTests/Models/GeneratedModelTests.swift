import Foundation
import TestSupport
import Testing

@_spi(Generated) @testable import NetLayer

/// A model as netlayer generates it: decoded field by field, encoded and
/// compared through its table.
private struct Lesson: GeneratedModel {
    var id: Int64
    var title: String
    var note: String?
    var tags: [String]
    var startsAt: Date
    var scores: [String: Double]?

    init(id: Int64, title: String, note: String? = nil, tags: [String], startsAt: Date, scores: [String: Double]? = nil)
    {
        self.id = id
        self.title = title
        self.note = note
        self.tags = tags
        self.startsAt = startsAt
        self.scores = scores
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ModelKey.self)
        self.id = try container.decode("id")
        self.title = try container.decode("title")
        self.note = try container.decodeIfPresent("note")
        self.tags = try container.decode("tags")
        self.startsAt = try container.decode("starts_at")
        self.scores = try container.decodeIfPresent("scores")
    }

    static let fields: ModelFields<Self> = [
        .field("id", \.id),
        .field("title", \.title),
        .optionalField("note", \.note),
        .field("tags", \.tags),
        .field("starts_at", \.startsAt),
        .optionalField("scores", \.scores),
    ]
}

/// The same fields with Swift's synthesized `Codable` and `Equatable`: what
/// the table must behave like.
private struct SynthesizedLesson: Codable, Equatable {
    var id: Int64
    var title: String
    var note: String?
    var tags: [String]
    var startsAt: Date
    var scores: [String: Double]?

    enum CodingKeys: String, CodingKey {
        case id, title, note, tags, startsAt = "starts_at", scores
    }

    init(_ lesson: Lesson) {
        (id, title, note, tags, startsAt, scores) =
            (lesson.id, lesson.title, lesson.note, lesson.tags, lesson.startsAt, lesson.scores)
    }
}

@Suite struct GeneratedModelTests {
    /// Values from small sets, so that two draws are often equal and often
    /// differ in just one field.
    private static func lesson(_ random: inout SeededGenerator) -> Lesson {
        Lesson(
            id: Int64.random(in: 1...2, using: &random),
            title: ["a", "b"].randomElement(using: &random)!,
            note: [nil, "x", "y"].randomElement(using: &random)!,
            tags: [[], ["t"], ["t", "u"]].randomElement(using: &random)!,
            startsAt: Date(timeIntervalSince1970: Double(Int.random(in: 0...1, using: &random))),
            scores: [nil, [:], ["m": 1.5]].randomElement(using: &random)!)
    }

    @Test func equalityAgreesWithTheSynthesizedOne() {
        var random = SeededGenerator(seed: 0x4C45_5353)
        var outcomes: Set<Bool> = []
        for _ in 0..<2_000 {
            let (a, b) = (Self.lesson(&random), Self.lesson(&random))
            let expected = SynthesizedLesson(a) == SynthesizedLesson(b)
            #expect((a == b) == expected, "\(a) vs \(b), \(random)")
            #expect(a == a)
            outcomes.insert(expected)
        }
        #expect(outcomes == [true, false])
    }

    @Test func eachFieldTakesPartInEquality() {
        let base = Lesson(id: 1, title: "a", note: "n", tags: ["t"], startsAt: Date(timeIntervalSince1970: 0))
        var changed: [Lesson] = Array(repeating: base, count: 6)
        changed[0].id = 2
        changed[1].title = "b"
        changed[2].note = nil
        changed[3].tags = []
        changed[4].startsAt = Date(timeIntervalSince1970: 1)
        changed[5].scores = [:]
        for lesson in changed {
            #expect(lesson != base)
        }
    }

    /// The same JSON as the synthesized encoding (keys sorted: Foundation's
    /// encoder on Linux writes them in hash order), a nil optional left out.
    @Test func encodingMatchesTheSynthesizedOne() throws {
        var random = SeededGenerator(seed: 0x454E_434F)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for _ in 0..<300 {
            let lesson = Self.lesson(&random)
            let ours = try encoder.encode(lesson)
            let synthesized = try encoder.encode(SynthesizedLesson(lesson))
            #expect(String(decoding: ours, as: UTF8.self) == String(decoding: synthesized, as: UTF8.self), "\(random)")
        }
        let sparse = Lesson(id: 7, title: "t", tags: [], startsAt: Date(timeIntervalSince1970: 0))
        let object = try #require(JSONSerialization.jsonObject(with: encoder.encode(sparse)) as? [String: Any])
        #expect(Set(object.keys) == ["id", "title", "tags", "starts_at"])
    }

    @Test func aModelSurvivesEncodingAndDecoding() throws {
        var random = SeededGenerator(seed: 0x524F_554E)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970  // as servers send them, and ResponseDecoder reads them
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        for _ in 0..<200 {
            let lesson = Self.lesson(&random)
            let data = try encoder.encode(lesson)
            #expect(try ResponseDecoder().decode(Lesson.self, from: data) == lesson, "\(random)")
            #expect(try decoder.decode(Lesson.self, from: data) == lesson, "\(random)")
        }
    }

    @Test func decodingNamesTheMissingField() throws {
        let json = Data(#"{"id":1,"title":"a","note":null,"starts_at":0}"#.utf8)
        #expect {
            try JSONDecoder().decode(Lesson.self, from: json)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "tags"
        }
        let complete = Data(#"{"id":1,"title":"a","note":null,"tags":[],"starts_at":0}"#.utf8)
        #expect(try JSONDecoder().decode(Lesson.self, from: complete).note == nil)
    }

    @Test func theTableListsTheJSONNamesInOrder() {
        #expect(Lesson.fields.jsonNames == ["id", "title", "note", "tags", "starts_at", "scores"])
    }

    @Test func aKeyFromAStaticStringKeepsItsText() {
        #expect(ModelKey("joined_at").stringValue == "joined_at")
        #expect(ModelKey("名前").stringValue == "名前")
        #expect(ModelKey("a_key_longer_than_fifteen_bytes").stringValue == "a_key_longer_than_fifteen_bytes")
        #expect(ModelKey(intValue: 1) == nil)
    }

    /// A model sent as a parameter is a JSON object of its fields under their
    /// JSON names, each as a parameter of its type is sent; nil is left out.
    @Test func aModelIsSentAsAnObjectOfItsFields() throws {
        let lesson = Lesson(
            id: 3, title: "Maths", tags: ["a", "b"], startsAt: Date(timeIntervalSince1970: 0), scores: ["x": 1.5])
        guard case .value(.object(let object)) = lesson.parameterValue else {
            Issue.record("not an object: \(lesson.parameterValue)")
            return
        }
        #expect(object.map(\.key) == ["id", "title", "tags", "starts_at", "scores"])
        #expect(object["id"] == .number("3"))
        #expect(object["title"] == .string("Maths"))
        #expect(object["tags"] == .array([.string("a"), .string("b")]))
        #expect(object["starts_at"] == .string("1970-01-01T00:00:00Z"))
        #expect(object["note"] == nil)
        #expect([lesson].parameterValue == .value(.array([.object(object)])))
    }

    @Test func dataIsSentAsBase64() {
        #expect(Data([0, 1, 2, 250]).parameterValue == .value(.string("AAEC+g==")))
    }

    /// `required: true`: the key must be in a reply, and nil is written as null.
    @Test func aRequiredOptionalFieldNeedsItsKeyAndIsSentAsNull() throws {
        let decoder = ResponseDecoder()
        #expect(try decoder.decode(Memo.self, from: Data(#"{"text":null}"#.utf8)) == Memo(text: nil))
        #expect(
            try decoder.decode(Memo.self, from: Data(#"{"text":"hi","tag":"t"}"#.utf8)) == Memo(text: "hi", tag: "t"))
        #expect(throws: DecodingError.self) { try decoder.decode(Memo.self, from: Data(#"{"tag":"t"}"#.utf8)) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(Memo(text: nil)), as: UTF8.self) == #"{"text":null}"#)
        #expect(Memo(text: nil).parameterValue == .value(.object(["text": .null])))
    }
}

/// A model with a field of `required: true` (`text`) and a plain optional one (`tag`).
private struct Memo: GeneratedModel {
    var text: String?
    var tag: String?

    init(text: String?, tag: String? = nil) {
        self.text = text
        self.tag = tag
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ModelKey.self)
        self.text = try container.decode("text")
        self.tag = try container.decodeIfPresent("tag")
    }

    static let fields: ModelFields<Self> = [
        .nullableField("text", \.text),
        .optionalField("tag", \.tag),
    ]
}
