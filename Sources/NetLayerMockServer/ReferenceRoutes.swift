import Foundation
import NetLayer
import NetLayerGenerator
import NetLayerMock

/// The API reference as `netlayer mock` serves it beside the API: `index.html` at `/`, and every other file
/// under `/_netlayer/`, a path no interface can take (a spec's paths and prefixes are its own, and none
/// starts with `_netlayer`). When an interface of the spec is served at `/`, the API keeps `/` and the index
/// is at `/_netlayer/index.html`, which the site holds for this case.
public struct ReferenceRoutes: Sendable {
    /// Where the site's files other than the index are served.
    public static let prefix = "/_netlayer/"

    private let files: [String: Data]
    /// Whether `/` shows the index: false when an interface is served there.
    public let servesRoot: Bool

    /// The routes of the site `files` (paths from the site's root), served beside `backend`'s interfaces.
    ///
    /// - Parameters:
    ///   - files: The site's files, as ``ReferenceSite/files(_:names:graph:backend:library:)`` renders them.
    ///   - backend: The backend served beside them: `/` shows the index only when no interface is served there.
    public init(files: [RenderedFile], backend: MockBackend) {
        self.files = Dictionary(
            files.map { ($0.path, Data($0.contents.utf8)) }, uniquingKeysWith: { first, _ in first })
        var environment = backend.server
        environment.name = backend.options.environment ?? environment.name
        servesRoot = !backend.interfaces.contains { interface in
            let path = interface.endpoint.url(in: environment)?.path ?? interface.endpoint.path
            return path.isEmpty || path == "/"
        }
    }

    /// Where the index is, on the mock.
    public var indexPath: String { servesRoot ? "/" : Self.prefix + "index.html" }

    /// The reply to a request for the site, from its files; nil for a request that is not the site's.
    ///
    /// - Parameters:
    ///   - method: The request's method: GET and HEAD are answered, any other with 405.
    ///   - path: The request's path, percent-encoded.
    /// - Returns: The file (or a 404 for a file the site lacks under ``prefix``), or nil.
    public func reply(method: String, path: String) -> MockReply? {
        let file: String
        if servesRoot, path == "/" {
            file = "index.html"
        } else if path.hasPrefix(Self.prefix) {
            file = String(path.dropFirst(1)).removingPercentEncoding ?? String(path.dropFirst(1))
        } else {
            return nil
        }
        guard method == "GET" || method == "HEAD" else {
            return MockReply(
                status: 405, headers: ["Allow": "GET, HEAD", "Content-Type": "text/plain; charset=utf-8"],
                body: Data("the API reference is read with GET\n".utf8), interface: nil, note: "reference")
        }
        guard let body = files[file] else {
            return MockReply(
                status: 404, headers: ["Content-Type": "text/plain; charset=utf-8"],
                body: Data("no page \(path) in the API reference\n".utf8), interface: nil, note: "reference")
        }
        return MockReply(
            status: 200, headers: ["Content-Type": Self.contentType(of: file), "Cache-Control": "no-cache"],
            body: method == "HEAD" ? Data() : body, interface: nil, note: "reference")
    }

    static func contentType(of file: String) -> String {
        if file.hasSuffix(".css") { return "text/css; charset=utf-8" }
        if file.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        return "text/html; charset=utf-8"
    }
}
