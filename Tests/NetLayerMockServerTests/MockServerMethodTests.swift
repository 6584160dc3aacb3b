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

/// RFC 9110, section 15.5.6: "The 405 (Method Not Allowed) status code indicates that the method received in the
/// request-line is known by the origin server but not supported by the target resource. The origin server MUST
/// generate an Allow header field in a 405 response containing a list of the target resource's currently supported
/// methods." `netlayer mock` says so for every method of IANA's registry, those its HTTP server does not know too.
@Suite(.highPriority) struct MockServerMethodTests {
    static let spec = specYAML(
        name: "Shop",
        modules: """
            orders:
              prefix: orders
              interfaces:
                order: { method: GET, path: "order/{id}", params: { id: Int64 } }
            """)

    /// The status, `Allow` and body a loopback `netlayer mock` server answers `method` `path` with.
    private func send(_ server: MockServer, _ method: String, _ path: String) async throws -> (Int, String?, Data) {
        let url = URL(string: "http://127.0.0.1:\(server.port)/api\(path)")!
        let request = HTTPRequest(method: try #require(HTTPRequest.Method(method)), url: url)
        let reply = try await URLSessionTransport().send(request, body: nil, options: TransferOptions())
        return (reply.response.status.code, reply.response.headerFields[.allow], reply.data)
    }

    @Test func aMethodTheServerDoesNotKnowIsAnswered405WithAllow() async throws {
        let loaded = SpecLoader(fileSystem: InMemoryFileSystem(["spec.yaml": Self.spec])).load("spec.yaml")
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        // A start-up bound past the test's time limit, as TestServer's: the suite's busiest moments held
        // the server's first steps for longer than the command's 5 s.
        let server = try await MockServer.start(
            backend: SpecBackend.make(spec, options: MockOptions()), port: 0, startTimeout: .seconds(600))
        let query = try await send(server, "QUERY", "/orders/order/7")
        let propfind = try await send(server, "PROPFIND", "/orders/order/7")
        let delete = try await send(server, "DELETE", "/orders/order/7")
        let elsewhere = try await send(server, "QUERY", "/nothing")
        await server.stop()
        #expect(query.0 == 405)
        #expect(query.1 == "GET, HEAD")
        #expect(propfind.0 == 405)
        #expect(delete.0 == 405, "as before: a method the server knows")
        #expect(elsewhere.0 == 404)
        #expect(
            (try? JSONValue(parsing: elsewhere.2))?["message"]?.stringValue == "no interface at /api/nothing",
            "the mock's own 404, not the server's empty one")
    }
}
