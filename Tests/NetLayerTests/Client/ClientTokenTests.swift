import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing

@testable import NetLayer

/// Tokens: captured from replies, sent, persisted, kept apart per host,
/// and cleared once when they expire.
@Suite(.highPriority) struct ClientTokenTests {
    let configuration = ClientConfiguration(envelope: schoolEnvelope, token: schoolToken)

    /// A backend whose login hands out `token` and whose `/api/me` needs it.
    private func backend(token: String = "T-1", expiresIn: Int = 3600) async throws -> TestServer {
        try await TestServer.start(
            TestRoute("POST", "/api/login") { _ in
                envelope(data: #"{"expiresIn": \#(expiresIn)}"#).with(header: "x-auth-token", token)
            },
            TestRoute("GET", "/api/me") { request in
                request.header("x-auth-token") == token
                    ? envelope(data: #"{"id": 1, "name": "me"}"#) : envelope(code: 4001, message: "请重新登录")
            })
    }

    private let login = endpoint("login", .POST, "login", body: .json, cancel: .all, sendsToken: false)
    private let me = endpoint("me", "me")

    @Test func aTokenIsCapturedSentAndReportedAsLoggedIn() async throws {
        try await withTestServer(backend()) { server in
            let client = makeClient(server, configuration)
            #expect(client.isLoggedIn == false)
            let result = try await client.send(
                login, parameters: [Parameter("password", "secret", in: .body, secret: true)])
            #expect(result.token == "T-1")
            #expect(client.isLoggedIn)
            #expect(try await client.send(me, as: Student.self) == Student(id: 1, name: "me"))
            #expect(server.lastRequest(path: "/api/me")?.header("x-auth-token") == "T-1")
            #expect(server.lastRequest(path: "/api/login")?.header("x-auth-token") == nil, "auth: none sends no token")
        }
    }

    @Test func aPersistedTokenIsFoundByANewClient() async throws {
        try await withTestServer(backend()) { server in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "netlayer-\(UUID().uuidString)/tokens.json")
            defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
            _ = try await makeClient(server, configuration, store: FileTokenStore(url: file)).send(login)

            let coldStart = makeClient(server, configuration, store: FileTokenStore(url: file))
            #expect(coldStart.isLoggedIn, "a cold start with a valid token skips the login")
            #expect(try await coldStart.send(me, as: Student.self).name == "me")
            let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
            #expect(permissions == 0o600)
        }
    }

    @Test func stagingAndProductionTokensAreKeptApart() async throws {
        let production = try await backend(token: "PROD")
        let staging = try await backend(token: "STAGING")
        defer {
            Task {
                await production.stop(); await staging.stop()
            }
        }
        let store = MemoryTokenStore()
        let client = makeClient(staging, configuration, environment: "staging", store: store)
        _ = try await client.send(login)
        #expect(client.currentToken == "STAGING")

        client.environment = ServerEnvironment(name: "production", baseURL: production.url("/api"))
        #expect(client.isLoggedIn == false)
        let error = await failure { try await client.send(me) }
        guard case .loginRequired? = error else {
            Issue.record("expected loginRequired without a production token, got \(String(describing: error))")
            return
        }
        #expect(production.requests(path: "/api/me").isEmpty, "the staging token never goes to production")
    }

    @Test func anExpiredTokenRaisesOneEventUnderConcurrentFailures() async throws {
        try await withTestServer(backend(token: "NEW")) { server in
            let store = MemoryTokenStore()
            let client = makeClient(server, configuration, store: store)
            client.setToken(StoredToken(value: "OLD", expiresAt: nil))
            let events = client.loginRequiredEvents()
            let callbacks = Locked(0)
            client.onLoginRequired = { _ in callbacks.withLock { $0 += 1 } }

            let errors = await withTaskGroup(of: NetLayerError?.self) { group in
                for _ in 0..<20 { group.addTask { await failure { try await client.send(self.me) } } }
                return await group.reduce(into: [NetLayerError?]()) { $0.append($1) }
            }
            #expect(errors.count == 20)
            #expect(errors.allSatisfy { if case .loginRequired? = $0 { return true } else { return false } })
            #expect(client.isLoggedIn == false)
            #expect(callbacks.withLock { $0 } == 1)
            var iterator = events.makeAsyncIterator()
            let first = await iterator.next()
            #expect(first?.endpointID == "me")
            // No second event: a fresh one raised now would be the next element.
            client.setToken(StoredToken(value: "OLD2", expiresAt: nil))
            _ = await failure { try await client.send(me) }
            #expect(await iterator.next()?.host == first?.host)
            #expect(callbacks.withLock { $0 } == 2)
        }
    }

    @Test func aTokenStoredByANewLoginSurvivesOldFailures() async throws {
        try await withTestServer(backend(token: "NEW")) { server in
            let client = makeClient(server, configuration)
            client.setToken(StoredToken(value: "OLD", expiresAt: nil))
            async let stale = failure { try await client.send(me) }
            _ = await stale
            _ = try await client.send(login)
            _ = await failure { try await client.send(endpoint("me2", "me", sendsToken: true)) }
            #expect(client.currentToken == "NEW")
        }
    }

    /// A token past its lifetime is treated as one the server refused,
    /// without asking the server: cleared, with one event, however many
    /// calls find it.
    @Test func anExpiredStoredTokenIsNotSentAndRaisesOneEvent() async throws {
        try await withTestServer(backend()) { server in
            let client = makeClient(server, configuration)
            let events = client.loginRequiredEvents()
            let raised = Locked(0)
            client.onLoginRequired = { _ in raised.withLock { $0 += 1 } }
            client.setToken(StoredToken(value: "T-1", expiresAt: Date().addingTimeInterval(-1)))
            #expect(client.isLoggedIn == false)

            let errors = await withTaskGroup(of: NetLayerError?.self) { group in
                for _ in 0..<5 { group.addTask { await failure { try await client.send(self.me) } } }
                return await group.reduce(into: [NetLayerError?]()) { $0.append($1) }
            }
            #expect(errors.allSatisfy { if case .loginRequired? = $0 { true } else { false } }, "\(errors)")
            #expect(server.requests(path: "/api/me").isEmpty)
            #expect(raised.withLock { $0 } == 1)
            var iterator = events.makeAsyncIterator()
            #expect(await iterator.next() == LoginRequiredEvent(host: "127.0.0.1:\(server.port)", endpointID: "me"))
        }
    }

    @Test func lifetimesComeFromTheReplyOrTheJWT() async throws {
        try await withTestServer(backend(expiresIn: 120)) { server in
            let store = MemoryTokenStore()
            let beforeLogin = Date()
            _ = try await makeClient(server, configuration, store: store).send(login)
            let afterLogin = Date()
            let expiry = try #require(store.token(forHost: "127.0.0.1:\(server.port)")?.expiresAt)
            #expect((beforeLogin + 120...afterLogin + 120).contains(expiry), "120 s from the reply")

            let exp = Int(Date().addingTimeInterval(-10).timeIntervalSince1970)
            let payload = Data(#"{"exp":\#(exp)}"#.utf8).base64EncodedString()
                .replacingOccurrences(of: "=", with: "").replacingOccurrences(of: "+", with: "-").replacingOccurrences(
                    of: "/", with: "_")
            let jwt = "eyJhbGciOiJIUzI1NiJ9.\(payload).c2ln"
            try await withTestServer(backend(token: jwt)) { jwtServer in
                var jwtConfiguration = configuration
                jwtConfiguration.token?.expiry = .jwt
                let client = makeClient(jwtServer, jwtConfiguration)
                _ = try await client.send(login)
                #expect(client.isLoggedIn == false, "the JWT's exp is in the past")
            }
        }
    }

    @Test func aTokenInAQueryItem() async throws {
        try await withTestServer(
            TestServer.start(
                .post("/api/oauth", reply: .json(#"{"access_token": "Q-1", "expires_in": 60}"#)),
                .get("/api/timeline", reply: .json("[]")))
        ) { server in
            let token = TokenConfiguration(
                placement: .query("access_token"), source: .body(["access_token"]), expiredCodes: [401],
                expiry: .from(.body(["expires_in"])))
            let client = makeClient(server, ClientConfiguration(token: token))
            _ = try await client.send(endpoint("oauth", .POST, "oauth", body: .form, sendsToken: false))
            _ = try await client.send(
                endpoint("timeline", "timeline"), parameters: [Parameter("count", 20, in: .query)])
            #expect(server.lastRequest(path: "/api/timeline")?.query == "count=20&access_token=Q-1")
        }
    }

    /// After `logOut()` a call that needs the token ends in `loginRequired`
    /// without reaching the server, whatever the server's `expired` codes
    /// would have made of its refusal, and raises no event: the app asked
    /// for it. A call without the token (`auth: none`) still goes.
    @Test func afterLogOutACallThatNeedsTheTokenIsNotSent() async throws {
        try await withTestServer(
            TestServer.start(
                .post("/api/login", reply: envelope().with(header: "x-auth-token", "T-1")),
                TestRoute("GET", "/api/me") { request in
                    request.header("x-auth-token") == "T-1" ? envelope(data: #"{"id": 1, "name": "me"}"#) : .status(403)
                },
                .get("/api/banner", reply: envelope(data: "[]")))
        ) { server in
            let client = makeClient(server, configuration)
            let raised = Locked(0)
            client.onLoginRequired = { _ in raised.withLock { $0 += 1 } }
            _ = try await client.send(login)
            #expect(try await client.send(me, as: Student.self).name == "me")

            client.logOut()
            #expect(client.isLoggedIn == false)
            let error = await failure { try await client.send(me) }
            guard case .loginRequired? = error else {
                Issue.record("expected loginRequired after logOut, got \(String(describing: error))")
                return
            }
            #expect(server.requests(path: "/api/me").count == 1, "only the call before logOut reached the server")
            #expect(raised.withLock { $0 } == 0)
            _ = try await client.send(endpoint("banner", "banner", sendsToken: false))
            #expect(server.requests(path: "/api/banner").count == 1)
        }
    }
}

extension TestReply {
    func with(header name: String, _ value: String) -> TestReply {
        var reply = self
        reply.headers[name] = value
        return reply
    }
}
