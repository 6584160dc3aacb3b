import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing

@testable import NetLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Interceptors adapt requests and decide retries, within the client's limit.
@Suite(.highPriority) struct InterceptorTests {
    struct Signer: RequestInterceptor {
        func adapt(_ request: HTTPRequest, for endpoint: Endpoint, client: NetLayerClient) async throws(NetLayerError)
            -> HTTPRequest
        {
            var request = request
            request.headerFields[HTTPField.Name("X-Signature")!] = "signed-\(endpoint.id)"
            return request
        }
    }

    struct RetryServerErrors: RequestInterceptor {
        func shouldRetry(_ failure: RetryContext, client: NetLayerClient) async -> Bool {
            if case .httpStatus(let http) = failure.error { return http.status >= 500 }
            return false
        }
    }

    /// Fails the first `failures` requests with 503, then succeeds.
    private func flakyServer(failures: Int) async throws -> TestServer {
        let count = Locked(0)
        return try await TestServer.start(
            TestRoute("GET", "/api/flaky") { _ in
                let attempt = count.withLock { count in
                    count += 1
                    return count
                }
                return attempt <= failures ? .status(503) : .json("[\(attempt)]")
            })
    }

    @Test func adaptChangesTheRequestSent() async throws {
        try await withTestServer(.get("/api/list", reply: .json("{}"))) { server in
            _ = try await makeClient(server, ClientConfiguration(interceptors: [Signer()])).send(
                endpoint("list", "list"))
            #expect(server.lastRequest(path: "/api/list")?.header("x-signature") == "signed-list")
        }
    }

    @Test func retriesUpToTheLimit() async throws {
        try await withTestServer(flakyServer(failures: 2)) { server in
            let result = try await makeClient(
                server, ClientConfiguration(interceptors: [RetryServerErrors()], maxRetries: 2)
            )
            .send(endpoint("flaky", "flaky"))
            #expect(result.data == [3])
            #expect(server.requests(path: "/api/flaky").count == 3)
        }
    }

    @Test func theLimitWinsOverTheInterceptor() async throws {
        try await withTestServer(flakyServer(failures: 5)) { server in
            let error = await failure {
                try await makeClient(server, ClientConfiguration(interceptors: [RetryServerErrors()], maxRetries: 1))
                    .send(
                        endpoint("flaky", "flaky"))
            }
            guard case .httpStatus(let http)? = error else {
                Issue.record("expected the 503, got \(String(describing: error))")
                return
            }
            #expect(http.status == 503)
            #expect(server.requests(path: "/api/flaky").count == 2)
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aTokenIsRefreshedOnceForManyWaitingCalls() async throws {
        try await withTestServer(
            TestServer.start(
                TestRoute("GET", "/api/me") { request in
                    request.header("x-auth-token") == "FRESH"
                        ? envelope(data: "1") : envelope(code: 401, message: "expired")
                })
        ) { server in
            let refreshes = Locked(0)
            let refresher = TokenRefresher { _ in
                refreshes.withLock { $0 += 1 }
                // Not before all 10 calls have sent the stale token: they all meet the 401 while this refresh is on.
                await server.waitForRequests(10)
                return StoredToken(value: "FRESH", expiresAt: nil)
            }
            let client = makeClient(
                server, ClientConfiguration(envelope: schoolEnvelope, token: schoolToken, interceptors: [refresher]))
            client.setToken(StoredToken(value: "STALE", expiresAt: nil))
            let events = Locked(0)
            client.onLoginRequired = { _ in events.withLock { $0 += 1 } }

            let results = try await withThrowingTaskGroup(of: JSONValue?.self) { group in
                for _ in 0..<10 { group.addTask { try await client.send(endpoint("me", "me")).data } }
                return try await group.reduce(into: [JSONValue?]()) { $0.append($1) }
            }
            #expect(results == Array(repeating: 1, count: 10))
            #expect(refreshes.withLock { $0 } == 1)
            #expect(events.withLock { $0 } == 0, "a refreshed token needs no login")
            #expect(client.currentToken == "FRESH")
        }
    }

    /// A client of `server` whose `TokenRefresher` hands out `FRESH`, and the count of its refreshes.
    private func refreshingClient(_ server: TestServer) -> (NetLayerClient, Locked<Int>) {
        let refreshes = Locked(0)
        let refresher = TokenRefresher { _ in
            refreshes.withLock { $0 += 1 }
            return StoredToken(value: "FRESH", expiresAt: nil)
        }
        let client = makeClient(
            server, ClientConfiguration(envelope: schoolEnvelope, token: schoolToken, interceptors: [refresher]))
        return (client, refreshes)
    }

    /// A token past its lifetime is refreshed before anything is sent: the
    /// server only sees the fresh one.
    @Test func aTokenPastItsLifetimeIsRefreshedWithoutAskingTheServer() async throws {
        try await withTestServer(.get("/api/me", reply: envelope(data: "1"))) { server throws in
            let (client, refreshes) = refreshingClient(server)
            client.setToken(StoredToken(value: "STALE", expiresAt: Date().addingTimeInterval(-1)))
            let events = Locked(0)
            client.onLoginRequired = { _ in events.withLock { $0 += 1 } }

            #expect(try await client.send(endpoint("me", "me")).data == 1)
            #expect(refreshes.withLock { $0 } == 1)
            #expect(events.withLock { $0 } == 0)
            #expect(server.requests(path: "/api/me").map { $0.header("x-auth-token") } == ["FRESH"])
        }
    }

    /// With no token at all there is nothing to refresh: after `logOut()`
    /// the app stays logged out, and nothing is sent.
    @Test func noTokenIsRefreshedAfterLogOut() async throws {
        try await withTestServer(.get("/api/me", reply: envelope(data: "1"))) { server in
            let (client, refreshes) = refreshingClient(server)
            client.setToken(StoredToken(value: "T", expiresAt: nil))
            client.logOut()
            let error = await failure { try await client.send(endpoint("me", "me")) }
            guard case .loginRequired? = error else {
                Issue.record("expected loginRequired, got \(String(describing: error))")
                return
            }
            #expect(refreshes.withLock { $0 } == 0)
            #expect(client.isLoggedIn == false)
            #expect(server.requests(path: "/api/me").isEmpty)
        }
    }

    @Test func aFailedRefreshEndsInLoginRequired() async throws {
        try await withTestServer(.get("/api/me", reply: envelope(code: 401, message: "expired"))) {
            server in
            struct NoRefreshToken: Error {}
            let client = makeClient(
                server,
                ClientConfiguration(
                    envelope: schoolEnvelope, token: schoolToken,
                    interceptors: [TokenRefresher { _ in throw NoRefreshToken() }]))
            client.setToken(StoredToken(value: "STALE", expiresAt: nil))
            let error = await failure { try await client.send(endpoint("me", "me")) }
            guard case .loginRequired? = error else {
                Issue.record("expected loginRequired, got \(String(describing: error))")
                return
            }
            #expect(client.isLoggedIn == false)
        }
    }
}
