import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing
import TransportKinds

@testable import NetLayer

/// Redirects over loopback, followed by the client above the transport by the
/// transport's policy (RFC 9110, section 15.4): the body resent on 307 and 308,
/// never an empty POST, no token to another host, loops and long chains ended
/// with an error; on every transport, and on one of an app's own.
@Suite(.highPriority) struct RedirectTests {
    private let save = endpoint("save", .POST, "save", body: .json)
    private let saveParameters = [Parameter("name", "Ada", in: .body), Parameter("age", 36, in: .body)]

    private func client(
        _ server: TestServer, _ kind: TransportKind, _ configuration: ClientConfiguration = ClientConfiguration(),
        redirects: RedirectPolicy = .default
    ) -> NetLayerClient {
        NetLayerClient(
            configuration: configuration,
            environment: ServerEnvironment(name: "production", baseURL: server.url("/api")),
            transport: kind.make(redirects: redirects))
    }

    private func redirectFailure(_ error: NetLayerError?) -> RedirectFailure? {
        if case .redirect(let failure)? = error { return failure }
        return nil
    }

    @Test(arguments: TransportKind.all, [307, 308])
    func aBodyIsSentAgainToTheNewLocation(_ kind: TransportKind, status: Int) async throws {
        try await withTestServer(
            TestServer.start(
                .post("/api/save", reply: .status(status, headers: ["Location": "/api/v2/save"])),
                .post("/api/v2/save", reply: .echo))
        ) { server in
            let result = try await client(server, kind).send(save, parameters: saveParameters)
            let echoed = try EchoedRequest.decode(result.body)
            #expect(echoed.method == "POST")
            #expect(echoed.path == "/api/v2/save")
            #expect(echoed.body == #"{"name":"Ada","age":36}"#)
            #expect(echoed.headers["content-type"] == "application/json")
            #expect(server.requests(path: "/api/save").first?.bodyText == echoed.body)
        }
    }

    @Test(arguments: TransportKind.all, [307, 308])
    func aPolicyThatDoesNotResendEndsTheCallAndSendsNoEmptyPost(_ kind: TransportKind, status: Int) async throws {
        try await withTestServer(
            TestServer.start(
                .post("/api/save", reply: .status(status, headers: ["Location": "/api/v2/save"])),
                .post("/api/v2/save", reply: .echo))
        ) { server in
            let error = await failure {
                try await client(server, kind, redirects: RedirectPolicy(bodyRedirects: .fail)).send(
                    save, parameters: saveParameters)
            }
            let failure = try #require(
                redirectFailure(error), "expected a redirect failure, got \(String(describing: error))")
            #expect(failure.kind == .bodyNotResent)
            #expect(failure.status == status)
            #expect(failure.location == "/api/v2/save")
            #expect(server.requests(path: "/api/v2/save").isEmpty)
        }
    }

    @Test(arguments: TransportKind.all, [301, 302, 303])
    func aPostRedirectedBy301Or302Or303BecomesAGetWithoutBody(_ kind: TransportKind, status: Int) async throws {
        try await withTestServer(
            TestServer.start(
                .post("/api/save", reply: .status(status, headers: ["Location": "/api/done?id=7"])),
                .get("/api/done", reply: .echo))
        ) { server in
            let result = try await client(server, kind).send(save, parameters: saveParameters)
            let echoed = try EchoedRequest.decode(result.body)
            #expect(echoed.method == "GET")
            #expect(echoed.query == "id=7")
            #expect(echoed.body == "")
            #expect(echoed.headers["content-type"] == nil)
        }
    }

    @Test(arguments: TransportKind.all, [301, 302, 307, 308])
    func aGetIsFollowedWithItsHeaders(_ kind: TransportKind, status: Int) async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/old", reply: .status(status, headers: ["Location": "new"])),
                .get("/api/new", reply: .echo))
        ) { server in
            let configuration = ClientConfiguration(token: schoolToken)
            let client = client(server, kind, configuration)
            client.setToken(StoredToken(value: "T-1", expiresAt: nil))
            let result = try await client.send(endpoint("old", "old"))
            let echoed = try EchoedRequest.decode(result.body)
            #expect(echoed.path == "/api/new")
            #expect(echoed.headers["x-auth-token"] == "T-1", "the same host gets the token")
        }
    }

    @Test(arguments: TransportKind.all)
    func theTokenIsNotCarriedToAnotherHost(_ kind: TransportKind) async throws {
        try await withTestServer(.any("*", reply: .echo)) { other in
            try await withTestServer(
                TestServer.start(
                    .get(
                        "/api/files", reply: .status(302, headers: ["Location": other.url("/cdn/file").absoluteString]))
                )
            ) { server in
                let client = client(server, kind, ClientConfiguration(token: schoolToken))
                client.setToken(StoredToken(value: "T-1", expiresAt: nil))
                let result = try await client.send(
                    endpoint("files", "files"),
                    parameters: [
                        Parameter("Authorization", "Basic eDp5", in: .header), Parameter("X-Trace", "42", in: .header),
                    ])
                let echoed = try EchoedRequest.decode(result.body)
                #expect(echoed.path == "/cdn/file")
                #expect(echoed.headers["x-auth-token"] == nil)
                #expect(echoed.headers["authorization"] == nil)
                #expect(echoed.headers["x-trace"] == "42", "other headers travel on")
                #expect(server.lastRequest(path: "/api/files")?.header("x-auth-token") == "T-1")
            }
        }
    }

    @Test(arguments: TransportKind.all)
    func aLoopEndsWithAnError(_ kind: TransportKind) async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/a", reply: .status(302, headers: ["Location": "/api/b"])),
                .get("/api/b", reply: .status(307, headers: ["Location": "/api/a"])))
        ) { server in
            let error = await failure { try await client(server, kind).send(endpoint("a", "a")) }
            let failure = try #require(
                redirectFailure(error), "expected a redirect failure, got \(String(describing: error))")
            #expect(failure.kind == .loop)
            #expect(server.requests.count == 2)
        }
    }

    @Test(arguments: TransportKind.all)
    func aLongChainEndsAtTheLimit(_ kind: TransportKind) async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/hop/*") { request in
                    let next = (Int(request.path.split(separator: "/").last ?? "") ?? 0) + 1
                    return .status(302, headers: ["Location": "/api/hop/\(next)"])
                })
        ) { server in
            let error = await failure {
                try await client(server, kind, redirects: RedirectPolicy(maxRedirects: 3)).send(
                    endpoint("hop", "hop/0"))
            }
            let failure = try #require(
                redirectFailure(error), "expected a redirect failure, got \(String(describing: error))")
            #expect(failure.kind == .tooMany)
            #expect(server.requests.count == 4, "the first request and 3 redirects")
        }
    }

    @Test(arguments: TransportKind.all)
    func withNoRedirectsFollowedThe3xxIsTheReply(_ kind: TransportKind) async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/old", reply: .text("moved", status: 302, headers: ["Location": "/api/new"])))
        ) { server in
            let error = await failure { try await client(server, kind, redirects: .never).send(endpoint("old", "old")) }
            guard case .httpStatus(let failure)? = error else {
                Issue.record("expected the 302, got \(String(describing: error))")
                return
            }
            #expect(failure.status == 302)
            #expect(failure.headers["location"] == "/api/new")
            #expect(String(decoding: failure.body, as: UTF8.self) == "moved")
        }
    }

    @Test(arguments: TransportKind.all)
    func aLocationThatIsNotHTTPEndsWithAnError(_ kind: TransportKind) async throws {
        let server = try await TestServer.start(
            .get("/api/old", reply: .status(302, headers: ["Location": "ftp://files.example/x"])))
        try await withTestServer(server) { server in
            let error = await failure { try await client(server, kind).send(endpoint("old", "old")) }
            let failure = try #require(
                redirectFailure(error), "expected a redirect failure, got \(String(describing: error))")
            #expect(failure.kind == .unsupportedLocation)
        }
    }

    /// A transport of an app's own, as docs/runtime.md ("Transports") writes one: the client follows its
    /// redirects by the policy it states, and follows none when it states none (the default, `.never`).
    struct Counting: Transport {
        let base: any Transport
        let states: Bool
        let sent: Sent
        var redirects: RedirectPolicy { states ? base.redirects : .never }

        final class Sent: @unchecked Sendable {
            private let lock = NSLock()
            private var paths: [String] = []
            func add(_ path: String) { lock.withLock { paths.append(path) } }
            var all: [String] { lock.withLock { paths } }
        }

        func send(_ request: HTTPRequest, body: RequestBody?, options: TransferOptions) async throws
            -> TransportReply
        {
            sent.add(request.path ?? "")
            return try await base.send(request, body: body, options: options)
        }
    }

    @Test(arguments: TransportKind.all, [true, false])
    func aTransportOfAnAppsOwnHasItsRedirectsFollowedByThePolicyItStates(_ kind: TransportKind, states: Bool)
        async throws
    {
        try await withTestServer(
            TestServer.start(
                .get("/api/old", reply: .status(302, headers: ["Location": "new"])),
                .get("/api/new", reply: .echo))
        ) { server in
            let sent = Counting.Sent()
            let client = NetLayerClient(
                configuration: ClientConfiguration(),
                environment: ServerEnvironment(name: "production", baseURL: server.url("/api")),
                transport: Counting(base: kind.make(redirects: .default), states: states, sent: sent))
            let outcome = await failure { try await client.send(endpoint("old", "old")) }
            if states {
                #expect(outcome == nil)
                #expect(sent.all == ["/api/old", "/api/new"], "each request of the chain goes through the transport")
            } else {
                guard case .httpStatus(let failure)? = outcome else {
                    Issue.record("without a policy, the 302 is the reply; got \(String(describing: outcome))")
                    return
                }
                #expect(failure.status == 302)
                #expect(sent.all == ["/api/old"])
            }
        }
    }
}
