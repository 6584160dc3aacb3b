import Foundation
@_spi(Generated) import NetLayer
import NetLayerMock
import NetLayerSpec
import Testing

/// `netlayer mock` of a spec with streams, downloads and caching
/// (`Tests/Fixtures/transfers/transfers.yaml`): a stream's example is written
/// as its events or lines, a download's as its bytes with ranges, and replies
/// to GET carry validators that a revalidation meets.
@Suite struct SpecBackendTransferTests {
    static let path = GeneratedClientAgainstMockTests.root
        .appendingPathComponent("Tests/Fixtures/transfers/transfers.yaml").path

    private func backend() throws -> MockBackend {
        let loaded = SpecLoader().load(Self.path)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        return SpecBackend.make(spec, options: MockOptions(pace: .milliseconds(1)))
    }

    private func reply(
        _ backend: MockBackend, _ target: String, method: String = "GET", headers: [String: String] = [:],
        body: String = ""
    ) async -> MockReply {
        await backend.reply(to: MockRequest(method: method, target: target, headers: headers, body: Data(body.utf8)))
    }

    @Test func aStreamsExampleIsWrittenAsItsEventsThenTheEndMarker() async throws {
        let backend = try backend()
        let chat = await reply(
            backend, "/v1/chat/completions", method: "POST", headers: ["Content-Type": "application/json"],
            body: #"{"prompt": "hi", "stream": true}"#)
        #expect(chat.status == 200, "\(chat.note)")
        #expect(chat.header("Content-Type") == "text/event-stream")
        #expect(
            chat.pieces?.map { String(decoding: $0, as: UTF8.self) } == [
                "id: 1\ndata: {\"delta\":\"Hel\"}\n\n", "id: 2\ndata: {\"delta\":\"lo\"}\n\n", "data: [DONE]\n\n",
            ])
        // The same path and method without `stream: true` is the JSON call, as the server tells them apart.
        let whole = await reply(
            backend, "/v1/chat/completions", method: "POST", headers: ["Content-Type": "application/json"],
            body: #"{"prompt": "hi", "stream": false}"#)
        #expect(whole.interface == "complete" && whole.header("Content-Type") == "application/json")
        // Without an example, one made of the element type: two lines of LogLine.
        let tail = await reply(backend, "/v1/logs/app")
        let lines = String(decoding: tail.body, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            let value = try JSONValue(parsing: Data(line.utf8))
            #expect(value["level"]?.stringValue != nil && value["message"]?.stringValue != nil)
        }
    }

    @Test func aDownloadIsItsExamplesBytesWithRangesAndValidators() async throws {
        let backend = try backend()
        let whole = await reply(backend, "/files/reports/7.pdf")
        #expect(whole.status == 200)
        #expect(whole.header("Content-Type") == "application/pdf")
        #expect(String(decoding: whole.body, as: UTF8.self) == "%PDF-1.4\n")
        #expect(whole.header("Accept-Ranges") == "bytes")
        let tag = try #require(whole.header("ETag"))
        let rest = await reply(backend, "/files/reports/7.pdf", headers: ["Range": "bytes=5-", "If-Range": tag])
        #expect(rest.status == 206)
        #expect(String(decoding: rest.body, as: UTF8.self) == "1.4\n")
        let again = await reply(backend, "/files/list", headers: ["If-None-Match": "*"])
        #expect(again.status == 304)
    }
}

/// A stubbed client (`StubTransport(backend:)`, no network) reads a spec's
/// streams from their examples, as the app's previews and tests do.
@Suite struct StubbedStreamTests {
    struct Chunk: Decodable, Equatable, Sendable {
        var delta: String
    }

    @Test func aStubbedClientReadsAStreamsExampleToItsEndMarker() async throws {
        let loaded = SpecLoader().load(SpecBackendTransferTests.path)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let client = NetLayerClient(
            configuration: ClientConfiguration(),
            environment: ServerEnvironment(name: "production", baseURL: URL(string: "https://api.transfers.example")!),
            transport: StubTransport(backend: SpecBackend.make(spec, options: MockOptions())))
        let endpoint = Endpoint(
            id: "completeStream", method: .POST, path: "v1/chat/completions", body: .json,
            accept: "text/event-stream")
        var chunks: [Chunk] = []
        let stream = client.events(
            endpoint, parameters: [Parameter("prompt", "hi", in: .body), Parameter("stream", true, in: .body)],
            // A time-out far past the client's 30 s: a machine with every core busy must not fail the test.
            as: Chunk.self, options: StreamOptions(firstByteTimeout: 300, endMarker: "[DONE]"))
        for try await chunk in stream { chunks.append(chunk) }
        #expect(chunks == [Chunk(delta: "Hel"), Chunk(delta: "lo")])
    }
}
