import Foundation
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayer

/// Leniency and date formats chosen per model (``DecodingOverrides``) and
/// per endpoint, instead of all-or-nothing per client.
@Suite(.highPriority) struct ResponseDecoderOverridesTests {
    /// A loose model inside a strict reply.
    struct Loose: Decodable, Equatable, DecodingOverrides {
        var count: Int
        var label: String
        var inner: Inner?
        static let decodingLeniency: ResponseDecoder.Leniency? = [.nullAsEmpty, .numbersFromStrings]
    }

    /// Chooses nothing: inherits the leniency in force around it.
    struct Inner: Decodable, Equatable {
        var size: Int
    }

    struct Strict: Decodable, Equatable {
        var count: Int
        var loose: Loose
    }

    struct Stamped: Decodable, Equatable, DecodingOverrides {
        var at: Date
        var day: Date?
        var seconds: Date
        var millis: Date
        var nested: Plain?
        static let dateDecodings: [String: ResponseDecoder.DateDecoding] = [
            "at": .formatted("yyyy-MM-dd HH:mm:ss"), "day": .formatted("yyyy/MM/dd"),
            "seconds": .secondsSince1970, "millis": .millisecondsSince1970,
        ]
    }

    /// Has a field of the same name as `Stamped`'s, read the decoder's way.
    struct Plain: Decodable, Equatable {
        var at: Date
    }

    @Test func aModelsLeniencyAppliesToItsFieldsAndWhatTheyHold() throws {
        let json = #"{"count": 1, "loose": {"count": "2", "label": null, "inner": {"size": "3"}}}"#
        let value = try ResponseDecoder().decode(Strict.self, from: Data(json.utf8))
        #expect(value == Strict(count: 1, loose: Loose(count: 2, label: "", inner: Inner(size: 3))))
    }

    /// Decodes its inner value through a super decoder, as hand-written `init(from:)`s may.
    struct LooseThroughSuper: Decodable, DecodingOverrides {
        var inner: Inner
        static let decodingLeniency: ResponseDecoder.Leniency? = [.numbersFromStrings]

        enum CodingKeys: String, CodingKey { case inner }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            inner = try Inner(from: container.superDecoder(forKey: .inner))
        }
    }

    @Test func aSuperDecoderKeepsTheModelsLeniency() throws {
        let value = try ResponseDecoder().decode(LooseThroughSuper.self, from: Data(#"{"inner": {"size": "4"}}"#.utf8))
        #expect(value.inner == Inner(size: 4))
    }

    @Test func outsideTheLenientModelTheDecoderStaysStrict() {
        let json = #"{"count": "1", "loose": {"count": 2, "label": "x"}}"#
        #expect(throws: DecodingError.self) { try ResponseDecoder().decode(Strict.self, from: Data(json.utf8)) }
    }

    @Test func datesAreReadInEachFieldsOwnFormat() throws {
        let json = #"""
            {"at": "2026-11-22 10:30:00", "day": "2026/11/22", "seconds": 1790000000, "millis": 1790000000123,
             "nested": {"at": "2026-11-22T10:30:00Z"}}
            """#
        let value = try ResponseDecoder(dateDecoding: .iso8601).decode(Stamped.self, from: Data(json.utf8))
        let utc = ISO8601DateFormatter()
        #expect(value.at == utc.date(from: "2026-11-22T10:30:00Z"))
        #expect(value.day == utc.date(from: "2026-11-22T00:00:00Z"))
        #expect(value.seconds == Date(timeIntervalSince1970: 1_790_000_000))
        #expect(value.millis == Date(timeIntervalSince1970: 1_790_000_000.123))
        #expect(value.nested?.at == utc.date(from: "2026-11-22T10:30:00Z"), "a nested model's field of the same name")
    }

    @Test func aDateInTheWrongFormatNamesItsField() {
        let json = #"{"at": "2026-11-22T10:30:00Z", "seconds": 1, "millis": 1}"#
        #expect {
            try ResponseDecoder().decode(Stamped.self, from: Data(json.utf8))
        } throws: { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
            return context.codingPath.map(\.stringValue) == ["at"]
                && context.debugDescription.contains("yyyy-MM-dd HH:mm:ss")
        }
    }

    @Test func anEndpointsLeniencyWinsOverTheClients() async throws {
        let client = NetLayerClient(
            configuration: ClientConfiguration(),
            environment: ServerEnvironment(name: "production", baseURL: URL(string: "https://stub.example")!),
            transport: StubTransport { _, _ in .json(#"{"size": "7"}"#) })
        var lenient = Endpoint(id: "size", method: .GET, path: "size")
        await #expect(throws: NetLayerError.self, "strict by default") {
            try await client.send(lenient, as: Inner.self)
        }
        lenient.leniency = .numbersFromStrings
        #expect(try await client.send(lenient, as: Inner.self) == Inner(size: 7))
    }
}
