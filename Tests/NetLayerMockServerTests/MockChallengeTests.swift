import Foundation
import NetLayer
import NetLayerMock
import NetLayerMockServer
import NetLayerSpec
import TestSupport
import TestTraits
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `WWW-Authenticate` of `netlayer mock`'s 401: RFC 9110 §15.5.2 says a 401 "MUST send a WWW-Authenticate
/// header field containing at least one challenge applicable to the target resource", and §11.6.1 lets the field
/// list several. Each names a credential the interface needs, in the scheme it travels with (`Bearer`, `Basic`),
/// or, for a key that has no registered scheme, `ApiKey` with where it goes.
@Suite(.highPriority) struct MockChallengeTests {
    /// A spec with keys and no token: what `Token` challenges used to be sent for.
    static let keysOnly = specYAML(
        name: "Weather",
        top: """
            auth:
              keys:
                apiKey: { header: X-Api-Key }
                basic: { header: Authorization, scheme: Basic }
                queryKey: { query: api_key }
              default: apiKey
            """,
        modules: """
            weather:
              interfaces:
                today: { method: GET, path: today }
                admin: { method: POST, path: admin, auth: { anyOf: [basic, queryKey] } }
            """)

    private func backend(_ yaml: String) throws -> MockBackend {
        let loaded = SpecLoader(fileSystem: InMemoryFileSystem(["spec.yaml": yaml])).load("spec.yaml")
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        return SpecBackend.make(spec, options: MockOptions())
    }

    /// The status and `WWW-Authenticate` a loopback `netlayer mock` server answers `method` `path` with.
    private func challenge(_ server: MockServer, _ method: String, _ path: String) async throws -> (Int, String?) {
        let url = URL(string: "http://127.0.0.1:\(server.port)/api\(path)")!
        let request = HTTPRequest(method: try #require(HTTPRequest.Method(method)), url: url)
        let reply = try await URLSessionTransport().send(request, body: nil, options: TransferOptions())
        return (reply.response.status.code, reply.response.headerFields[.wwwAuthenticate])
    }

    @Test func aMissingKeyIsChallengedWithWhereItGoes() async throws {
        // A start-up bound past the test's time limit, as TestServer's: the suite's busiest moments held
        // the server's first steps for longer than the command's 5 s.
        let server = try await MockServer.start(
            backend: try backend(Self.keysOnly), port: 0, startTimeout: .seconds(600), log: { _ in })
        let (status, today) = try await challenge(server, "GET", "/today")
        let (_, admin) = try await challenge(server, "POST", "/admin")
        await server.stop()
        #expect(status == 401)
        #expect(today == #"ApiKey realm="netlayer mock", header="X-Api-Key""#)
        #expect(
            admin == #"Basic realm="netlayer mock", ApiKey realm="netlayer mock", query="api_key""#,
            "one challenge per credential that would do, in the order the interface names them")
        #expect(today?.hasPrefix("Token") == false, "no scheme the spec does not use")
    }

    @Test func aTokenIsChallengedWithItsScheme() async throws {
        let path = SpecBackendCredentialTests.path
        let backend = SpecBackend.make(try #require(SpecLoader().load(path).spec), options: MockOptions())
        let secrets = await backend.reply(
            to: MockRequest(method: "GET", target: "/secrets", headers: [:], body: Data()))
        #expect(secrets.status == 401)
        #expect(
            secrets.headers["WWW-Authenticate"]
                == #"Bearer realm="netlayer mock", ApiKey realm="netlayer mock", header="X-API-Key""#)
        let one = await backend.reply(to: MockRequest(method: "GET", target: "/secrets/7", headers: [:], body: Data()))
        #expect(
            one.headers["WWW-Authenticate"]
                == #"ApiKey realm="netlayer mock", header="X-API-Key", ApiKey realm="netlayer mock", cookie="sid""#)
    }
}
