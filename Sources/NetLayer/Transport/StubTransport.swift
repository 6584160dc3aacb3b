import Foundation
import HTTPTypes

/// Answers requests without a network, for tests and previews: from a
/// handler, or from example replies by path.
public struct StubTransport: Transport {
    /// Answers a request (its head and its body) with a reply, or throws as a failed transfer would.
    public typealias Handler = @Sendable (HTTPRequest, RequestBody?) async throws -> StubReply

    private let handler: Handler

    /// A transport that answers every request with `handler`.
    ///
    /// - Parameter handler: Answers each request; it may be called from several tasks at once.
    public init(_ handler: @escaping Handler) {
        self.handler = handler
    }

    /// Answers each request with the reply given for its URL path; an
    /// unknown path gets a 404.
    ///
    /// - Parameter replies: Replies by URL path, such as `/api/users`; the query is not compared.
    public init(replies: [String: StubReply]) {
        self.handler = { request, _ in
            replies[request.url?.path ?? ""] ?? StubReply(status: 404, body: Data())
        }
    }

    /// The handler's reply to `request`, as a real transport would hand it over.
    ///
    /// - Parameters:
    ///   - request: The request's head, as the client built it.
    ///   - body: The request's body; nil when it has none.
    ///   - options: Progress handlers and the reply limit; progress is told once, with the whole body.
    /// - Returns: The handler's reply.
    /// - Throws: What the handler throws; `CancellationError` when the task is cancelled;
    ///   `URLError(.badServerResponse)` for a status outside 100...999 or a header name that is not one;
    ///   `NetLayerError.replyTooLarge` past `options.maxReplyBytes`.
    public func send(_ request: HTTPRequest, body: RequestBody?, options: TransferOptions) async throws
        -> TransportReply
    {
        try Task.checkCancellation()
        if let upload = options.uploadProgress, let size = body?.length {
            upload(TransferProgress(received: size, expected: size))
        }
        let reply = try await handler(request, body)
        try Task.checkCancellation()
        guard (100...999).contains(reply.status) else { throw URLError(.badServerResponse) }
        var fields = HTTPFields()
        for (name, value) in reply.headers {
            guard fields.append(name: name, value: value) else { throw URLError(.badServerResponse) }
        }
        let response = HTTPResponse(status: HTTPResponse.Status(code: reply.status), headerFields: fields)
        if let error = options.replyLimitError(at: Int64(reply.body.count)) { throw error }
        options.progress?(TransferProgress(received: Int64(reply.body.count), expected: Int64(reply.body.count)))
        return TransportReply(data: reply.body, response: response)
    }
}

/// A reply a `StubTransport` gives.
public struct StubReply: Sendable {
    /// The HTTP status code the request is answered with: 200 unless given.
    public var status: Int
    /// The reply's header fields, such as `Content-Type`; names are matched whatever their case.
    public var headers: [String: String]
    /// The reply's body, handed over whole; over the call's `maxReplyBytes` it ends in `.replyTooLarge`.
    public var body: Data

    /// A reply of `status`, `headers` and `body`.
    ///
    /// - Parameters:
    ///   - status: The HTTP status code; 200 by default.
    ///   - headers: The reply's header fields; none by default.
    ///   - body: The reply's body.
    public init(status: Int = 200, headers: [String: String] = [:], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON reply.
    ///
    /// - Parameters:
    ///   - text: The body's JSON text; it is not checked.
    ///   - status: The HTTP status code; 200 by default.
    ///   - headers: More header fields; a `Content-Type` among them wins over `application/json`.
    /// - Returns: A reply with `Content-Type: application/json` and `text` as its UTF-8 body.
    public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> StubReply {
        StubReply(
            status: status, headers: headers.merging(["Content-Type": "application/json"]) { mine, _ in mine },
            body: Data(text.utf8))
    }
}
