import Foundation
import NetLayer
import NetLayerGenerator
import NetLayerMock
import NetLayerMockServer
import NetLayerSpec
import TestSupport
import TestTraits
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `netlayer mock` serves the API reference beside the API: the index at `/`, every other file under
/// `/_netlayer/`, and the API still at its real paths; an interface at `/` keeps `/`.
@Suite(.highPriority) struct ReferenceServingTests {
    private static let school = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("specs/school.yaml").path

    private func routes(_ loaded: SpecLoadResult) throws -> (MockBackend, ReferenceRoutes) {
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let backend = SpecBackend.make(spec, options: MockOptions())
        let files = ReferenceSite.files(
            spec, names: try #require(loaded.names), graph: loaded.graph,
            backend: ReferenceSite.exampleBackend(spec, options: backend.options),
            library: try TemplateLibrary.builtIn())
        return (backend, ReferenceRoutes(files: files, backend: backend))
    }

    private func get(
        _ server: MockServer, _ path: String, method: String = "GET", json: String? = nil
    ) async throws -> (status: Int, type: String?, body: String) {
        let url = URL(string: "http://127.0.0.1:\(server.port)\(path)")!
        var request = HTTPRequest(method: try #require(HTTPRequest.Method(method)), url: url)
        if json != nil { request.headerFields[.contentType] = "application/json" }
        let reply = try await URLSessionTransport().send(
            request, body: json.map { RequestBody(Data($0.utf8)) }, options: TransferOptions())
        return (
            reply.response.status.code, reply.response.headerFields[.contentType],
            String(decoding: reply.data, as: UTF8.self)
        )
    }

    @Test func servesTheIndexAtTheRootItsFilesUnderThePrefixAndTheAPIAtItsPaths() async throws {
        let (backend, reference) = try routes(SpecLoader().load(Self.school))
        #expect(reference.servesRoot && reference.indexPath == "/")
        let server = try await MockServer.start(
            backend: backend, reference: reference, port: 0, startTimeout: .seconds(600), log: { _ in })
        let index = try await get(server, "/")
        let style = try await get(server, "/_netlayer/reference.css")
        let script = try await get(server, "/_netlayer/reference.js")
        let page = try await get(server, "/_netlayer/interfaces/loginByPassword.html")
        let missing = try await get(server, "/_netlayer/interfaces/nothing.html")
        let posted = try await get(server, "/", method: "POST")
        let login = try await get(
            server, "/api/account/api/login/V1/password", method: "POST", json: #"{"productNo": "1", "password": "2"}"#)
        await server.stop()

        #expect(index.status == 200)
        #expect(index.type == "text/html; charset=utf-8")
        #expect(index.body.contains("<title>School API reference</title>"))
        #expect(index.body.contains(#"<a href="_netlayer/interfaces/studentList.html">"#))
        #expect(style.status == 200 && style.type == "text/css; charset=utf-8" && style.body.contains("#try-button"))
        #expect(script.status == 200 && script.type == "text/javascript; charset=utf-8")
        #expect(script.body.contains("fetch(tryBox.getAttribute(\"data-target\"), init)"))
        #expect(page.status == 200)
        // The example reply as the mock sends it: the envelope around the example's data.
        #expect(
            page.body.contains(
                "{\n  &quot;h&quot;: {\n    &quot;code&quot;: 200,\n    &quot;msg&quot;: &quot;ok&quot;,"),
            "\(page.body)")
        #expect(page.body.contains(#"data-target="/api/account/api/login/V1/password""#))
        #expect(missing.status == 404)
        #expect(posted.status == 405)
        #expect(login.status == 200 && login.body.contains(#""userId":10001"#), "\(login.body)")
    }

    /// The reply of an interface named by its id is the routed reply, and a request that is not for its path is
    /// routed as any other: the reference asks for each interface's reply without matching every route.
    @Test func aReplyOfANamedInterfaceIsTheRoutedOne() throws {
        let (backend, _) = try routes(SpecLoader().load(Self.school))
        let now = Date(timeIntervalSince1970: 1_767_225_600)
        let detail = MockRequest(method: "GET", target: "/api/public/v5/banner/list", headers: [:], body: Data())
        let named = backend.reply(to: detail, of: "banner", at: now)
        let routed = backend.reply(to: detail, at: now)
        #expect(named.status == 200 && named.interface == "banner")
        #expect(named.body == routed.body && named.status == routed.status && named.note == routed.note)
        let elsewhere = backend.reply(to: detail, of: "studentList", at: now)
        #expect(elsewhere.interface == "banner", "not studentList's path: routed")
        let unknown = MockRequest(method: "GET", target: "/nowhere", headers: [:], body: Data())
        #expect(backend.reply(to: unknown, of: "banner", at: now).status == 404)
    }

    /// The API keeps `/` when an interface is served there, and the index moves to `/_netlayer/index.html`.
    @Test func anInterfaceAtTheRootKeepsIt() async throws {
        let yaml = specYAML(
            name: "Root", environments: "production: https://root.example",
            modules: "home:\n  interfaces:\n    start: { method: GET, path: \"/\", response: String }")
        let (backend, reference) = try routes(
            SpecLoader(fileSystem: InMemoryFileSystem(["spec.yaml": yaml])).load("spec.yaml"))
        #expect(!reference.servesRoot)
        #expect(reference.indexPath == "/_netlayer/index.html")
        #expect(reference.reply(method: "GET", path: "/") == nil, "the API answers /")
        let index = try #require(reference.reply(method: "GET", path: "/_netlayer/index.html"))
        #expect(index.status == 200)
        #expect(String(decoding: index.body, as: UTF8.self).contains(#"href="../_netlayer/interfaces/start.html""#))
        let server = try await MockServer.start(
            backend: backend, reference: reference, port: 0, startTimeout: .seconds(600), log: { _ in })
        let root = try await get(server, "/")
        await server.stop()
        #expect(root.status == 200)
        #expect(!root.body.contains("<html"), "\(root.body)")
    }
}
