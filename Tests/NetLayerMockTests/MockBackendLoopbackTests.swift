import Foundation
import LoopbackServers
@_spi(Generated) import NetLayer
import RuntimeTestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayerMock

/// `ServerEnvironment.replacingOrigin(with:)` points every module of a spec
/// at one server; a `MockBackend` behind a real HTTP server answers them all.
@Suite(.highPriority) struct MockBackendLoopbackTests {
    private let login = Endpoint(
        id: "login", method: .POST, path: "login", prefix: .same("account"), body: .form, sendsToken: false)
    private let me = Endpoint(id: "me", method: .GET, path: "me", prefix: .same("account"))
    /// A module on a host of its own.
    private let upload = Endpoint(
        id: "upload", method: .POST, path: "avatar/{kind}", prefix: .same("files"),
        base: .each([("production", "https://upload.other.example/v2"), ("staging", "https://up.staging.example/v2")]),
        body: .multipart)

    private var interfaces: [MockInterface] {
        [
            MockInterface(
                endpoint: login,
                parameters: [MockParameter("user", in: .body), MockParameter("remember", in: .body, kind: .boolean)],
                examples: [.data("me", ["id": 1, "name": "me"])], issuesToken: true),
            MockInterface(endpoint: me, examples: [.data("me", ["id": 1, "name": "me"])]),
            MockInterface(
                endpoint: upload,
                parameters: [
                    MockParameter("kind", in: .path, kind: .oneOf(["square", "round"])),
                    MockParameter("file", in: .body, kind: .file),
                ],
                examples: [.data("stored", ["id": 9, "name": "a.png"])]),
        ]
    }

    /// A loopback server that answers every request through `backend`, as `netlayer mock` does.
    private func serve(_ backend: MockBackend) async throws -> TestServer {
        try await TestServer.start(
            .any("*") { request in
                let reply = await backend.reply(
                    to: MockRequest(
                        method: request.method, target: request.target, headers: request.headers, body: request.body))
                return TestReply(status: reply.status, headers: reply.headers, body: reply.body)
            })
    }

    @Test func replacingTheOriginKeepsEveryPathModuleBasesIncluded() throws {
        let local = mockProduction.replacingOrigin(with: URL(string: "http://127.0.0.1:8080/ignored")!)
        #expect(login.url(in: local)?.absoluteString == "http://127.0.0.1:8080/api/account/login")
        #expect(
            upload.url(in: local, pathValues: ["kind": "a b"])?.absoluteString
                == "http://127.0.0.1:8080/v2/files/avatar/a%20b")
        #expect(
            upload.url(in: mockProduction)?.host == "upload.other.example", "without an origin, the module's own host")
        #expect(local != mockProduction)
        #expect(Set([local, mockProduction, local]).count == 2)
        #expect(ServerEnvironment(name: "production", baseURL: mockProduction.baseURL) == mockProduction)
    }

    @Test func aClientPointedAtALoopbackMockUsesEveryModule() async throws {
        let configuration = ClientConfiguration(envelope: schoolEnvelope, token: schoolToken)
        let backend = MockBackend(interfaces: interfaces, configuration: configuration, server: mockProduction)
        try await withTestServer(serve(backend)) { server in
            let client = NetLayerClient(
                configuration: configuration, environment: mockProduction.replacingOrigin(with: server.baseURL))

            let before = await failure { try await client.send(me) }
            guard case .loginRequired? = before else {
                Issue.record("expected loginRequired before the login, got \(String(describing: before))")
                return
            }
            let badLogin = await failure {
                try await client.send(
                    login, parameters: [Parameter("user", "ada", in: .body), Parameter("remember", "maybe", in: .body)])
            }
            #expect(httpFailure(badLogin)?.message == "parameter 'remember' (body) must be true or false, not 'maybe'")

            _ = try await client.send(
                login, parameters: [Parameter("user", "ada", in: .body), Parameter("remember", true, in: .body)])
            #expect(client.isLoggedIn, "the token is kept under the host requests go to")
            #expect(try await client.send(me, as: Student.self).name == "me")
            #expect(server.lastRequest(path: "/api/account/me")?.header("x-auth-token") == client.currentToken)

            let file = FilePart(
                data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]), fileName: "a.png", mimeType: "image/png")
            let stored = try await client.send(
                upload,
                parameters: [Parameter("kind", "square", in: .path), Parameter("file", .files([file]), in: .body)],
                as: Student.self)
            #expect(stored == Student(id: 9, name: "a.png"))
            #expect(server.lastRequest?.path == "/v2/files/avatar/square", "the module's path, on the loopback host")
            let wrongKind = await failure {
                try await client.send(
                    upload,
                    parameters: [Parameter("kind", "oval", in: .path), Parameter("file", .files([file]), in: .body)])
            }
            #expect(httpFailure(wrongKind)?.status == 400)
        }
    }

    @Test func anHTTPStatusExpiredAnswerReachesTheClientOverLoopback() async throws {
        let bearer = TokenConfiguration(
            placement: .header("Authorization"), scheme: "Bearer", source: .header("X-Token"), expiredCodes: [401])
        let configuration = ClientConfiguration(token: bearer)
        let backend = MockBackend(interfaces: interfaces, configuration: configuration, server: mockProduction)
        try await withTestServer(serve(backend)) { server in
            let client = NetLayerClient(
                configuration: configuration, environment: mockProduction.replacingOrigin(with: server.baseURL))
            client.setToken("not-minted")
            let error = await failure { try await client.send(me) }
            guard case .loginRequired? = error else {
                Issue.record("expected loginRequired from a 401, got \(String(describing: error))")
                return
            }
            #expect(server.lastRequest?.header("Authorization") == "Bearer not-minted")
        }
    }
}
