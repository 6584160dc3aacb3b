import Foundation

/// A reply a server gave, as `netlayer record` keeps it: its status, header fields and body byte for byte, and
/// the request it answered. `netlayer verify --recordings` holds it to the spec; `netlayer mock --recordings`
/// and a generated `stubbed(…)` replay it (docs/verify.md, "Recordings").
public struct RecordedReply: Sendable, Hashable {
    /// The request that was answered, secrets redacted; nil when not kept.
    public var request: Request?
    /// The HTTP status.
    public var status: Int
    /// The header fields, in the order written, secrets redacted.
    public var headers: [Header]
    /// The body, byte for byte.
    public var body: Data

    /// What a recording has in place of a secret: a token, a key, a cookie, a parameter the spec marks secret.
    public static let redacted = "<redacted>"

    /// A request as it was sent, secrets redacted.
    public struct Request: Sendable, Hashable {
        /// The method.
        public var method: HTTPMethod
        /// The path and query, as sent: `/api/v1/student/7/detail?lang=en`.
        public var target: String
        /// The header fields, in the order written.
        public var headers: [Header]
        /// The body, byte for byte; empty for none.
        public var body: Data

        /// Creates a request.
        ///
        /// - Parameters:
        ///   - method: The method.
        ///   - target: The path and query, as sent.
        ///   - headers: The header fields, secrets redacted.
        ///   - body: The body; empty for none.
        public init(method: HTTPMethod, target: String, headers: [Header] = [], body: Data = Data()) {
            self.method = method
            self.target = target
            self.headers = headers
            self.body = body
        }
    }

    /// One header field.
    public struct Header: Sendable, Hashable {
        /// The field's name, as written.
        public var name: String
        /// The field's value.
        public var value: String

        /// Creates a header field.
        ///
        /// - Parameters:
        ///   - name: The field's name.
        ///   - value: The field's value.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Creates a recorded reply.
    ///
    /// - Parameters:
    ///   - request: The request that was answered; nil when not kept.
    ///   - status: The HTTP status.
    ///   - headers: The header fields, secrets redacted.
    ///   - body: The body.
    public init(request: Request? = nil, status: Int, headers: [Header] = [], body: Data) {
        self.request = request
        self.status = status
        self.headers = headers
        self.body = body
    }
}
