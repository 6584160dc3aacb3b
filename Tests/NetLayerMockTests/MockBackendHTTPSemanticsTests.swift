import Foundation
@_spi(Generated) import NetLayer
import RuntimeTestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayerMock

/// The mock answers as an HTTP server that supports caches and resumed
/// downloads: validators and 304s, byte ranges and 206s, and streams written piece by piece.
@Suite(.highPriority) struct MockBackendHTTPSemanticsTests {
    private static let list = MockInterface(endpoint: mockStudentList, examples: [.data("two", mockStudents)])

    private static var file: MockInterface {
        var endpoint = Endpoint(id: "report", method: .GET, path: "report", sendsToken: false)
        endpoint.accept = "application/pdf"
        endpoint.reply = .bytes
        // "0123456789", base64.
        return MockInterface(endpoint: endpoint, examples: [.data("ten", "MDEyMzQ1Njc4OQ==")])
    }

    @Test func aReplyToGETCarriesValidatorsAndARevalidationWithThemGets304() async throws {
        let backend = MockBackend(
            interfaces: [Self.list], configuration: ClientConfiguration(), server: mockProduction,
            options: MockOptions(cacheControl: "max-age=60"))
        let first = await mockReply(backend, "GET", "/api/student/v5/student/list")
        #expect(first.status == 200)
        let tag = try #require(first.header("ETag"))
        let modified = try #require(first.header("Last-Modified"))
        #expect(tag.hasPrefix("\"") && tag.hasSuffix("\"") && tag.count == 18)
        #expect(first.header("Cache-Control") == "max-age=60")
        #expect(HTTPDate.parse(modified) != nil)

        let byTag = await mockReply(backend, "GET", "/api/student/v5/student/list", headers: ["If-None-Match": tag])
        #expect(byTag.status == 304)
        #expect(byTag.body.isEmpty)
        #expect(byTag.header("ETag") == tag)
        #expect(byTag.header("Content-Type") == nil)
        let weak = await mockReply(
            backend, "GET", "/api/student/v5/student/list", headers: ["If-None-Match": "\"x\", W/\(tag)"])
        #expect(weak.status == 304)
        let byDate = await mockReply(
            backend, "GET", "/api/student/v5/student/list", headers: ["If-Modified-Since": modified])
        #expect(byDate.status == 304)

        let otherTag = await mockReply(
            backend, "GET", "/api/student/v5/student/list", headers: ["If-None-Match": "\"other\""])
        #expect(otherTag.status == 200)
        #expect(otherTag.json == mockStudents)
        let older = await mockReply(
            backend, "GET", "/api/student/v5/student/list",
            headers: ["If-Modified-Since": "Sun, 06 Nov 1994 08:49:37 GMT"])
        #expect(older.status == 200)
    }

    @Test func theEnvelopesTimeChangesNeitherTheTagNorTheAnswerToARevalidation() throws {
        let backend = MockBackend(
            interfaces: [Self.list], configuration: ClientConfiguration(envelope: schoolEnvelope),
            server: mockProduction)
        let request = MockRequest(method: "GET", target: "/api/student/v5/student/list")
        let first = backend.reply(to: request, at: Date(timeIntervalSince1970: 1_800_000_000))
        let later = backend.reply(to: request, at: Date(timeIntervalSince1970: 1_800_000_007))
        #expect(first.body != later.body, "the envelope's time differs")
        let tag = try #require(first.header("ETag"))
        #expect(later.header("ETag") == tag)
        var revalidation = request
        revalidation.headers["If-None-Match"] = tag
        #expect(backend.reply(to: revalidation, at: Date(timeIntervalSince1970: 1_800_000_009)).status == 304)
    }

    @Test func aByteRangeGets206AndOnePastTheEnd416() async throws {
        let backend = MockBackend(interfaces: [Self.file], configuration: ClientConfiguration(), server: mockProduction)
        let whole = await mockReply(backend, "GET", "/api/report")
        #expect(whole.header("Accept-Ranges") == "bytes")
        let tag = try #require(whole.header("ETag"))

        let rest = await mockReply(backend, "GET", "/api/report", headers: ["Range": "bytes=4-"])
        #expect(rest.status == 206)
        #expect(rest.header("Content-Range") == "bytes 4-9/10")
        #expect(String(decoding: rest.body, as: UTF8.self) == "456789")
        let middle = await mockReply(backend, "GET", "/api/report", headers: ["Range": "bytes=2-3"])
        #expect(String(decoding: middle.body, as: UTF8.self) == "23")
        let suffix = await mockReply(backend, "GET", "/api/report", headers: ["Range": "bytes=-3"])
        #expect(suffix.header("Content-Range") == "bytes 7-9/10")
        let past = await mockReply(backend, "GET", "/api/report", headers: ["Range": "bytes=10-"])
        #expect(past.status == 416)
        #expect(past.header("Content-Range") == "bytes */10")

        let sameFile = await mockReply(
            backend, "GET", "/api/report", headers: ["Range": "bytes=4-", "If-Range": tag])
        #expect(sameFile.status == 206)
        let changedFile = await mockReply(
            backend, "GET", "/api/report", headers: ["Range": "bytes=4-", "If-Range": "\"changed\""])
        #expect(changedFile.status == 200)
        #expect(changedFile.body.count == 10)
        let twoSpans = await mockReply(backend, "GET", "/api/report", headers: ["Range": "bytes=0-1,4-5"])
        #expect(twoSpans.status == 200)
    }

    @Test func anEventStreamWritesEachElementAsAnEventAndResumesAfterLastEventID() async throws {
        let chat = Endpoint(id: "chat", method: .POST, path: "chat", body: .json, sendsToken: false)
        let chunks: JSONValue = [["delta": "Hel"], ["delta": "lo"], "two\nlines"]
        let backend = MockBackend(
            interfaces: [
                MockInterface(
                    endpoint: chat, examples: [.data("reply", chunks)],
                    stream: MockStream(format: .events, end: "[DONE]"))
            ],
            configuration: ClientConfiguration(envelope: schoolEnvelope), server: mockProduction,
            options: MockOptions(pace: .milliseconds(5)))
        let reply = await mockReply(
            backend, "POST", "/api/chat", headers: ["Content-Type": "application/json"], body: "{}")
        #expect(reply.status == 200)
        #expect(reply.header("Content-Type") == "text/event-stream")
        #expect(reply.pace == .milliseconds(5))
        let pieces = try #require(reply.pieces).map { String(decoding: $0, as: UTF8.self) }
        #expect(
            pieces == [
                "id: 1\ndata: {\"delta\":\"Hel\"}\n\n", "id: 2\ndata: {\"delta\":\"lo\"}\n\n",
                "id: 3\ndata: two\ndata: lines\n\n", "data: [DONE]\n\n",
            ])
        #expect(String(decoding: reply.body, as: UTF8.self) == pieces.joined())
        // Its events read back through the runtime's parser as the example's elements, in order.
        var parser = ServerSentEventParser()
        let events = parser.consume(reply.body)
        #expect(events.map(\.data) == ["{\"delta\":\"Hel\"}", "{\"delta\":\"lo\"}", "two\nlines", "[DONE]"])

        let resumed = await mockReply(
            backend, "POST", "/api/chat", headers: ["Content-Type": "application/json", "Last-Event-ID": "2"],
            body: "{}")
        #expect(resumed.pieces?.count == 2)
        #expect(String(decoding: resumed.body, as: UTF8.self).hasPrefix("id: 3\n"))
    }

    @Test func aLineStreamWritesOneJSONValuePerLineAndAByteStreamItsBytesInPieces() async throws {
        var export = Endpoint(id: "export", method: .GET, path: "export", sendsToken: false)
        export.accept = "application/jsonl"
        var media = Endpoint(id: "media", method: .GET, path: "media", sendsToken: false)
        media.accept = "application/octet-stream"
        let backend = MockBackend(
            interfaces: [
                MockInterface(
                    endpoint: export, examples: [.data("rows", [["id": 1], ["id": 2]])],
                    stream: MockStream(format: .lines)),
                MockInterface(
                    endpoint: media, examples: [.data("bytes", "MDEyMzQ1Njc4OQ==")],
                    stream: MockStream(format: .bytes)),
            ], configuration: ClientConfiguration(), server: mockProduction)
        let lines = await mockReply(backend, "GET", "/api/export")
        #expect(lines.header("Content-Type") == "application/jsonl")
        #expect(String(decoding: lines.body, as: UTF8.self) == "{\"id\":1}\n{\"id\":2}\n")
        #expect(lines.pieces?.count == 2)
        // A stream is not cached or ranged: it has no validators.
        #expect(lines.header("ETag") == nil)
        #expect(lines.header("Cache-Control") == "no-store")

        let bytes = await mockReply(backend, "GET", "/api/media")
        #expect(String(decoding: bytes.body, as: UTF8.self) == "0123456789")
        #expect(bytes.pieces?.map(\.count) == [3, 3, 3, 1])
        let head = await mockReply(backend, "HEAD", "/api/media")
        #expect(head.body.isEmpty && head.pieces == nil)
    }
}

/// A client's HTTP cache runs against the mock as against a server: stored, revalidated, answered by a 304.
@Suite(.highPriority) struct MockBackendCacheTests {
    @Test func aCachingClientRevalidatesAgainstTheMockAndGetsTheStoredReply() async throws {
        let configuration = ClientConfiguration(envelope: schoolEnvelope, cache: .http)
        let (client, _) = mockClient(
            [MockInterface(endpoint: mockStudentList, examples: [.data("two", mockStudents)])], configuration)
        let first = try await client.send(mockStudentList)
        #expect(first.cacheHit == nil)
        // `no-cache`, the mock's default: stored, and confirmed with the server before each use.
        let second = try await client.send(mockStudentList)
        #expect(second.cacheHit == .revalidated)
        #expect(second.httpStatus == 200)
        #expect(second.body == first.body)
    }

    @Test func withMaxAgeTheSecondCallIsAnsweredFromTheStoreAlone() async throws {
        let configuration = ClientConfiguration(envelope: schoolEnvelope, cache: .http)
        let (client, _) = mockClient(
            [MockInterface(endpoint: mockStudentList, examples: [.data("two", mockStudents)])], configuration,
            options: MockOptions(cacheControl: "max-age=600"))
        _ = try await client.send(mockStudentList)
        #expect(try await client.send(mockStudentList).cacheHit == .fresh)
    }
}
