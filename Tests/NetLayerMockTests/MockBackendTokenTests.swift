import Foundation
@_spi(Generated) import NetLayer
import RuntimeTestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayerMock

/// A login mints tokens; interfaces that need one accept only those, and
/// answer anything else as the configuration says an expired token is.
@Suite(.highPriority) struct MockBackendTokenTests {
    private let login = Endpoint(id: "login", method: .POST, path: "login", body: .json, sendsToken: false)
    private let me = Endpoint(id: "me", method: .GET, path: "me")
    private let me1 = MockExample.data("me", ["id": 1, "name": "me"])

    private func interfaces(loginExamples: [MockExample]? = nil) -> [MockInterface] {
        [
            MockInterface(
                endpoint: login, parameters: [MockParameter("password", in: .body)],
                examples: loginExamples ?? [me1, .error("wrongPassword", code: 4002, message: "wrong password")],
                issuesToken: true),
            MockInterface(endpoint: me, examples: [me1]),
        ]
    }

    private let password = [Parameter("password", "secret", in: .body, secret: true)]

    @Test func aLoginMintsATokenThatLaterCallsCarry() async throws {
        let store = MemoryTokenStore()
        let configuration = ClientConfiguration(envelope: schoolEnvelope, token: schoolToken)
        let (client, backend) = mockClient(interfaces(), configuration, store: store)

        let before = await failure { try await client.send(me) }
        guard case .loginRequired? = before else {
            Issue.record("expected loginRequired before the login, got \(String(describing: before))")
            return
        }
        // RFC 9110, section 15.5.2: a request without credentials gets 401 with a challenge, as the spec's
        // expired codes allow (401 is one); a token the backend does not know gets the envelope's 4001.
        let missing = await mockReply(backend, "GET", "/api/me")
        #expect(missing.status == 401)
        #expect(missing.header("WWW-Authenticate")?.hasPrefix("Token realm=") == true)
        #expect(missing.json["h"]?["msg"] == "token missing or expired")
        #expect(missing.note == "missing token")
        let unknown = await mockReply(backend, "GET", "/api/me", headers: ["X-Auth-Token": "never-minted"])
        #expect(unknown.status == 200, "4001 is no HTTP status: the envelope says it")
        #expect(unknown.json["h"]?["code"] == 4001)
        #expect(unknown.note == "unknown token")

        let beforeLogin = Date()
        let result = try await client.send(login, parameters: password)
        let afterLogin = Date()
        let token = try #require(result.token)
        #expect(token.hasPrefix("mock-"))
        #expect(result.json?["b"]?["expiresIn"] == 3600)
        #expect(client.isLoggedIn)
        let expiresAt = try #require(store.token(forHost: "school.example")?.expiresAt)
        #expect((beforeLogin + 3600...afterLogin + 3600).contains(expiresAt), "an hour from the login")

        #expect(try await client.send(me, as: Student.self) == Student(id: 1, name: "me"))
        let forged = await mockReply(backend, "GET", "/api/me", headers: ["X-Auth-Token": "forged"])
        #expect(forged.note == "unknown token")
        #expect(await mockReply(backend, "GET", "/api/me", headers: ["x-auth-token": token]).status == 200)
    }

    /// `netlayer mock --token`: a tool that cannot log in first (a schema fuzzer) sends a token given at start.
    @Test func anAcceptedTokenPassesWithoutALogin() async throws {
        var options = MockOptions()
        options.tokens = ["fuzzer-token"]
        let configuration = ClientConfiguration(envelope: schoolEnvelope, token: schoolToken)
        let (_, backend) = mockClient(interfaces(), configuration, options: options)
        #expect(
            await mockReply(backend, "GET", "/api/me", headers: ["X-Auth-Token": "fuzzer-token"]).note == "example me")
        #expect(await mockReply(backend, "GET", "/api/me", headers: ["X-Auth-Token": "other"]).note == "unknown token")
    }

    @Test func aTokenTheBackendDidNotMintEndsInLoginRequired() async throws {
        let (client, _) = mockClient(interfaces(), ClientConfiguration(envelope: schoolEnvelope, token: schoolToken))
        client.setToken("forged")
        let error = await failure { try await client.send(me) }
        guard case .loginRequired? = error else {
            Issue.record("expected loginRequired, got \(String(describing: error))")
            return
        }
        #expect(client.isLoggedIn == false, "the refused token is cleared")
    }

    @Test func withoutAnEnvelopeCodeTheExpiredAnswerIsAnHTTPStatus() async throws {
        let bearer = TokenConfiguration(
            placement: .header("Authorization"), scheme: "Bearer", source: .body(["token"]), expiredCodes: [401],
            expiry: .from(.header("X-Expires-In")))
        let (client, backend) = mockClient(interfaces(), ClientConfiguration(token: bearer))
        let missing = await mockReply(backend, "GET", "/api/me")
        #expect(missing.status == 401)
        #expect(missing.header("WWW-Authenticate") == "Bearer realm=\"netlayer mock\"")
        #expect(missing.json == ["message": "token missing or expired"])
        let error = await failure { try await client.send(me) }
        guard case .loginRequired? = error else {
            Issue.record("expected loginRequired, got \(String(describing: error))")
            return
        }
        let result = try await client.send(login, parameters: password)
        #expect(result.header("X-Expires-In") == "3600")
        #expect(result.json?["token"]?.stringValue == result.token)
        #expect(result.json?["name"] == "me", "the token sits beside the data")
        #expect(try await client.send(me, as: Student.self).name == "me")
    }

    @Test func anEnvelopeWithOnlyHTTPExpiredCodesAnswersThatStatus() async throws {
        let token = TokenConfiguration(
            placement: .header("x-auth-token"), source: .header("x-auth-token"), expiredCodes: [403, 401])
        let (_, backend) = mockClient(interfaces(), ClientConfiguration(envelope: schoolEnvelope, token: token))
        let missing = await mockReply(backend, "GET", "/api/me")
        #expect(missing.status == 403)
        #expect(missing.header("WWW-Authenticate") == "Token realm=\"netlayer mock\"")
        #expect(missing.json["h"]?["code"] == 403)
    }

    @Test func aJWTIsMintedWithItsExpiry() async throws {
        let jwt = TokenConfiguration(
            placement: .header("Authorization"), scheme: "Bearer", source: .body(["b", "token"]), expiredCodes: [401],
            expiry: .jwt)
        let store = MemoryTokenStore()
        let (client, _) = mockClient(
            interfaces(), ClientConfiguration(envelope: schoolEnvelope, token: jwt), store: store)
        let beforeLogin = Date()
        let result = try await client.send(login, parameters: password)
        let afterLogin = Date()
        let token = try #require(result.json?["b"]?["token"]?.stringValue)
        let expiry = try #require(JWT.expiry(of: token), "the runtime's JWT reader reads it")
        // `exp` has whole seconds.
        #expect((beforeLogin + 3599...afterLogin + 3600).contains(expiry), "an hour from the login")
        #expect(store.token(forHost: "school.example")?.expiresAt == expiry)
        #expect(try await client.send(me, as: Student.self).name == "me")
    }

    @Test func aTokenInTheQueryIsRead() async throws {
        let query = TokenConfiguration(
            placement: .query("access_token"), source: .header("X-Token"), expiredCodes: [4001])
        let (client, backend) = mockClient(interfaces(), ClientConfiguration(envelope: schoolEnvelope, token: query))
        let token = try #require(try await client.send(login, parameters: password).token)
        #expect(try await client.send(me, as: Student.self).name == "me")
        #expect(await mockReply(backend, "GET", "/api/me?access_token=\(token)").status == 200)
        #expect(await mockReply(backend, "GET", "/api/me?access_token=other").json["h"]?["code"] == 4001)
    }

    @Test func withoutASourceAnyTokenTheAppSetsPasses() async throws {
        let apiKey = TokenConfiguration(placement: .header("X-Api-Key"), expiredCodes: [401])
        let (client, _) = mockClient(interfaces(), ClientConfiguration(envelope: schoolEnvelope, token: apiKey))
        client.setToken("any-key")
        #expect(try await client.send(me, as: Student.self).name == "me")
        client.logOut()
        let error = await failure { try await client.send(me) }
        guard case .loginRequired? = error else {
            Issue.record("expected loginRequired without a token, got \(String(describing: error))")
            return
        }
    }

    /// `netlayer mock --token` where no reply delivers a token (an imported API key): only the given token
    /// passes, so a fuzzer's wrong one is refused as a server would refuse it.
    @Test func withoutASourceOnlyTheAcceptedTokensPassWhenThereAreAny() async throws {
        let apiKey = TokenConfiguration(placement: .header("X-Api-Key"), expiredCodes: [401])
        var options = MockOptions()
        options.tokens = ["fuzzer-token"]
        let configuration = ClientConfiguration(envelope: schoolEnvelope, token: apiKey)
        let (_, backend) = mockClient(interfaces(), configuration, options: options)
        #expect(
            await mockReply(backend, "GET", "/api/me", headers: ["X-Api-Key": "fuzzer-token"]).note == "example me")
        let other = await mockReply(backend, "GET", "/api/me", headers: ["X-Api-Key": "other"])
        #expect(other.note == "unknown token")
        #expect(other.status == 401)
    }

    @Test func aLoginsErrorExampleDeliversNoToken() async throws {
        let (client, backend) = mockClient(
            interfaces(), ClientConfiguration(envelope: schoolEnvelope, token: schoolToken),
            options: MockOptions(chosenExamples: ["login": "wrongPassword"]))
        let error = await failure { try await client.send(login, parameters: password) }
        guard case .business(let business)? = error else {
            Issue.record("expected a business failure, got \(String(describing: error))")
            return
        }
        #expect(business.code == 4002)
        #expect(business.message == "wrong password")
        #expect(client.isLoggedIn == false)
        let reply = await mockReply(
            backend, "POST", "/api/login", headers: ["Content-Type": "application/json"], body: #"{"password":"x"}"#)
        #expect(reply.header("x-auth-token") == nil)
        #expect(reply.note == "example wrongPassword")
    }

    @Test func oneSeedMintsOneSequenceOfTokens() async throws {
        func tokens(seed: UInt64) async -> [String?] {
            let (_, backend) = mockClient(
                interfaces(), ClientConfiguration(envelope: schoolEnvelope, token: schoolToken),
                options: MockOptions(seed: seed))
            var tokens: [String?] = []
            for _ in 0..<3 {
                let reply = await mockReply(
                    backend, "POST", "/api/login", headers: ["Content-Type": "application/json"],
                    body: #"{"password":"x"}"#)
                tokens.append(reply.header("x-auth-token"))
            }
            return tokens
        }
        let first = await tokens(seed: 42)
        #expect(Set(first).count == 3)
        #expect(await tokens(seed: 42) == first)
        #expect(await tokens(seed: 43) != first)
    }
}
