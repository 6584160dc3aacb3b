import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestSupport
import TestTraits
import Testing
import TransportKinds

@_spi(Generated) @testable import NetLayer

/// `NetLayerClient.events`, `lines` and `bytes` over loopback, against a
/// server the test writes byte by byte (`StreamServer`): elements as they
/// are written, typed errors, time-outs, a closed connection when the loop
/// ends, and reconnection with `Last-Event-ID`; on every transport.
@Suite(.highPriority)
struct ReplyStreamTests {
    struct Chunk: Decodable, Equatable, Sendable {
        var delta: String
    }

    private func client(
        _ server: StreamServer, _ kind: TransportKind, _ configuration: ClientConfiguration = ClientConfiguration()
    ) -> NetLayerClient {
        NetLayerClient(
            configuration: configuration,
            environment: ServerEnvironment(name: "production", baseURL: server.url("/api")), transport: kind.make())
    }

    private func stream(_ path: String, timeout: TimeInterval? = nil) -> Endpoint {
        Endpoint(id: path, method: .GET, path: path, accept: "text/event-stream", timeout: timeout, sendsToken: false)
    }

    @Test(arguments: TransportKind.all)
    func eventsArriveAsTheServerWritesThem(_ kind: TransportKind) async throws {
        try await StreamServer.run { server in
            let reading = Reading(client(server, kind).events(stream("events")))
            let connection = try #require(await server.connection())
            #expect(connection.requestLine == "GET /api/events HTTP/1.1")
            #expect(connection.header("Accept") == "text/event-stream")
            connection.writeHead(headers: ["Content-Type": "text/event-stream"])
            connection.write(": a comment\nevent: greeting\nid: 7\ndata: hello\ndata: world\n\n")
            // The first event is handed over while the server still holds the second.
            #expect(
                await reading.count(1) == [ServerSentEvent(event: "greeting", data: "hello\nworld", lastEventID: "7")])
            connection.write("data: {\"a\":1}\r\n\r\n")
            #expect(await reading.count(2).last == ServerSentEvent(data: #"{"a":1}"#, lastEventID: "7"))
            connection.end()
            #expect(await reading.error() == nil)
            #expect(reading.received.value.count == 2)
        }
    }

    @Test(arguments: TransportKind.all)
    func typedEventsEndAtTheEndMarkerAndCloseTheConnection(_ kind: TransportKind) async throws {
        try await StreamServer.run { server in
            let reading = Reading(
                client(server, kind).events(stream("chat"), as: Chunk.self, options: StreamOptions(endMarker: "[DONE]"))
            )
            let connection = try #require(await server.connection())
            connection.writeHead(headers: ["Content-Type": "text/event-stream"])
            connection.write("data: {\"delta\":\"Hel\"}\n\ndata: {\"delta\":\"lo\"}\n\ndata: [DONE]\n\n")
            #expect(await reading.error() == nil)
            #expect(reading.received.value == [Chunk(delta: "Hel"), Chunk(delta: "lo")])
            // The server never ended the body: the client closed the connection at the marker.
            await connection.waitUntilClientCloses()
            #expect(connection.clientClosed)
        }
    }

    @Test(arguments: TransportKind.all)
    func anEventThatDoesNotDecodeIsADecodingError(_ kind: TransportKind) async throws {
        try await StreamServer.run { server in
            let reading = Reading(client(server, kind).events(stream("chat"), as: Chunk.self))
            let connection = try #require(await server.connection())
            connection.writeHead()
            connection.write("data: {\"delta\":\"a\"}\n\ndata: {\"delta\":1}\n\n")
            guard case .decoding? = await reading.error() else {
                Issue.record("expected a decoding error")
                return
            }
            #expect(reading.received.value == [Chunk(delta: "a")])
            await connection.waitUntilClientCloses()
        }
    }

    @Test(arguments: TransportKind.all)
    func linesAreRecordsWhateverTheLineBreaks(_ kind: TransportKind) async throws {
        struct Line: Decodable, Equatable, Sendable {
            var n: Int
        }
        try await StreamServer.run { server in
            let reading = Reading(client(server, kind).lines(stream("tail"), as: Line.self))
            let connection = try #require(await server.connection())
            connection.writeHead(headers: ["Content-Type": "application/x-ndjson"])
            // CRLF, a blank line, a record cut across writes, json-seq's separator, and a last line without a break.
            connection.write("{\"n\":1}\r\n\n{\"n\"")
            connection.write(":2}\n\u{1E}{\"n\":3}\n{\"n\":4}")
            connection.end()
            #expect(await reading.error() == nil)
            #expect(reading.received.value == [Line(n: 1), Line(n: 2), Line(n: 3), Line(n: 4)])
        }
    }

    @Test(arguments: TransportKind.all)
    func bytesArriveAsChunksThatMakeTheBody(_ kind: TransportKind) async throws {
        try await StreamServer.run { server in
            let reading = Reading(client(server, kind).bytes(stream("media")))
            let connection = try #require(await server.connection())
            connection.writeHead(headers: ["Content-Type": "application/octet-stream"])
            let body = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
            connection.write(body.prefix(100_000))
            connection.write(body.dropFirst(100_000))
            connection.end()
            #expect(await reading.error() == nil)
            #expect(reading.received.value.reduce(Data(), +) == body)
        }
    }

    @Test(arguments: TransportKind.all, [500, 404])
    func anErrorStatusBeforeTheFirstEventIsTheCallsError(_ kind: TransportKind, status: Int) async throws {
        try await StreamServer.run { server in
            let reading = Reading(client(server, kind).events(stream("events")))
            let connection = try #require(await server.connection())
            let body = #"{"error":"no"}"#
            connection.writeHead(
                status: status, headers: ["Content-Type": "application/json", "Content-Length": "\(body.utf8.count)"],
                chunked: false)
            connection.write(body)
            guard case .httpStatus(let failure)? = await reading.error() else {
                Issue.record("expected an HTTP status error")
                return
            }
            #expect(failure.status == status)
            #expect(failure.body == Data(body.utf8))
        }
    }

    @Test(arguments: TransportKind.all)
    func anExpiredTokenBeforeTheFirstEventIsLoginRequired(_ kind: TransportKind) async throws {
        try await StreamServer.run { server in
            let configuration = ClientConfiguration(
                token: TokenConfiguration(placement: .header("Authorization"), expiredCodes: [401]))
            let client = client(server, kind, configuration)
            client.setToken("old")
            let endpoint = Endpoint(id: "events", method: .GET, path: "events", accept: "text/event-stream")
            let reading = Reading(client.events(endpoint))
            let connection = try #require(await server.connection())
            #expect(connection.header("Authorization") == "old")
            connection.writeHead(status: 401, headers: ["Content-Length": "0"], chunked: false)
            #expect(Self.name(await reading.error()) == "loginRequired")
        }
    }

    @Test(arguments: TransportKind.all)
    func breakingOutOfTheLoopClosesTheConnection(_ kind: TransportKind) async throws {
        try await StreamServer.run { server in
            let events = client(server, kind).events(stream("events"))
            async let seen: Int = {
                var seen = 0
                for try await _ in events {
                    seen += 1
                    break
                }
                return seen
            }()
            let connection = try #require(await server.connection())
            connection.writeHead()
            connection.write("data: one\n\n")
            #expect(try await seen == 1)
            await connection.waitUntilClientCloses()
            #expect(connection.clientClosed)
        }
    }

    @Test(arguments: TransportKind.all)
    func cancellingTheTaskEndsTheLoopAndClosesTheConnection(_ kind: TransportKind) async throws {
        try await StreamServer.run { server in
            let first = TestEvent()
            let events = client(server, kind).events(stream("events"))
            let reader = Task { () async throws -> Int in
                var seen = 0
                for try await _ in events {
                    seen += 1
                    first.fire()
                }
                return seen
            }
            let connection = try #require(await server.connection())
            connection.writeHead()
            connection.write("data: one\n\n")
            await first.wait()
            reader.cancel()
            await connection.waitUntilClientCloses()
            #expect(Self.name(await reader.result.failureValue) == "cancelled")
        }
    }

    @Test(arguments: TransportKind.all)
    func cancelAllEndsAStream(_ kind: TransportKind) async throws {
        try await StreamServer.run { server in
            let client = client(server, kind)
            let reading = Reading(client.events(stream("events")))
            let connection = try #require(await server.connection())
            connection.writeHead()
            connection.write("data: one\n\n")
            #expect(await reading.count(1).first?.data == "one")
            #expect(client.callsInFlight == 1)
            client.cancelAll()
            #expect(Self.name(await reading.error()) == "cancelled")
            await connection.waitUntilClientCloses()
            #expect(client.callsInFlight == 0)
        }
    }

    @Test(arguments: TransportKind.all)
    func aStreamThatGoesQuietTimesOut(_ kind: TransportKind) async throws {
        try await StreamServer.run { server in
            let reading = Reading(
                client(server, kind).events(stream("events"), options: StreamOptions(idleTimeout: 0.3)))
            let connection = try #require(await server.connection())
            connection.writeHead()
            connection.write("data: one\n\n")
            // Nothing more is written.
            #expect(Self.name(await reading.error()) == "timedOut")
            #expect(reading.received.value.map(\.data) == ["one"])
            await connection.waitUntilClientCloses()
        }
    }

    @Test(arguments: TransportKind.all)
    func aServerThatNeverAnswersTimesOutAtTheFirstByte(_ kind: TransportKind) async throws {
        try await StreamServer.run { server in
            // A whole-call time-out of an hour does not apply to a stream: its first byte's does.
            let endpoint = stream("events", timeout: 3600)
            let reading = Reading(client(server, kind).events(endpoint, options: StreamOptions(firstByteTimeout: 0.3)))
            let connection = try #require(await server.connection())
            #expect(Self.name(await reading.error()) == "timedOut")
            await connection.waitUntilClientCloses()
        }
    }

    @Test(arguments: TransportKind.all)
    func aCutStreamReconnectsWithTheLastEventID(_ kind: TransportKind) async throws {
        try await StreamServer.run { server in
            let events = client(server, kind).events(
                stream("events"), options: StreamOptions(endMarker: "[DONE]", reconnect: .upTo(attempts: 2)))
            let reading = Reading(events)
            let first = try #require(await server.connection(0))
            first.writeHead()
            first.write("retry: 0\nid: 1\ndata: a\n\nid: 2\ndata: b\n\ndata: half")
            first.cut()
            let second = try #require(await server.connection(1))
            #expect(second.header("Last-Event-ID") == "2")
            second.writeHead()
            second.write("id: 3\ndata: c\n\ndata: [DONE]\n\n")
            #expect(Self.name(await reading.error()) == "no error")
            #expect(reading.received.value.map(\.data) == ["a", "b", "c"])
        }
    }

    @Test(arguments: TransportKind.all)
    func withoutReconnectionACutIsAConnectionLost(_ kind: TransportKind) async throws {
        try await StreamServer.run { server in
            let reading = Reading(
                client(server, kind).events(stream("events"), options: StreamOptions(endMarker: "[DONE]")))
            let connection = try #require(await server.connection())
            connection.writeHead()
            connection.write("data: a\n\n")
            #expect(await reading.count(1).first?.data == "a")
            connection.end()
            guard case .network(let failure)? = await reading.error() else {
                Issue.record("expected a network failure")
                return
            }
            #expect(failure.kind == .connectionLost)
        }
    }

    @Test func aStubbedClientStreamsItsWholeBody() async throws {
        let stub = StubTransport { _, _ in
            StubReply(
                status: 200,
                body: Data("data: {\"delta\":\"x\"}\n\ndata: {\"delta\":\"y\"}\n\ndata: [DONE]\n\n".utf8))
        }
        let client = NetLayerClient(
            configuration: ClientConfiguration(),
            environment: ServerEnvironment(name: "production", baseURL: URL(string: "https://example.com")!),
            transport: stub)
        var all: [Chunk] = []
        let options = StreamOptions(endMarker: "[DONE]")
        for try await chunk in client.events(stream("chat"), as: Chunk.self, options: options) {
            all.append(chunk)
        }
        #expect(all == [Chunk(delta: "x"), Chunk(delta: "y")])
    }
}

/// A loop over a stream in a task of its own: what it has received so far, and how it ended.
final class Reading<Element: Sendable>: Sendable {
    let received = TestState<[Element]>([])
    private let task: Task<Void, any Error>

    init(_ stream: ReplyStream<Element>) {
        task = Task { [received] in
            for try await element in stream { received.update { $0.append(element) } }
        }
    }

    /// What was received once there are at least `count` elements.
    func count(_ count: Int) async -> [Element] {
        await received.wait { $0.count >= count }
    }

    /// How the loop ended: nil when the stream ended without error.
    func error() async -> NetLayerError? {
        switch await task.result {
        case .success: return nil
        case .failure(let error as NetLayerError): return error
        case .failure(let error):
            Issue.record("the loop threw something other than NetLayerError: \(error)")
            return nil
        }
    }
}

extension ReplyStreamTests {
    /// The error's case, for errors without associated values: "timedOut".
    static func name(_ error: NetLayerError?) -> String {
        switch error {
        case .timedOut?: "timedOut"
        case .cancelled?: "cancelled"
        case .loginRequired?: "loginRequired"
        case let other?: "\(other)"
        case nil: "no error"
        }
    }
}

extension Result {
    fileprivate var failureValue: NetLayerError? {
        if case .failure(let failure) = self { return failure as? NetLayerError }
        return nil
    }
}
