import Foundation

/// A reply as a ``CacheStore`` keeps it: the response, its body, when it was
/// asked for and received, the request's values of the headers it varies by,
/// and whose credentials it was sent with.
public struct CachedReply: Sendable, Hashable, Codable {
    /// The URL asked for (before any redirect).
    public var url: URL
    /// The request's method: GET or HEAD.
    public var method: String
    /// The HTTP status.
    public var status: Int
    /// The reply's header fields, by lowercased name.
    public var headers: [String: String]
    /// The body; empty for HEAD.
    public var body: Data
    /// When the request was sent (RFC 9111's `request_time`).
    public var requestTime: Date
    /// When the reply arrived, or was last confirmed by a `304` (`response_time`).
    public var responseTime: Date
    /// The request's values of the headers named by `Vary`, by lowercased
    /// name; a header the request did not carry is absent.
    public var varying: [String: String]
    /// SHA-256 digests (hex) of each credential the request carried: a log-out
    /// removes the replies that carry its user's.
    public var owners: [String]

    /// A stored reply; the client makes these from the replies it receives.
    ///
    /// - Parameters:
    ///   - url: The URL asked for, before any redirect.
    ///   - method: The request's method: GET or HEAD.
    ///   - status: The reply's HTTP status.
    ///   - headers: The reply's header fields, by lowercased name.
    ///   - body: The reply's body; empty for HEAD.
    ///   - requestTime: When the request was sent.
    ///   - responseTime: When the reply arrived, or was last confirmed by a `304`.
    ///   - varying: The request's values of the headers the reply's `Vary` names, by lowercased name; empty
    ///     by default.
    ///   - owners: SHA-256 digests (hex) of the credentials the request carried; empty by default.
    public init(
        url: URL, method: String, status: Int, headers: [String: String], body: Data, requestTime: Date,
        responseTime: Date, varying: [String: String] = [:], owners: [String] = []
    ) {
        self.url = url
        self.method = method
        self.status = status
        self.headers = headers
        self.body = body
        self.requestTime = requestTime
        self.responseTime = responseTime
        self.varying = varying
        self.owners = owners
    }

    /// The bytes a store counts for this reply: its body and headers.
    public var cost: Int {
        body.count + headers.reduce(url.absoluteString.utf8.count) { $0 + $1.key.utf8.count + $1.value.utf8.count }
    }
}
