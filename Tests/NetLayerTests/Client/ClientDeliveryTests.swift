import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing
import TransportKinds

@testable import NetLayer

/// Completion closures, the delegate entry point, progress and logging:
/// all over the same core.
@Suite(.highPriority) struct ClientDeliveryTests {
    @Test func completionClosuresReceiveTheResult() async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/list", reply: .json("[1]")), .get("/api/bad", reply: .status(404)))
        ) { server throws in
            let client = makeClient(server)
            let ok = await withCheckedContinuation { continuation in
                client.send(endpoint("list", "list")) { continuation.resume(returning: $0) }
            }
            #expect(try ok.get().data == [1])
            let bad = await withCheckedContinuation { continuation in
                client.send(endpoint("bad", "bad")) { continuation.resume(returning: $0) }
            }
            guard case .failure(.httpStatus(let failure)) = bad else {
                Issue.record("expected a 404 failure, got \(bad)")
                return
            }
            #expect(failure.status == 404)
        }
    }

    @Test func completionsRunOnTheCallbackQueue() async throws {
        try await withTestServer(.get("/api/list", reply: .json("[1]"))) { server in
            let queue = DispatchQueue(label: "callbacks")
            let key = DispatchSpecificKey<Int>()
            queue.setSpecific(key: key, value: 42)
            let client = makeClient(server, ClientConfiguration(callbackQueue: queue))
            let onQueue = await withCheckedContinuation { continuation in
                client.send(endpoint("list", "list")) { _ in
                    continuation.resume(returning: DispatchQueue.getSpecific(key: key))
                }
            }
            #expect(onQueue == 42)
        }
    }

    @Test func theDelegateHearsOfEveryCall() async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/list", reply: .json("[1]")), .get("/api/bad", reply: .status(500)))
        ) { server in
            let client = makeClient(server)
            let delegate = RecordingDelegate(expecting: 2)
            client.send(endpoint("list", "list"), delegate: delegate)
            client.send(endpoint("bad", "bad"), delegate: delegate)
            let calls = await delegate.finished()
            #expect(calls.map(\.0).sorted() == ["bad", "list"])
            #expect(calls.first { $0.0 == "list" }?.1 == true)
            #expect(calls.first { $0.0 == "bad" }?.1 == false)
        }
    }

    /// The reply never comes: only the cancel can end the call.
    @Test(.timeLimit(.minutes(10)))
    func aHandleCancelsAClosureCall() async throws {
        try await withTestServer(.get("/api/slow", reply: .never)) { server in
            let client = makeClient(server)
            let result = await withCheckedContinuation { continuation in
                let handle = client.send(endpoint("slow", "slow")) { continuation.resume(returning: $0) }
                Task {
                    await server.waitForRequests(1)
                    handle.cancel()
                }
            }
            guard case .failure(.cancelled) = result else {
                Issue.record("expected cancelled, got \(result)")
                return
            }
        }
    }

    @Test(arguments: TransportKind.all)
    func downloadProgressIsReported(_ kind: TransportKind) async throws {
        let payload = "[" + Array(repeating: "1234567890", count: 20_000).joined(separator: ",") + "]"
        try await withTestServer(.get("/api/big", reply: .json(payload))) { server in
            let updates = Locked([TransferProgress]())
            _ = try await makeClient(server, transport: kind).send(endpoint("big", "big")) { progress in
                updates.withLock { $0.append(progress) }
            }
            let seen = updates.withLock { $0 }
            #expect(!seen.isEmpty)
            #expect(seen.last?.received == Int64(payload.utf8.count))
            #expect(seen.last?.fraction == 1)
            #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.received <= $1.received })
        }
    }

    @Test func logsNeverShowTokensOrSecrets() async throws {
        try await withTestServer(
            TestServer.start(
                .post("/api/login", reply: envelope(data: "{}").with(header: "x-auth-token", "TOPSECRET-TOKEN")),
                .get("/api/me", reply: envelope(data: "{}")))
        ) { server in
            let logger = RecordingLogger()
            let client = makeClient(
                server, ClientConfiguration(envelope: schoolEnvelope, token: schoolToken, logger: logger))
            _ = try await client.send(
                endpoint("login", .POST, "login", body: .json, sendsToken: false),
                parameters: [
                    Parameter("user", "bo", in: .body), Parameter("password", "hunter2", in: .body, secret: true),
                ])
            _ = try await client.send(
                endpoint("me", "me"), parameters: [Parameter("pin", "9876", in: .query, secret: true)])
            let text = logger.lines.joined(separator: "\n")
            #expect(text.contains("login"))
            #expect(text.contains("\"user\":\"bo\""))
            #expect(!text.contains("hunter2"))
            #expect(!text.contains("9876"))
            #expect(!text.contains("TOPSECRET-TOKEN"))
            #expect(text.contains("<redacted>"))
            #expect(
                server.lastRequest(path: "/api/me")?.header("x-auth-token") == "TOPSECRET-TOKEN",
                "redaction is for logs only")
        }
    }
}

final class RecordingDelegate: NetLayerDelegate {
    private struct State {
        var calls: [(String, Bool)] = []
        var waiter: CheckedContinuation<[(String, Bool)], Never>?
    }

    private let state = Locked(State())
    private let expected: Int

    init(expecting expected: Int) {
        self.expected = expected
    }

    func netLayerClient(
        _ client: NetLayerClient, didFinish endpoint: Endpoint, with result: Result<RequestResult, NetLayerError>
    ) {
        typealias Waiter = CheckedContinuation<[(String, Bool)], Never>
        let (waiter, calls) = state.withLock { state -> (Waiter?, [(String, Bool)]) in
            state.calls.append((endpoint.id, (try? result.get()) != nil))
            guard state.calls.count == expected else { return (nil, state.calls) }
            defer { state.waiter = nil }
            return (state.waiter, state.calls)
        }
        waiter?.resume(returning: calls)
    }

    /// The calls, once `expected` of them have finished.
    func finished() async -> [(String, Bool)] {
        await withCheckedContinuation { continuation in
            let ready: [(String, Bool)]? = state.withLock { state in
                if state.calls.count == expected { return state.calls }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}

final class RecordingLogger: NetLayerLogger {
    private let recorded = Locked([String]())

    var lines: [String] { recorded.withLock { $0 } }

    func log(_ event: NetLayerLogEvent) {
        let line: String
        switch event {
        case .request(let id, let method, let url, let headers, let body):
            line = "\(id) \(method) \(url) \(headers.sorted { $0.key < $1.key }) \(body ?? "")"
        case .response(let id, let status, let bytes, _):
            line = "\(id) \(status) \(bytes)"
        case .failure(let id, let error):
            line = "\(id) \(error)"
        }
        recorded.withLock { $0.append(line) }
    }
}
