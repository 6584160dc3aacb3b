import Foundation
import HTTPTypes

/// Sends a request and returns the reply: URLSession by default, AsyncHTTPClient on a server, a stub in tests.
///
/// The boundary is swift-http-types' (`HTTPRequest`, `HTTPResponse`), as swift-openapi-runtime's
/// `ClientTransport` and Hummingbird's are. A transport sends one request and hands over its reply, a 3xx
/// included: the client follows redirects by the transport's ``redirects`` policy, above every transport, and
/// drops credentials on the way to another origin.
public protocol Transport: Sendable {
    /// The reply to `request`. Throws `URLError` (or `CancellationError`)
    /// when no reply came, or a `NetLayerError` of its own (a reply over
    /// `options.maxReplyBytes`, a content coding it cannot decode); an HTTP
    /// status, a redirect's or an error's, is a reply, not an error.
    /// Cancelling the calling task must end the call promptly: the client
    /// keeps time-outs by cancelling it.
    ///
    /// - Parameters:
    ///   - request: The request's head, as the client built it (interceptors applied).
    ///   - body: The request's body; nil when it has none.
    ///   - options: Progress handlers and the reply limit.
    /// - Returns: The whole body and the HTTP response, whatever its status.
    /// - Throws: `URLError` or `CancellationError` when no reply came; `NetLayerError.replyTooLarge` of the
    ///   transport's own.
    func send(_ request: HTTPRequest, body: RequestBody?, options: TransferOptions) async throws -> TransportReply

    /// Opens the reply to `request` and returns once its head has arrived;
    /// the body is read as it arrives (`StreamingReply.body`). Throws as
    /// `send` does, while the head is awaited; afterwards a broken transfer
    /// ends the body's loop with the error. Cancelling the calling task
    /// before the head has arrived must end the call promptly.
    ///
    /// Transports that cannot stream need not implement it: the default
    /// sends the request with `send` and hands the whole body over as one chunk.
    ///
    /// - Parameters:
    ///   - request: The request's head, as the client built it (interceptors applied).
    ///   - body: The request's body; nil when it has none.
    ///   - options: Progress handlers and the reply limit.
    /// - Returns: The HTTP response and a body to read as it arrives.
    /// - Throws: What ``send(_:body:options:)`` throws, while the head is awaited.
    func open(_ request: HTTPRequest, body: RequestBody?, options: TransferOptions) async throws -> StreamingReply

    /// How the client follows this transport's redirects (RFC 9110, section 15.4). A transport that says
    /// nothing gets ``RedirectPolicy/never``: its 3xx replies are the replies.
    var redirects: RedirectPolicy { get }
}

extension Transport {
    /// The reply of `send`, its body handed over whole as one chunk: for
    /// transports that cannot stream, such as `StubTransport`.
    ///
    /// - Parameters:
    ///   - request: The request's head.
    ///   - body: The request's body; nil when it has none.
    ///   - options: Progress handlers and the reply limit.
    /// - Returns: The response and the whole body as one chunk.
    /// - Throws: What ``send(_:body:options:)`` throws.
    public func open(_ request: HTTPRequest, body: RequestBody?, options: TransferOptions) async throws
        -> StreamingReply
    {
        let reply = try await send(request, body: body, options: options)
        return StreamingReply(response: reply.response, body: ReplyBody(data: reply.data))
    }

    /// No redirect is followed: the 3xx is the reply.
    public var redirects: RedirectPolicy { .never }
}

/// Told of a body's bytes as they move.
public typealias ProgressHandler = @Sendable (TransferProgress) -> Void

/// What the client asks of a transport for one call, besides the request.
public struct TransferOptions: Sendable {
    /// Told of the reply's bytes as they arrive.
    public var progress: ProgressHandler?
    /// Told of the request body's bytes as they are sent: rising, and ending
    /// at the body's size.
    public var uploadProgress: ProgressHandler?
    /// The largest reply body accepted, in bytes; a larger one ends the call
    /// with `NetLayerError.replyTooLarge` before it is held whole. Nil: no limit.
    public var maxReplyBytes: Int64?
    /// Header fields that carry credentials, such as the token's header: not
    /// sent on when a redirect leads to another origin (`Authorization`,
    /// `Proxy-Authorization` and `Cookie` never are). The client's own, read
    /// where it follows redirects; a transport need not look at them.
    public var credentialHeaders: [String]

    /// Options; left out, none: no progress, no size limit, no credential headers.
    ///
    /// - Parameters:
    ///   - progress: Told of the reply's bytes as they arrive; nil by default.
    ///   - uploadProgress: Told of the request body's bytes as they are sent; nil by default.
    ///   - maxReplyBytes: The largest reply body accepted, in bytes; nil (the default) for no limit.
    ///   - credentialHeaders: Header fields not sent on to another origin; none by default.
    public init(
        progress: ProgressHandler? = nil, uploadProgress: ProgressHandler? = nil, maxReplyBytes: Int64? = nil,
        credentialHeaders: [String] = []
    ) {
        self.progress = progress
        self.uploadProgress = uploadProgress
        self.maxReplyBytes = maxReplyBytes
        self.credentialHeaders = credentialHeaders
    }

    /// The error that ends a reply of `bytes` bytes, received so far or announced by its `Content-Length`:
    /// `.replyTooLarge` past ``maxReplyBytes``; nil within it, with no limit, or for a negative count (a
    /// length not announced). The one rule every transport applies as it reads.
    ///
    /// - Parameter bytes: The body's bytes received so far, or the length announced.
    /// - Returns: The error to end the transfer with, or nil to go on.
    public func replyLimitError(at bytes: Int64) -> NetLayerError? {
        guard let maxReplyBytes, bytes > maxReplyBytes else { return nil }
        return .replyTooLarge(limit: maxReplyBytes)
    }
}

/// Bytes of a body moved so far: of the reply received, or of the request
/// body sent (then `received` counts what the server has been sent).
public struct TransferProgress: Sendable, Hashable {
    /// The bytes moved so far.
    public var received: Int64
    /// Nil when the size is not known (a reply without Content-Length).
    public var expected: Int64?

    /// Progress of `received` bytes out of `expected`.
    ///
    /// - Parameters:
    ///   - received: The bytes moved so far.
    ///   - expected: The whole size in bytes, or nil when it is not known.
    public init(received: Int64, expected: Int64?) {
        self.received = received
        self.expected = expected
    }

    /// From 0 to 1; nil when the expected size is unknown.
    public var fraction: Double? {
        guard let expected, expected > 0 else { return nil }
        return min(1, Double(received) / Double(expected))
    }
}

/// A reply as a transport hands it over: the whole body and the HTTP response.
public struct TransportReply: Sendable {
    /// The whole body of the reply; empty when it has none.
    public var data: Data
    /// The HTTP response: status and header fields.
    public var response: HTTPResponse
    /// The URL the reply is of, when the client followed redirects to it; nil for the request's own.
    package var finalURL: URL?

    /// A reply of `data` and `response`.
    ///
    /// - Parameters:
    ///   - data: The whole body.
    ///   - response: The HTTP response.
    public init(data: Data, response: HTTPResponse) {
        self.data = data
        self.response = response
    }
}
