import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestSupport
import TestTraits
import Testing
import TransportKinds

@testable import NetLayer

/// `RetryPolicy` against servers that fail for a moment, as gateways and
/// overloaded backends do.
@Suite(.highPriority) struct RetryTests {
    /// Quick retries, so that tests wait little.
    private let quick = RetryPolicy(times: 3, backoff: .constant, delay: 0.01, jitter: false)

    /// Answers `status` (with `headers`) to the first `failures` requests, then `{"ok":true}`.
    private func flaky(
        _ method: String = "GET", failures: Int, status: Int = 503, headers: [String: String] = [:]
    ) async throws -> TestServer {
        try await flaky(method, failures: failures, status: status) { headers }
    }

    /// The same, with headers made when each failure is answered.
    private func flaky(
        _ method: String = "GET", failures: Int, status: Int = 503,
        headers: @escaping @Sendable () -> [String: String]
    ) async throws -> TestServer {
        let count = Locked(0)
        return try await TestServer.start(
            TestRoute(method, "/api/item") { _ in
                let attempt = count.withLock {
                    $0 += 1; return $0
                }
                return attempt <= failures
                    ? .text("busy", status: status, headers: headers()) : .json(#"{"ok":true}"#)
            })
    }

    @Test(arguments: [502, 503, 504, 429, 408])
    func aServerThatFailsTwiceThenAnswersIsRetried(status: Int) async throws {
        try await withTestServer(flaky(failures: 2, status: status)) { server in
            let result = try await makeClient(server, ClientConfiguration(retry: quick)).send(endpoint("item", "item"))
            #expect(result.json == ["ok": true])
            #expect(server.requests.count == 3)
        }
    }

    @Test func moreFailuresThanRetriesEndWithTheLastFailure() async throws {
        try await withTestServer(flaky(failures: 10)) { server in
            let error = await failure {
                try await makeClient(server, ClientConfiguration(retry: quick)).send(endpoint("item", "item"))
            }
            guard case .httpStatus(let failure)? = error else {
                Issue.record("expected the 503, got \(String(describing: error))")
                return
            }
            #expect(failure.status == 503)
            #expect(server.requests.count == 4, "the first attempt and 3 retries")
        }
    }

    @Test func aStatusNotNamedIsNotRetried() async throws {
        try await withTestServer(flaky(failures: 1, status: 500)) { server in
            _ = await failure {
                try await makeClient(server, ClientConfiguration(retry: quick)).send(endpoint("item", "item"))
            }
            #expect(server.requests.count == 1)
        }
    }

    /// On every transport: each must report a cut body as a lost connection for the retry to happen.
    @Test(arguments: TransportKind.all)
    func aDroppedConnectionIsRetried(_ transport: TransportKind) async throws {
        let server = try CutShortServer.start(.truncatedBody)
        let client = NetLayerClient(
            configuration: ClientConfiguration(retry: quick),
            environment: ServerEnvironment(name: "production", baseURL: server.baseURL), transport: transport.make())
        let error = await failure { try await client.send(endpoint("item", "item")) }
        await server.stop()
        guard case .network(let failure)? = error else {
            Issue.record("expected a network failure, got \(String(describing: error))")
            return
        }
        #expect(failure.kind == .connectionLost)
        #expect(server.connectionCount == 4)
    }

    @Test func aPostIsNotRetriedUnlessItsEndpointIsIdempotent() async throws {
        try await withTestServer(flaky("POST", failures: 1)) { server in
            let client = makeClient(server, ClientConfiguration(retry: quick))
            let post = endpoint("item", .POST, "item", body: .json)
            _ = await failure { try await client.send(post) }
            #expect(server.requests.count == 1, "a POST is not repeated on its own")

            var safe = post
            safe.idempotent = true
            let result = try await client.send(safe)
            #expect(result.json == ["ok": true])
            #expect(server.requests.count == 2)
        }
    }

    @Test func anEndpointCanTurnTheClientsPolicyOff() async throws {
        try await withTestServer(flaky(failures: 1)) { server in
            var item = endpoint("item", "item")
            item.retry = .none
            _ = await failure { try await makeClient(server, ClientConfiguration(retry: quick)).send(item) }
            #expect(server.requests.count == 1)
        }
    }

    @Test func anEndpointsOwnPolicyWins() async throws {
        try await withTestServer(flaky(failures: 1, status: 500)) { server in
            var item = endpoint("item", "item")
            item.retry = .policy(RetryPolicy(times: 1, on: [.status(500)], delay: 0.01))
            let result = try await makeClient(server).send(item)
            #expect(result.json == ["ok": true])
            #expect(server.requests.count == 2)
        }
    }

    // MARK: Retry-After

    @Test func retryAfterInSecondsIsHonoured() async throws {
        try await withTestServer(flaky(failures: 1, headers: ["Retry-After": "1"])) { server in
            _ = try await makeClient(server, ClientConfiguration(retry: quick)).send(endpoint("item", "item"))
            let requests = server.requests
            #expect(requests.count == 2)
            #expect(requests[1].receivedAt - requests[0].receivedAt >= .milliseconds(950))
        }
    }

    @Test func retryAfterAsAnHTTPDateIsHonoured() async throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        try await withTestServer(flaky(failures: 1) { ["Retry-After": formatter.string(from: Date() + 2)] }) { server in
            _ = try await makeClient(server, ClientConfiguration(retry: quick)).send(endpoint("item", "item"))
            let requests = server.requests
            #expect(requests.count == 2)
            // The date has whole seconds: 2 s ahead is 1 to 2 s away.
            #expect(requests[1].receivedAt - requests[0].receivedAt >= .milliseconds(950))
        }
    }

    /// Had the call waited, its deadline would have ended it first, as a time-out.
    @Test(.timeLimit(.minutes(10)))
    func aWaitPastTheDeadlineEndsTheCallWithTheFailureAtOnce() async throws {
        try await withTestServer(flaky(failures: 5, headers: ["Retry-After": "3600"])) { server in
            let error = await failure {
                try await makeClient(server, ClientConfiguration(timeout: 600, retry: quick)).send(
                    endpoint("item", "item"))
            }
            guard case .httpStatus(let failure)? = error else {
                Issue.record("expected the 503, got \(String(describing: error))")
                return
            }
            #expect(failure.status == 503)
            #expect(server.requests.count == 1)
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func cancellingDuringTheWaitEndsTheCall() async throws {
        try await withTestServer(flaky(failures: 5, headers: ["Retry-After": "3600"])) { server in
            // The client logs an attempt's failure just before it waits to retry.
            let logger = FailureLogger()
            // A wait of an hour, well inside the deadline: only the cancel can end it.
            let client = makeClient(server, ClientConfiguration(timeout: 36_000, retry: quick, logger: logger))
            let call = Task { await failure { try await client.send(endpoint("item", "item")) } }
            await logger.failures.wait { $0 >= 1 }
            call.cancel()
            guard case .cancelled? = await call.value else {
                Issue.record("expected cancelled")
                return
            }
            #expect(server.requests.count == 1)
        }
    }

    // MARK: The waits

    @Test func exponentialWaitsDoubleUpToTheMaximumWithJitterBelow() {
        let policy = RetryPolicy(times: 10, backoff: .exponential, delay: 0.5, maxDelay: 3)
        let failure = NetLayerError.network(NetworkFailure(kind: .connectionLost, code: -1, message: ""))
        let longest = (1...5).map { policy.wait(before: $0, after: failure, random: { $0.upperBound }) }
        let shortest = (1...5).map { policy.wait(before: $0, after: failure, random: { $0.lowerBound }) }
        #expect(longest == [0.5, 1, 2, 3, 3])
        #expect(shortest == [0.25, 0.5, 1, 1.5, 1.5])
        let drawn = (0..<50).map { _ in policy.wait(before: 2, after: failure) }
        #expect(drawn.allSatisfy { (0.5...1).contains($0) })
        #expect(Set(drawn).count > 1, "jitter spreads the waits")
    }

    @Test func retryAfterIsReadInEveryFormOfRFC9110() throws {
        let now = try #require(HTTPDate.parse("Sun, 06 Nov 1994 08:49:30 GMT"))
        #expect(RetryPolicy.retryAfter("120", now: now) == 120)
        #expect(RetryPolicy.retryAfter("Sun, 06 Nov 1994 08:49:37 GMT", now: now) == 7)
        #expect(RetryPolicy.retryAfter("Sunday, 06-Nov-94 08:49:37 GMT", now: now) == 7)
        #expect(RetryPolicy.retryAfter("Sun Nov  6 08:49:37 1994", now: now) == 7)
        #expect(RetryPolicy.retryAfter("Sun, 06 Nov 1994 08:00:00 GMT", now: now) == 0, "a past date: at once")
        #expect(RetryPolicy.retryAfter("soon", now: now) == nil)
        #expect(RetryPolicy.retryAfter("-5", now: now) == nil)
    }
}

/// Counts the failed attempts the client logs.
private final class FailureLogger: NetLayerLogger {
    let failures = TestState(0)

    func log(_ event: NetLayerLogEvent) {
        if case .failure = event { failures.update { $0 += 1 } }
    }
}
