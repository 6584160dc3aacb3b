import Foundation
import LoopbackServers
import Testing

@_spi(Generated) @testable import NetLayer

/// A cut event stream resumes at the event that was cut, never after it.
///
/// HTML §9.2.6 sets the event source's last event ID string only when an event
/// is dispatched ("Set the last event ID string of the event source to the
/// value of the last event ID buffer"), and §9.2.5: "If the file ends in the
/// middle of an event, before the final empty line, the incomplete event is
/// not dispatched." So the `id:` of a half event must not reach the
/// reconnection's `Last-Event-ID`.
@Suite struct StreamReconnectionTests {
    struct Indexed: Decodable, Equatable, Sendable {
        var index: Int
        var after: String?
        var name: String
    }

    private static func events(_ baseURL: URL, _ path: String) -> ReplyStream<Indexed> {
        let client = NetLayerClient(
            configuration: ClientConfiguration(), environment: ServerEnvironment(name: "production", baseURL: baseURL))
        let endpoint = Endpoint(
            id: path, method: .GET, path: path, accept: "text/event-stream", sendsToken: false)
        return client.events(
            endpoint, as: Indexed.self, options: StreamOptions(endMarker: "[DONE]", reconnect: .upTo(attempts: 1)))
    }

    /// sse-starlette on uvicorn (PyPI): events 1 and 2 whole, event 3 cut after
    /// its `id:` line, inside its data line, after its whole data line, or
    /// inside a four-byte character; the connection dropped without the last
    /// chunk. The reconnection sends `Last-Event-ID: 2`, and event 3 arrives once.
    @Test(arguments: ["id", "data", "line", "char"])
    func aRealServerResumesAtTheCutEvent(cut: String) async throws {
        try await PythonServer.run("sse_server.py") { server in
            var received: [Indexed] = []
            for try await event in Self.events(server.url("/api"), "events/\(cut)") {
                received.append(event)
            }
            #expect(received.map(\.index) == [1, 2, 3, 4, 5])
            #expect(received.map(\.after) == [nil, nil, "2", "2", "2"], "the Last-Event-ID each event was sent after")
            #expect(received.allSatisfy { $0.name == "caf\u{E9} \u{1F600}" })
        }
    }

    /// The same cuts, written byte by byte by the project's own server, with
    /// the request head of the reconnection read directly.
    @Test(arguments: [
        "id: 3\n",
        "id: 3\ndata: {\"index\": 3, \"half",
        "id: 3\ndata: {\"index\": 3, \"name\": \"caf\u{E9}\"}\n",
        "id: 3\ndata: {\"index\": 3, \"name\": \"caf\u{E9}",
    ])
    func ourServerSeesTheLastDispatchedID(tail: String) async throws {
        try await StreamServer.run { server in
            let events = Self.events(server.url("/api"), "events")
            let reading = Task {
                var received: [Indexed] = []
                for try await event in events { received.append(event) }
                return received
            }
            let first = try #require(await server.connection(0))
            first.writeHead()
            first.write("retry: 0\nid: 1\ndata: {\"index\": 1, \"name\": \"a\"}\n\n")
            first.write("id: 2\ndata: {\"index\": 2, \"name\": \"b\"}\n\n")
            // A tail ending in é is cut inside it: its second byte never comes.
            var tailBytes = Data(tail.utf8)
            if tail.hasSuffix("\u{E9}") { tailBytes.removeLast() }
            first.write(tailBytes)
            first.cut()
            let second = try #require(await server.connection(1))
            #expect(second.header("Last-Event-ID") == "2")
            second.writeHead()
            second.write("id: 3\ndata: {\"index\": 3, \"name\": \"c\"}\n\ndata: [DONE]\n\n")
            let received = try await reading.value
            #expect(received.map(\.index) == [1, 2, 3])
        }
    }
}
