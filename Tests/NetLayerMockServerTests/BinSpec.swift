import Foundation
import NetLayer
import NetLayerSpec
import Testing

/// The specs of httpbin's interfaces (from PyPI, on loopback) that the tests of `netlayer verify`, `record` and
/// `mock --recordings` hold it to, and the plain GET they call it with.
enum BinSpec {
    /// The spec `text`, its `BASE` httpbin's URL, loaded and checked.
    static func spec(_ text: String, base: String) throws -> Spec {
        let text = text.replacingOccurrences(of: "BASE", with: base)
        let loaded = SpecLoader(fileSystem: InMemoryFileSystem(["bin.yaml": text])).load("bin.yaml")
        return try #require(loaded.spec, "\(Array(loaded.diagnostics))")
    }

    /// A spec of httpbin's interfaces, one a line, in one module without a prefix or auth.
    static func spec(interfaces: [String], base: String) throws -> Spec {
        let lines = interfaces.map { "      " + $0 }.joined(separator: "\n")
        return try spec(
            """
            netlayer: 1
            name: Bin
            environments: { local: BASE }
            url: "{base}/{path}"
            modules:
              bin:
                prefix: ""
                interfaces:
            \(lines)
            """, base: base)
    }

    /// A GET of `url` with `headers`, redirects not followed.
    static func get(_ url: String, headers: [String: String] = [:]) async throws -> TransportReply {
        var request = HTTPRequest(method: .get, url: try #require(URL(string: url)))
        for (name, value) in headers { request.headerFields[try #require(HTTPField.Name(name))] = value }
        return try await URLSessionTransport(redirects: .never).send(request, body: nil, options: TransferOptions())
    }
}
