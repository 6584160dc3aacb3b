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

/// 401 and 407 replies that carry an authentication challenge, as Spring
/// Security, nginx `auth_basic` and gateways send them: they reach the reply
/// logic at once, headers and body kept, whatever the scheme.
///
/// A challenge left waiting for credentials would hold its call until the
/// deadline: at an hour, the suite's time limit ends such a test, while a
/// loaded machine that keeps the replies waiting for a thread never does.
/// On every transport, but for answering challenges (URLSession's alone).
@Suite(.highPriority, .timeLimit(.minutes(10))) struct ChallengeTests {
    static let challenges = [
        #"Basic realm="school""#,
        #"Basic realm="school", charset="UTF-8""#,
        #"Digest realm="school", qop="auth", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", opaque="5ccc069c""#,
        #"Bearer realm="school", error="invalid_token""#,
        "Negotiate",
        #"Custom-Scheme token68=="#,
        #"Bearer realm="a", Basic realm="b""#,
    ]

    /// The body of every challenged reply: the envelope's "log in again" code.
    static let expiredBody = #"{"h":{"code":4001,"msg":"请重新登录"},"b":null}"#

    /// The seeds' central flow: the token expires, the server challenges, one
    /// login-required event, the token cleared.
    @Test(arguments: TransportKind.all, challenges)
    func aChallengedReplyMeansLoginRequired(_ kind: TransportKind, challenge: String) async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/me", reply: .json(Self.expiredBody, status: 401, headers: ["WWW-Authenticate": challenge])))
        ) { server in
            let client = makeClient(
                server, ClientConfiguration(envelope: schoolEnvelope, token: schoolToken, timeout: 3600),
                transport: kind)
            client.setToken(StoredToken(value: "OLD", expiresAt: nil))
            let callbacks = Locked(0)
            client.onLoginRequired = { _ in callbacks.withLock { $0 += 1 } }

            let errors = await withTaskGroup(of: NetLayerError?.self) { group in
                for _ in 0..<5 { group.addTask { await failure { try await client.send(endpoint("me", "me")) } } }
                return await group.reduce(into: [NetLayerError?]()) { $0.append($1) }
            }
            #expect(errors.allSatisfy { if case .loginRequired? = $0 { true } else { false } }, "\(errors)")
            #expect(callbacks.withLock { $0 } == 1)
            #expect(client.isLoggedIn == false)
        }
    }

    /// Without token rules the 401 is an HTTP failure that keeps what the
    /// server said: status, the challenge header, the body and its message.
    @Test(arguments: TransportKind.all, challenges)
    func aChallengedReplyKeepsItsHeadersAndBody(_ kind: TransportKind, challenge: String) async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/me", reply: .json(Self.expiredBody, status: 401, headers: ["WWW-Authenticate": challenge])))
        ) { server in
            let client = makeClient(
                server, ClientConfiguration(envelope: schoolEnvelope, timeout: 3600), transport: kind)
            let error = await failure { try await client.send(endpoint("me", "me")) }
            guard case .httpStatus(let failure)? = error else {
                Issue.record("expected the 401, got \(String(describing: error))")
                return
            }
            #expect(failure.status == 401)
            #expect(failure.headers["www-authenticate"] == challenge)
            #expect(String(decoding: failure.body, as: UTF8.self) == Self.expiredBody)
            #expect(failure.message == "请重新登录")
        }
    }

    @Test(arguments: TransportKind.all)
    func aProxyChallengeIsA407Reply(_ kind: TransportKind) async throws {
        try await withTestServer(
            TestServer.start(
                .get(
                    "/api/me",
                    reply: .json(
                        Self.expiredBody, status: 407, headers: ["Proxy-Authenticate": #"Basic realm="proxy""#])))
        ) { server in
            let client = makeClient(
                server, ClientConfiguration(envelope: schoolEnvelope, timeout: 3600), transport: kind)
            let error = await failure { try await client.send(endpoint("me", "me")) }
            guard case .httpStatus(let failure)? = error else {
                Issue.record("expected the 407, got \(String(describing: error))")
                return
            }
            #expect(failure.status == 407)
            #expect(failure.headers["proxy-authenticate"] == #"Basic realm="proxy""#)
            #expect(String(decoding: failure.body, as: UTF8.self) == Self.expiredBody)
        }
    }

    /// Two `WWW-Authenticate` lines, which a server may send instead of one
    /// list (RFC 9110, section 11.6.1).
    @Test(arguments: TransportKind.all)
    func severalChallengeLinesReachTheReplyLogic(_ kind: TransportKind) async throws {
        let head =
            "HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\n"
            + "WWW-Authenticate: Basic realm=\"a\"\r\nWWW-Authenticate: Digest realm=\"b\", nonce=\"n\"\r\n"
            + "Content-Length: \(Self.expiredBody.utf8.count)\r\nConnection: close\r\n\r\n"
        let server = try CutShortServer.start(.raw(Data((head + Self.expiredBody).utf8)))
        let client = NetLayerClient(
            configuration: ClientConfiguration(envelope: schoolEnvelope, token: schoolToken, timeout: 3600),
            environment: ServerEnvironment(name: "production", baseURL: server.baseURL), transport: kind.make())
        client.setToken(StoredToken(value: "OLD", expiresAt: nil))
        let error = await failure { try await client.send(endpoint("me", "me")) }
        await server.stop()
        guard case .loginRequired? = error else {
            Issue.record("expected loginRequired, got \(String(describing: error))")
            return
        }
        #expect(client.isLoggedIn == false)
    }

    // MARK: Answering challenges

    // URLSession only: a `ChallengeHandler` answers URLSession's challenges. AsyncHTTPClient raises none (its
    // 401 is always the reply, as above); an app on it sends credentials in header fields.

    /// A server behind HTTP Basic, as nginx `auth_basic` is.
    private func basicServer() async throws -> TestServer {
        try await TestServer.start(
            .get("/api/me") { request in
                request.header("Authorization") == "Basic " + Data("ada:lovelace".utf8).base64EncodedString()
                    ? envelope(data: #"{"id":1,"name":"Ada"}"#)
                    : .json(Self.expiredBody, status: 401, headers: ["WWW-Authenticate": #"Basic realm="school""#])
            })
    }

    private func client(_ server: TestServer, challenges: @escaping ChallengeHandler) -> NetLayerClient {
        NetLayerClient(
            configuration: ClientConfiguration(envelope: schoolEnvelope, timeout: 3600),
            environment: ServerEnvironment(name: "production", baseURL: server.url("/api")),
            transport: URLSessionTransport(challenges: challenges))
    }

    @Test func anAppCanAnswerABasicChallenge() async throws {
        try await withTestServer(basicServer()) { server in
            let seen = Locked([String]())
            let client = client(server) { challenge in
                seen.withLock { $0.append(challenge.protectionSpace.authenticationMethod) }
                return .useCredential(URLCredential(user: "ada", password: "lovelace", persistence: .forSession))
            }
            let student = try await client.send(endpoint("me", "me"), as: Student.self)
            #expect(student == Student(id: 1, name: "Ada"))
            #expect(seen.withLock { $0 } == [NSURLAuthenticationMethodHTTPBasic])
        }
    }

    @Test func aWrongCredentialIsAskedAboutAgainThenTheReplyArrives() async throws {
        try await withTestServer(basicServer()) { server in
            let failures = Locked([Int]())
            let client = client(server) { challenge in
                failures.withLock { $0.append(challenge.previousFailureCount) }
                return challenge.previousFailureCount == 0
                    ? .useCredential(URLCredential(user: "ada", password: "wrong", persistence: .none)) : .reply
            }
            let error = await failure { try await client.send(endpoint("me", "me")) }
            guard case .httpStatus(let failure)? = error else {
                Issue.record("expected the 401, got \(String(describing: error))")
                return
            }
            #expect(failure.status == 401)
            #expect(String(decoding: failure.body, as: UTF8.self) == Self.expiredBody)
            #expect(failures.withLock { $0 } == [0, 1])
            #expect(server.requests(path: "/api/me").count == 2)
        }
    }
}
