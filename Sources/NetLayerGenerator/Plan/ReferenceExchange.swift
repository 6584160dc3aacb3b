import Foundation

/// An example request of the reference, as a server receives it: what the page shows as `curl`, what its
/// "try it" button sends, and what the mock backend answers to make the page's example reply.
public struct ReferenceRequest: Sendable, Hashable {
    /// The interface's id.
    public var interface: String
    /// The HTTP method, uppercase: `GET`, `POST`.
    public var method: String
    /// The full URL in the environment the reference shows first.
    public var url: String
    /// The path and query of `url`: what a server at another origin (the mock) is sent.
    public var target: String
    /// In the order sent; the token and keys are placeholders (``ReferenceRequest/tokenPlaceholder``).
    public var headers: [Header]
    /// The body as sent: JSON or form text; nil without one, and for multipart.
    public var body: String?
    /// A multipart body's fields, as text.
    public var form: [Header]?

    /// A header, or a field of a multipart form, as sent.
    public struct Header: Sendable, Hashable {
        /// The header's name as sent (`Content-Type`), or the form field's.
        public var name: String
        /// The value as sent; a placeholder for the token and keys.
        public var value: String
    }

    /// What stands for the token the app holds, which a reader replaces with their own.
    public static let tokenPlaceholder = "TOKEN"
}

/// A server's reply to a ``ReferenceRequest``, as it sends it: the envelope included.
public struct ReferenceReply: Sendable, Hashable {
    /// The HTTP status code: `200`, `404`.
    public var status: Int
    /// The reply's `Content-Type` header, parameters included (`application/json; charset=utf-8`).
    public var contentType: String
    /// The body laid out for reading (JSON indented), or a note for bytes that are not text.
    public var body: String

    /// A reply as a server sent it.
    ///
    /// - Parameters:
    ///   - status: The HTTP status code.
    ///   - contentType: The `Content-Type` header.
    ///   - body: The body laid out for reading, or a note for bytes that are not text.
    public init(status: Int, contentType: String, body: String) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }
}

/// What the reference is made with beyond the spec: the environment whose URLs "try it" and `curl` use,
/// and who answers the example requests.
public struct ReferenceOptions: Sendable {
    /// The environment of the example requests; nil: the spec's first.
    public var environment: String?
    /// The reply a server sends to each example request. `netlayer docs` and `netlayer mock` ask the mock
    /// backend, so the page shows what the mock serves, envelope included.
    public var replies: @Sendable (ReferenceRequest) -> ReferenceReply

    /// Options for the API reference.
    ///
    /// - Parameters:
    ///   - environment: The name of the environment whose URLs the examples use; nil (the default) for the
    ///     spec's first.
    ///   - replies: Answers each example request; called for each one while planning.
    public init(environment: String? = nil, replies: @escaping @Sendable (ReferenceRequest) -> ReferenceReply) {
        self.environment = environment
        self.replies = replies
    }
}
