import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayer

/// Several credentials (`auth.keys`) and the alternatives of an endpoint's
/// `auth`, over loopback: what the server receives for each.
@Suite(.highPriority) struct ClientCredentialTests {
    let configuration = ClientConfiguration(
        token: TokenConfiguration(placement: .header("Authorization"), scheme: "Bearer", expiredCodes: [401]),
        keys: [
            KeyConfiguration("apiKey", placement: .header("X-API-Key")),
            KeyConfiguration("basic", placement: .header("Authorization"), scheme: "Basic"),
            KeyConfiguration("session", placement: .cookie("sid")),
            KeyConfiguration("queryKey", placement: .query("api_key")),
        ])

    private func call(_ auth: [[String]]) -> Endpoint {
        Endpoint(id: "me", method: .GET, path: "me", auth: auth)
    }

    private func isLoginRequired(_ error: NetLayerError?) -> Bool {
        if case .loginRequired? = error { return true }
        return false
    }

    private func echo() async throws -> TestServer {
        try await TestServer.start(.any("/api/*", reply: .echo))
    }

    @Test func eachKeyTravelsWhereItsConfigurationSays() async throws {
        try await withTestServer(echo()) { server in
            let client = makeClient(server, configuration)
            client.setKey("K1", named: "apiKey")
            client.setKey("Basic dTpw", named: "basic")
            client.setKey("a b;c", named: "session")
            client.setKey("Q&1", named: "queryKey")
            #expect(client.key(named: "basic") == "dTpw", "kept bare")

            _ = try await client.send(call([["apiKey", "session", "queryKey"]]))
            var request = try #require(server.lastRequest(path: "/api/me"))
            #expect(request.header("X-API-Key") == "K1")
            #expect(request.header("Cookie") == "sid=a%20b%3Bc")
            #expect(request.queryValue("api_key") == "Q&1")
            #expect(request.header("Authorization") == nil)

            _ = try await client.send(call([["basic"]]))
            request = try #require(server.lastRequest(path: "/api/me"))
            #expect(request.header("Authorization") == "Basic dTpw")
            #expect(request.header("X-API-Key") == nil)
            #expect(NetLayerClient.basic(user: "u", password: "p") == "dTpw")
        }
    }

    @Test func theFirstAlternativeWhoseCredentialsAreSetIsSent() async throws {
        try await withTestServer(echo()) { server in
            let client = makeClient(server, configuration)
            let either = call([["token"], ["apiKey", "session"]])

            client.setKey("K1", named: "apiKey")
            #expect(
                isLoginRequired(await failure { try await client.send(either) }), "the key alone is half an alternative"
            )
            #expect(server.requests(path: "/api/me").isEmpty, "no request without credentials")

            client.setKey("S1", named: "session")
            _ = try await client.send(either)
            var request = try #require(server.lastRequest(path: "/api/me"))
            #expect(request.header("X-API-Key") == "K1")
            #expect(request.header("Cookie") == "sid=S1")
            #expect(request.header("Authorization") == nil)

            client.setToken("T1")
            _ = try await client.send(either)
            request = try #require(server.lastRequest(path: "/api/me"))
            #expect(request.header("Authorization") == "Bearer T1")
            #expect(request.header("X-API-Key") == nil, "only the chosen alternative travels")

            // An alternative of none always qualifies.
            client.logOut()
            #expect(client.key(named: "apiKey") == nil && client.currentToken == nil)
            _ = try await client.send(call([["apiKey"], []]))
            request = try #require(server.lastRequest(path: "/api/me"))
            #expect(request.header("X-API-Key") == nil && request.header("Authorization") == nil)
            #expect(isLoginRequired(await failure { try await client.send(either) }))
        }
    }

    @Test func cookieParametersFollowTheCookieKeyInOneHeader() async throws {
        try await withTestServer(echo()) { server in
            let client = makeClient(server, configuration)
            client.setKey("S1", named: "session")
            _ = try await client.send(
                call([["session"]]),
                parameters: [
                    Parameter("theme", "dark mode", in: .cookie), Parameter("lang", "zh-中", in: .cookie),
                    Parameter("gone", ParameterValue.value(.null), in: .cookie),
                ])
            let request = try #require(server.lastRequest(path: "/api/me"))
            #expect(request.header("Cookie") == "sid=S1; theme=dark%20mode; lang=zh-%E4%B8%AD")
        }
    }

    @Test func persistedKeysLiveInTheTokenStoreAndOthersInMemory() async throws {
        try await withTestServer(echo()) { server in
            let store = MemoryTokenStore()
            var persisted = configuration
            persisted.keys[0].persist = true
            let client = makeClient(server, persisted, store: store)
            client.setKey("K1", named: "apiKey")
            client.setKey("S1", named: "session")
            let host = "127.0.0.1:\(server.port)"
            #expect(store.token(forHost: host + "#apiKey") == StoredToken(value: "K1"))
            #expect(store.token(forHost: host + "#session") == nil)

            // A new client over the same store has the persisted key only.
            let relaunched = makeClient(server, persisted, store: store)
            #expect(relaunched.key(named: "apiKey") == "K1")
            #expect(relaunched.key(named: "session") == nil)
            relaunched.logOut()
            #expect(store.token(forHost: host + "#apiKey") == nil)
        }
    }

    /// A module on a host of its own (the spec's `base`, a third party's) is set its own key and token, and
    /// neither host is sent the other's: credentials are kept per host, whoever sets them.
    @Test func aModuleOnAHostOfItsOwnIsSetItsOwnKeyAndToken() async throws {
        try await withTestServer(echo()) { home in
            try await withTestServer(.any("/v1/*", reply: .echo)) { third in
                let client = makeClient(home, configuration)
                let base = EnvironmentValue.same(third.url("/v1").absoluteString)
                let homeKeyed = call([["apiKey"]])
                let thirdKeyed = Endpoint(id: "weather", method: .GET, path: "weather", base: base, auth: [["apiKey"]])
                let thirdTokened = Endpoint(id: "forecast", method: .GET, path: "forecast", base: base)

                client.setKey("HOME-K", named: "apiKey")
                client.setToken("HOME-T")
                #expect(
                    isLoginRequired(await failure { try await client.send(thirdKeyed) }),
                    "the environment's key is not the module's")
                #expect(isLoginRequired(await failure { try await client.send(thirdTokened) }))
                #expect(third.requests.isEmpty)

                client.setKey("THIRD-K", named: "apiKey", for: thirdKeyed)
                client.setToken("THIRD-T", for: thirdTokened)
                #expect(client.key(named: "apiKey") == "HOME-K")
                #expect(client.key(named: "apiKey", for: thirdKeyed) == "THIRD-K")
                _ = try await client.send(homeKeyed)
                _ = try await client.send(thirdKeyed)
                _ = try await client.send(thirdTokened)
                #expect(home.lastRequest(path: "/api/me")?.header("X-API-Key") == "HOME-K")
                #expect(third.lastRequest(path: "/v1/weather")?.header("X-API-Key") == "THIRD-K")
                #expect(third.lastRequest(path: "/v1/forecast")?.header("Authorization") == "Bearer THIRD-T")
                #expect(
                    third.requests.allSatisfy { !$0.headers.values.contains { $0.contains("HOME") } },
                    "the environment's credentials never reach the module's host")
                #expect(home.requests.allSatisfy { !$0.headers.values.contains { $0.contains("THIRD") } })

                // Forgetting the module's key leaves the environment's.
                client.removeKey(named: "apiKey", for: thirdKeyed)
                #expect(isLoginRequired(await failure { try await client.send(thirdKeyed) }))
                _ = try await client.send(homeKeyed)
                #expect(home.lastRequest(path: "/api/me")?.header("X-API-Key") == "HOME-K")
            }
        }
    }

    @Test func keysAreRedactedInTheLog() async throws {
        try await withTestServer(echo()) { server in
            let logger = RecordingLogger()
            var logged = configuration
            logged.logger = logger
            let client = makeClient(server, logged)
            client.setKey("SECRET-K", named: "apiKey")
            client.setKey("SECRET-S", named: "session")
            _ = try await client.send(call([["apiKey", "session"]]))
            let log = logger.lines.joined(separator: "\n")
            #expect(!log.contains("SECRET"), "\(log)")
            #expect(log.contains("sid=<redacted>"), "\(log)")
        }
    }
}
