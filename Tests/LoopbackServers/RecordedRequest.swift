import Foundation

/// One request as the test server received it.
public struct RecordedRequest: Sendable, CustomStringConvertible {
    /// The method as sent, e.g. "GET".
    public let method: String
    /// The path exactly as sent on the request line: percent-encoded, not decoded.
    public let path: String
    /// The query exactly as sent (percent-encoded, not decoded), without the "?";
    /// "" when the request line had none.
    public let query: String
    /// Header fields with their names as sent. Look them up with `header(_:)`, which
    /// ignores case. (FlyingFox keeps one value per name: a repeated field keeps its last.)
    public let headers: [String: String]
    /// The body bytes exactly as received (after chunked decoding, if any).
    public let body: Data
    /// The client's source port: requests with one port came over one connection.
    public let clientPort: UInt16?
    /// When the server had read the request (head and body).
    public let receivedAt: ContinuousClock.Instant

    /// `path` with `?query` when there is a query: the request target as sent.
    public var target: String { query.isEmpty ? path : "\(path)?\(query)" }

    /// `path` with its percent-escapes decoded.
    public var decodedPath: String { path.removingPercentEncoding ?? path }

    /// The query's items, names and values percent-decoded ("+" is left as it is).
    /// An item without "=" has the value nil.
    public var queryItems: [URLQueryItem] {
        guard !query.isEmpty else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let value = parts.count > 1 ? String(parts[1]) : nil
            return URLQueryItem(
                name: name.removingPercentEncoding ?? name,
                value: value.map { $0.removingPercentEncoding ?? $0 }
            )
        }
    }

    /// The first decoded value of the query item `name`, or nil.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The value of header field `name`, ignoring case; nil when it was not sent.
    public func header(_ name: String) -> String? {
        if let exact = headers[name] { return exact }
        return headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The body as UTF-8 text (invalid bytes become U+FFFD).
    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    public var description: String { "\(method) \(target) (\(body.count) body bytes)" }
}
