import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayer

/// Requests and replies beyond the common cases: an extension method sent as written, and a body
/// in a content coding the platform's URLSession cannot decode.
@Suite(.highPriority) struct MethodAndCodingTests {
    private func client(_ server: CutShortServer, retry: RetryPolicy? = nil) -> NetLayerClient {
        var configuration = ClientConfiguration()
        configuration.retry = retry
        return NetLayerClient(
            configuration: configuration,
            environment: ServerEnvironment(name: "production", baseURL: server.url("/api")))
    }

    private static func reply(_ head: String, body: String) -> CutShortServer.Mode {
        .raw(Data("HTTP/1.1 \(head)\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)".utf8))
    }

    /// RFC 9110 §9.1: "the method token is case-sensitive", and §16.1 registers methods beyond the standard
    /// ones; WebDAV's `PROPFIND` reaches the server as written, and is not idempotent unless the endpoint says.
    @Test func anExtensionMethodIsSentAsWritten() async throws {
        let server = try CutShortServer.start(
            Self.reply("207 Multi-Status\r\nContent-Type: application/json", body: "[]"))
        defer { Task { await server.stop() } }
        let propfind = try #require(HTTPMethod(rawValue: "PROPFIND"))
        let files = Endpoint(id: "files", method: propfind, path: "files", sendsToken: false)
        #expect(!files.isIdempotent)
        let result = try await client(server).send(files)
        #expect(result.httpStatus == 207)
        #expect(server.requestHeads.first?.hasPrefix("PROPFIND /api/files HTTP/1.1\r\n") == true)
    }

    /// §5.6.2: `token = 1*tchar`; anything else is refused when the method is made, not on the wire.
    @Test func aMethodIsAToken() {
        #expect(HTTPMethod(rawValue: "M-SEARCH")?.rawValue == "M-SEARCH")
        #expect(HTTPMethod(rawValue: "QUERY") != nil)
        #expect(HTTPMethod(rawValue: "GET") == .GET)
        for invalid in ["", "GET X", "GET\r\n", "PRÜFEN", "A(B)"] {
            #expect(HTTPMethod(rawValue: invalid) == nil, "\(invalid)")
        }
    }

    /// swift-corelibs-foundation turns libcurl's decoding on for every task, and libcurl fails a body in a
    /// coding it does not know without handing it over. The call ends with a bad reply that names the coding,
    /// once: it is not a dropped connection, so a retry policy does not send it again.
    @Test(.enabled(if: Self.onLinux)) func anUndecodableContentEncodingIsABadReplyNotRetried() async throws {
        let server = try CutShortServer.start(
            Self.reply("200 OK\r\nContent-Type: application/json\r\nContent-Encoding: x-unknown", body: "[1]"))
        defer { Task { await server.stop() } }
        let error = await failure {
            try await client(server, retry: RetryPolicy(times: 3, delay: 0)).send(
                endpoint("list", "list", sendsToken: false))
        }
        guard case .network(let network)? = error else {
            Issue.record("expected a network failure, got \(String(describing: error))")
            return
        }
        #expect(network.kind == .badReply)
        #expect(network.message.contains("'x-unknown'"))
        #expect(server.connectionCount == 1)
    }

    static var onLinux: Bool {
        #if os(Linux)
            true
        #else
            false
        #endif
    }
}
