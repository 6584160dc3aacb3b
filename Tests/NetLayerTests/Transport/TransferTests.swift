import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing
import TransportKinds

@testable import NetLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Upload progress, replies over the size limit, and servers that trickle.
@Suite(.highPriority) struct TransferTests {
    /// Every update, in order.
    private final class Updates: Sendable {
        private let seen = Locked([TransferProgress]())
        var all: [TransferProgress] { seen.withLock { $0 } }
        var handler: ProgressHandler { { [seen] progress in seen.withLock { $0.append(progress) } } }
    }

    private func expectRisingToTheEnd(_ updates: [TransferProgress], size: Int, _ what: String) {
        #expect(updates.count >= 2, "\(what): more than one update for a body this large: \(updates)")
        #expect(zip(updates, updates.dropFirst()).allSatisfy { $0.received < $1.received }, "\(what): rising")
        #expect(updates.allSatisfy { $0.expected == Int64(size) }, "\(what): the body's size is known")
        #expect(updates.last?.received == Int64(size), "\(what): ends at the body's size")
        #expect(updates.last?.fraction == 1)
    }

    @Test(arguments: TransportKind.all)
    func uploadProgressOfAMultipartBodyRisesToItsSize(_ kind: TransportKind) async throws {
        try await withTestServer(.post("/api/avatar", reply: .json(#"{"ok":true}"#))) { server in
            let photo = FilePart(data: Data((0..<2_000_000).map { UInt8(truncatingIfNeeded: $0) }), fileName: "a.jpg")
            let updates = Updates()
            _ = try await makeClient(server, transport: kind).send(
                endpoint("avatar", .POST, "avatar", body: .multipart),
                parameters: [Parameter("stuId", "7", in: .body), Parameter("avatar", photo, in: .body)],
                uploadProgress: updates.handler)
            let sent = try #require(server.lastRequest(path: "/api/avatar")).body.count
            #expect(sent > 2_000_000)
            expectRisingToTheEnd(updates.all, size: sent, "multipart")
        }
    }

    @Test(arguments: TransportKind.all)
    func uploadProgressOfALargeJSONBodyRisesToItsSize(_ kind: TransportKind) async throws {
        try await withTestServer(.post("/api/notes", reply: .json(#"{"ok":true}"#))) { server in
            let text = String(repeating: "学生 notes, ", count: 60_000)
            let updates = Updates()
            _ = try await makeClient(server, transport: kind).send(
                endpoint("notes", .POST, "notes", body: .json), parameters: [Parameter("text", text, in: .body)],
                uploadProgress: updates.handler)
            let sent = try #require(server.lastRequest(path: "/api/notes")).body.count
            expectRisingToTheEnd(updates.all, size: sent, "JSON")
        }
    }

    @Test(arguments: TransportKind.all)
    func uploadProgressStaysRisingWhenA307SendsTheBodyAgain(_ kind: TransportKind) async throws {
        try await withTestServer(
            TestServer.start(
                .post("/api/notes", reply: .status(307, headers: ["Location": "/api/v2/notes"])),
                .post("/api/v2/notes", reply: .json(#"{"ok":true}"#)))
        ) { server in
            let updates = Updates()
            _ = try await makeClient(server, transport: kind).send(
                endpoint("notes", .POST, "notes", body: .json),
                parameters: [Parameter("text", String(repeating: "x", count: 500_000), in: .body)],
                uploadProgress: updates.handler)
            let sent = try #require(server.lastRequest(path: "/api/v2/notes")).body.count
            expectRisingToTheEnd(updates.all, size: sent, "redirected JSON")
        }
    }

    /// A streamed reply's request reports its upload as a call's does (with URLSession, through the session
    /// delegate's stream path).
    @Test(arguments: TransportKind.all)
    func uploadProgressOfAStreamedRequestStaysRisingWhenA307SendsTheBodyAgain(_ kind: TransportKind) async throws {
        try await withTestServer(
            TestServer.start(
                .post("/api/notes", reply: .status(307, headers: ["Location": "/api/v2/notes"])),
                .post("/api/v2/notes", reply: .json(#"{"ok":true}"#)))
        ) { server in
            let request = HTTPRequest(method: .post, url: server.url("/api/notes"))
            let body = RequestBody(Data(repeating: UInt8(ascii: "x"), count: 500_000))
            let updates = Updates()
            // Through the redirects the client follows above every transport.
            let reply = try await RedirectFollower(base: kind.make()).open(
                request, body: body, options: TransferOptions(uploadProgress: updates.handler))
            var received = Data()
            for try await chunk in reply.body { received += chunk }
            #expect(received == Data(#"{"ok":true}"#.utf8))
            let sent = try #require(server.lastRequest(path: "/api/v2/notes")).body.count
            #expect(sent == 500_000)
            expectRisingToTheEnd(updates.all, size: sent, "streamed and redirected")
        }
    }

    // MARK: Bounded replies

    private func limitError(_ error: NetLayerError?) -> Int64? {
        if case .replyTooLarge(let limit)? = error { return limit }
        return nil
    }

    @Test(arguments: TransportKind.all)
    func aReplyOverTheLimitIsRefusedByItsLength(_ kind: TransportKind) async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/big", reply: .json(Data(repeating: UInt8(ascii: " "), count: 3_000_000))))
        ) { server in
            let updates = Updates()
            let error = await failure {
                try await makeClient(server, ClientConfiguration(maxReplyBytes: 1_000_000), transport: kind).send(
                    endpoint("big", "big"), progress: updates.handler)
            }
            #expect(limitError(error) == 1_000_000, "\(String(describing: error))")
            #expect(updates.all.isEmpty, "refused from its Content-Length, before a byte of the body is kept")
        }
    }

    /// No Content-Length: the body runs until the server closes, so the
    /// limit is kept as the bytes arrive.
    @Test(arguments: TransportKind.all)
    func aReplyWithoutLengthIsStoppedAtTheLimit(_ kind: TransportKind) async throws {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n"
        let server = try CutShortServer.start(
            .raw(Data(head.utf8) + Data(repeating: UInt8(ascii: " "), count: 4_000_000)))
        let updates = Updates()
        let client = NetLayerClient(
            configuration: ClientConfiguration(maxReplyBytes: 1_000_000),
            environment: ServerEnvironment(name: "production", baseURL: server.baseURL), transport: kind.make())
        let error = await failure { try await client.send(endpoint("big", "big"), progress: updates.handler) }
        await server.stop()
        #expect(limitError(error) == 1_000_000, "\(String(describing: error))")
        let kept = updates.all.last?.received ?? 0
        #expect(kept > 0 && kept <= 1_000_000, "what was held never passed the limit: \(kept)")
    }

    @Test(arguments: TransportKind.all)
    func aReplyUnderTheLimitArrives(_ kind: TransportKind) async throws {
        let payload = Data(#"{"b":""#.utf8) + Data(repeating: UInt8(ascii: "x"), count: 900_000) + Data(#""}"#.utf8)
        try await withTestServer(.get("/api/big", reply: .json(payload))) { server in
            let result = try await makeClient(server, ClientConfiguration(maxReplyBytes: 1_000_000), transport: kind)
                .send(
                    endpoint("big", "big"))
            #expect(result.body == payload)
            #expect(ClientConfiguration().maxReplyBytes == 32 << 20, "a default of a few tens of MB")
        }
    }

    @Test func theStubTransportKeepsTheLimitToo() async throws {
        let client = NetLayerClient(
            configuration: ClientConfiguration(maxReplyBytes: 10),
            environment: ServerEnvironment(name: "production", baseURL: URL(string: "https://stub.example")!),
            transport: StubTransport { _, _ in .json(#"{"far":"longer than ten bytes"}"#) })
        #expect(limitError(await failure { try await client.send(endpoint("big", "big")) }) == 10)
    }

    // MARK: Trickling servers

    /// A byte every 50 ms never trips URLSession's idle time-out; the
    /// call's deadline still ends it: without it, the call would succeed
    /// once the 100 s trickle ended.
    @Test(.timeLimit(.minutes(10)), arguments: TransportKind.all)
    func aTricklingReplyIsBoundedByTheDeadline(_ kind: TransportKind) async throws {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n"
        let server = try CutShortServer.start(
            .trickle(
                head: Data(head.utf8), body: Data(repeating: UInt8(ascii: " "), count: 2000),
                interval: .milliseconds(50)))
        let updates = Updates()
        let client = NetLayerClient(
            configuration: ClientConfiguration(),
            environment: ServerEnvironment(name: "production", baseURL: server.baseURL), transport: kind.make())
        let start = ContinuousClock.now
        let error = await failure {
            try await client.send(endpoint("slow", "slow", timeout: 3), progress: updates.handler)
        }
        await server.stop()
        let elapsed = ContinuousClock.now - start
        guard case .timedOut? = error else {
            Issue.record("expected a time-out, got \(String(describing: error))")
            return
        }
        #expect((updates.all.last?.received ?? 0) < 2000, "the reply never completed")
        #expect(elapsed >= .milliseconds(2900), "not before the 3 s deadline")
    }
}

/// Calls cancelled at every moment of their way to the network end, and
/// end as cancelled: none waits for a completion that already happened.
@Suite(.highPriority) struct TransportCancellationTests {
    /// The reply never comes: a call that waited for it instead of ending on
    /// its cancellation would never end.
    @Test(.timeLimit(.minutes(10)), arguments: TransportKind.all)
    func callsCancelledAtAnyMomentEndWithoutTheirReply(_ kind: TransportKind) async throws {
        try await withTestServer(.get("/api/slow", reply: .never)) { server in
            let transport = kind.make()
            let request = HTTPRequest(url: server.url("/api/slow"))
            let outcomes = await withTaskGroup(of: Bool.self) { group in
                for index in 0..<200 {
                    group.addTask {
                        let call = Task { try await transport.send(request, body: nil, options: TransferOptions()) }
                        // From before the call starts to well after it is sent.
                        if index % 4 > 0 { try? await Task.sleep(for: .microseconds(index * 50)) }
                        call.cancel()
                        guard case .failure(let error) = await call.result else { return false }
                        return NetLayerError.from(transportError: error).isCancellation
                    }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(outcomes.count == 200)
            #expect(outcomes.allSatisfy { $0 }, "every call ends as cancelled")
        }
    }
}

extension NetLayerError {
    fileprivate var isCancellation: Bool {
        if case .cancelled = self { return true }
        return false
    }
}
