import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends a request and returns the reply: URLSession by default, a stub in tests.
public protocol Transport: Sendable {
    /// The reply to `request`. Throws `URLError` (or `CancellationError`)
    /// when no reply came, or a `NetLayerError` of its own (a redirect it
    /// could not follow, a reply over `options.maxReplyBytes`); an HTTP error
    /// status is a reply, not an error. Cancelling the calling task must end
    /// the call promptly: the client keeps time-outs by cancelling it.
    ///
    /// - Parameters:
    ///   - request: The request, as the client built it (interceptors applied).
    ///   - options: Progress handlers, the reply limit and the credential headers.
    /// - Returns: The whole body and the HTTP response, whatever its status.
    /// - Throws: `URLError` or `CancellationError` when no reply came; `NetLayerError.redirect` or
    ///   `.replyTooLarge` of the transport's own.
    func send(_ request: URLRequest, options: TransferOptions) async throws -> TransportReply

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
    ///   - request: The request, as the client built it (interceptors applied).
    ///   - options: Progress handlers, the reply limit and the credential headers.
    /// - Returns: The HTTP response and a body to read as it arrives.
    /// - Throws: What ``send(_:options:)`` throws, while the head is awaited.
    func open(_ request: URLRequest, options: TransferOptions) async throws -> StreamingReply
}

extension Transport {
    /// The reply of `send`, its body handed over whole as one chunk: for
    /// transports that cannot stream, such as `StubTransport`.
    ///
    /// - Parameters:
    ///   - request: The request to send.
    ///   - options: Progress handlers, the reply limit and the credential headers.
    /// - Returns: The response and the whole body as one chunk.
    /// - Throws: What ``send(_:options:)`` throws.
    public func open(_ request: URLRequest, options: TransferOptions) async throws -> StreamingReply {
        let reply = try await send(request, options: options)
        return StreamingReply(response: reply.response, body: ReplyBody(data: reply.data))
    }
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
    /// `Proxy-Authorization` and `Cookie` never are).
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
    /// The whole body of the reply, after any redirects the transport followed; empty when it has none.
    public var data: Data
    /// The HTTP response: status and header fields.
    public var response: HTTPURLResponse

    /// A reply of `data` and `response`.
    ///
    /// - Parameters:
    ///   - data: The whole body.
    ///   - response: The HTTP response.
    public init(data: Data, response: HTTPURLResponse) {
        self.data = data
        self.response = response
    }
}
