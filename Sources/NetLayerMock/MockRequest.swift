import Foundation
import HTTPTypes
import NetLayer

/// A request as a ``MockBackend`` reads it: from an `HTTPRequest` and its body
/// (a `StubTransport`), or from an HTTP server's request.
public struct MockRequest: Sendable {
    /// The method, such as `GET`; compared ignoring case.
    public var method: String
    /// The path as on the wire, percent-encoded, without the query: `/api/student/7`.
    public var path: String
    /// The query's items, names and values percent-decoded, in order.
    public var query: [URLQueryItem]
    /// The header fields; look them up with ``header(_:)``, which ignores case.
    public var headers: [String: String]
    /// The body's bytes; empty when there is none.
    public var body: Data

    /// A request of `method` for `path` (percent-encoded, as on the wire) with decoded `query` items.
    ///
    /// - Parameters:
    ///   - method: The method, such as `GET`.
    ///   - path: The path, percent-encoded, without the query.
    ///   - query: The query's items, percent-decoded, in order.
    ///   - headers: The header fields.
    ///   - body: The body's bytes; empty for none.
    public init(
        method: String, path: String, query: [URLQueryItem] = [], headers: [String: String] = [:], body: Data = Data()
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// A request of `method` for `target`, the request line's path and query
    /// as sent (`/api/list?page=2&q=a%2Bb`): what an HTTP server hands over.
    ///
    /// - Parameters:
    ///   - method: The method, such as `GET`.
    ///   - target: The request line's path and query, percent-encoded as sent.
    ///   - headers: The header fields.
    ///   - body: The body's bytes; empty for none.
    public init(method: String, target: String, headers: [String: String] = [:], body: Data = Data()) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let query = parts.count > 1 ? String(parts[1]) : ""
        self.init(
            method: method, path: String(parts[0]), query: Self.items(ofQuery: query), headers: headers, body: body)
    }

    /// The request a client built: its path and query, header fields (several of a name joined) and body
    /// (read from its stream when files are part of it).
    ///
    /// - Parameters:
    ///   - request: The request's head, as a generated client hands it to its transport.
    ///   - body: The request's body; nil when it has none.
    public init(_ request: HTTPRequest, body: RequestBody?) {
        let target = request.path ?? "/"
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        self.init(
            method: request.method.rawValue, path: parts.first.map(String.init) ?? "/",
            query: Self.items(ofQuery: parts.count > 1 ? String(parts[1]) : ""),
            headers: request.headerFields.dictionary,
            body: body.map { $0.data ?? Self.read($0.makeStream()) } ?? Data())
    }

    /// The value of the header field `name`, whatever the case of either; nil when it was not sent.
    ///
    /// - Parameter name: A header field's name.
    /// - Returns: The value, or nil.
    public func header(_ name: String) -> String? {
        if let exact = headers[name] { return exact }
        return headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The value of the cookie `name` in the `Cookie` header, percent-decoded as NetLayer's clients encode it.
    func cookie(_ name: String) -> String? {
        guard let header = header("Cookie") else { return nil }
        for pair in header.split(separator: ";") {
            let parts = pair.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0] == name else { continue }
            return String(parts[1]).removingPercentEncoding ?? String(parts[1])
        }
        return nil
    }

    /// The values of the query items named `name`, in order.
    func queryValues(_ name: String) -> [String] {
        query.filter { $0.name == name }.map { $0.value ?? "" }
    }

    /// `a=1&b=x%2By` as decoded items. A `+` is a space, as servers read
    /// forms and queries; NetLayer's clients send a real plus as `%2B`.
    /// Package access for the fuzz targets (`Fuzz/FormFuzzer`).
    package static func items(ofQuery text: String) -> [URLQueryItem] {
        guard !text.isEmpty else { return [] }
        return text.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return URLQueryItem(name: decoded(parts[0]), value: parts.count > 1 ? decoded(parts[1]) : nil)
        }
    }

    private static func decoded(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    private static func read(_ stream: InputStream) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        stream.open()
        defer { stream.close() }
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            data.append(buffer, count: count)
        }
        return data
    }
}
