import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing

@testable import NetLayer

/// Tokens the app hands over (no `source`: API keys, OAuth access tokens)
/// and an authentication scheme before the token (`Authorization: Bearer …`),
/// over loopback.
@Suite(.highPriority) struct ClientTokenSchemeTests {
    /// `auth.token: { header: Authorization, scheme: Bearer, expired: [401] }`: no reply delivers a token.
    let bearer = TokenConfiguration(placement: .header("Authorization"), scheme: "Bearer", expiredCodes: [401])

    /// A backend whose `/api/me` wants `Authorization: Bearer <token>`, answers
    /// 401 otherwise, and whose every reply carries a token header of its own.
    private func backend(token: String) async throws -> TestServer {
        try await TestServer.start(
            TestRoute("GET", "/api/me") { request in
                request.header("Authorization") == "Bearer \(token)"
                    ? TestReply.json(#"{"id": 1, "name": "me"}"#)
                        .with(header: "Authorization", "Bearer FROM-REPLY").with(header: "x-auth-token", "FROM-REPLY")
                    : TestReply.status(401)
            })
    }

    private let me = endpoint("me", "me")

    @Test func aTokenSetByTheAppIsSentAfterTheScheme() async throws {
        try await withTestServer(backend(token: "KEY-123")) { server in
            let logger = RecordingLogger()
            let client = makeClient(server, ClientConfiguration(token: bearer, logger: logger))
            #expect(client.isLoggedIn == false)
            client.setToken("KEY-123")
            #expect(client.currentToken == "KEY-123")
            #expect(try await client.send(me, as: Student.self) == Student(id: 1, name: "me"))
            #expect(server.lastRequest(path: "/api/me")?.header("Authorization") == "Bearer KEY-123")

            // A StoredToken is sent the same way, and a token given with the scheme is kept bare.
            client.setToken(StoredToken(value: "KEY-123"))
            _ = try await client.send(me)
            client.setToken("bearer KEY-123")
            #expect(client.currentToken == "KEY-123")
            _ = try await client.send(me)
            #expect(
                server.requests(path: "/api/me").map { $0.header("Authorization") }
                    == Array(repeating: "Bearer KEY-123", count: 3))

            let log = logger.lines.joined(separator: "\n")
            #expect(!log.contains("KEY-123"), "\(log)")
            #expect(log.contains("Bearer <redacted>"), "\(log)")
        }
    }

    @Test func withoutASourceAReplysTokenHeaderChangesNothing() async throws {
        try await withTestServer(backend(token: "KEY-123")) { server in
            let store = MemoryTokenStore()
            let client = makeClient(server, ClientConfiguration(token: bearer), store: store)
            client.setToken("KEY-123")
            let result = try await client.send(me)
            #expect(result.header("Authorization") == "Bearer FROM-REPLY", "the reply did carry a token header")
            #expect(result.token == nil)
            #expect(client.currentToken == "KEY-123")
            #expect(store.token(forHost: "127.0.0.1:\(server.port)") == StoredToken(value: "KEY-123"))
        }
    }

    @Test func anExpiredStatusClearsTheTokenAndRaisesOneEvent() async throws {
        try await withTestServer(backend(token: "NEW")) { server throws in
            let client = makeClient(server, ClientConfiguration(token: bearer))
            client.setToken("OLD")
            let events = client.loginRequiredEvents()
            let raised = Locked(0)
            client.onLoginRequired = { _ in raised.withLock { $0 += 1 } }

            let errors = await withTaskGroup(of: NetLayerError?.self) { group in
                for _ in 0..<5 { group.addTask { await failure { try await client.send(self.me) } } }
                return await group.reduce(into: [NetLayerError?]()) { $0.append($1) }
            }
            #expect(errors.allSatisfy { if case .loginRequired? = $0 { return true } else { return false } })
            #expect(server.requests(path: "/api/me").allSatisfy { $0.header("Authorization") == "Bearer OLD" })
            #expect(client.isLoggedIn == false)
            #expect(raised.withLock { $0 } == 1)
            var iterator = events.makeAsyncIterator()
            #expect(await iterator.next() == LoginRequiredEvent(host: "127.0.0.1:\(server.port)", endpointID: "me"))

            // The next call is not sent without a token, and a new one is sent once set.
            let sent = server.requests(path: "/api/me").count
            _ = await failure { try await client.send(me) }
            #expect(server.requests(path: "/api/me").count == sent)
            client.setToken("NEW")
            #expect(try await client.send(me, as: Student.self).name == "me")
        }
    }

    @Test func aTokenFromAnAuthorizationReplyHeaderIsKeptWithoutTheScheme() async throws {
        try await withTestServer(
            TestServer.start(
                TestRoute("POST", "/api/login") { request in
                    // The reply's own spelling of the scheme: any case, any spaces after it.
                    let header = ["Bearer abc", "bearer   abc", "BEARER abc"][Int(request.queryValue("n") ?? "0") ?? 0]
                    return TestReply.json("{}").with(header: "Authorization", header)
                },
                TestRoute("GET", "/api/me") { request in
                    request.header("Authorization") == "Bearer abc"
                        ? TestReply.json(#"{"id": 1, "name": "me"}"#) : TestReply.status(401)
                })
        ) { server in
            var rules = bearer
            rules.source = .header("Authorization")
            let store = MemoryTokenStore()
            let client = makeClient(server, ClientConfiguration(token: rules), store: store)
            let login = endpoint("login", .POST, "login", sendsToken: false)
            for n in 0..<3 {
                client.logOut()
                let result = try await client.send(login, parameters: [Parameter("n", n, in: .query)])
                #expect(result.token == "abc")
                #expect(store.token(forHost: "127.0.0.1:\(server.port)")?.value == "abc")
                #expect(try await client.send(me, as: Student.self).name == "me")
                #expect(server.lastRequest(path: "/api/me")?.header("Authorization") == "Bearer abc")
            }
        }
    }

    /// A refreshed token is kept bare like a login's: one handed back with
    /// the scheme is sent with it once, not as `Bearer Bearer abc`.
    @Test func aRefreshedTokenGivenWithTheSchemeIsSentWithItOnce() async throws {
        try await withTestServer(backend(token: "abc")) { server throws in
            let refresher = TokenRefresher { _ in StoredToken(value: "Bearer abc") }
            let store = MemoryTokenStore()
            let client = makeClient(server, ClientConfiguration(token: bearer, interceptors: [refresher]), store: store)
            client.setToken("STALE")
            #expect(try await client.send(me, as: Student.self).name == "me")
            #expect(
                server.requests(path: "/api/me").map { $0.header("Authorization") } == ["Bearer STALE", "Bearer abc"])
            #expect(store.token(forHost: "127.0.0.1:\(server.port)") == StoredToken(value: "abc"))
        }
    }

    @Test func aTokenSetByTheAppTakesItsLifetimeFromTheExpiryRule() throws {
        let host = "api.example"
        func stored(_ expiry: TokenConfiguration.Expiry?, _ token: String) -> StoredToken? {
            var rules = bearer
            rules.expiry = expiry
            let store = MemoryTokenStore()
            let client = NetLayerClient(
                configuration: ClientConfiguration(token: rules),
                environment: ServerEnvironment(name: "production", baseURL: URL(string: "https://\(host)/api")!),
                tokenStore: store)
            client.setToken(token)
            return store.token(forHost: host)
        }
        let before = Date()
        let inAnHour = try #require(stored(.seconds(3600), "K")?.expiresAt)
        let after = Date()
        #expect((before + 3600...after + 3600).contains(inAnHour))
        let payload = Data(#"{"exp":2000000000}"#.utf8).base64EncodedString()
            .replacingOccurrences(of: "=", with: "").replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
        let jwt = "eyJhbGciOiJIUzI1NiJ9.\(payload).c2ln"
        #expect(
            stored(.jwt, "Bearer \(jwt)")
                == StoredToken(value: jwt, expiresAt: Date(timeIntervalSince1970: 2_000_000_000)))
        #expect(stored(.from(.header("X-Expires-In")), "K") == StoredToken(value: "K"), "no reply: no lifetime")
        #expect(stored(nil, "K") == StoredToken(value: "K"))
    }
}
