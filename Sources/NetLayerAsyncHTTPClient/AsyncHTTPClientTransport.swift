#if AsyncHTTPClient
    import AsyncHTTPClient
    import Foundation
    import HTTPTypes
    import NIOCore
    import NetLayer

    /// Sends requests with AsyncHTTPClient on SwiftNIO: for servers and for Linux apps that
    /// want connection pooling, HTTP/2 and a reply body read only as fast as it is consumed.
    ///
    /// It does what `URLSessionTransport` does, mapping the client's `HTTPRequest` to
    /// AsyncHTTPClient's request and its reply's head to an `HTTPResponse` directly, with no
    /// `URLRequest` or `HTTPURLResponse` in between (so it links no FoundationNetworking):
    /// redirects handed to the client, which follows them by ``redirects`` (AsyncHTTPClient's own
    /// following is off), the reply limit by Content-Length and by counting, progress both ways, uploads
    /// streamed from disk, no cookies stored (header fields are sent as given), gzip and
    /// deflate decoded. Cancelling the calling task, or the reply's body, ends the call at once
    /// and closes its connection; time-outs are the client's, kept by cancelling, besides a
    /// connect time-out of ten seconds.
    ///
    /// What differs from `URLSessionTransport`:
    /// - A 401 or 407 with a challenge is always the reply: there is no `ChallengeHandler`
    ///   (credentials go in header fields, certificates in the client's `TLSConfiguration`).
    /// - Only gzip and deflate are decoded, one coding per reply. A reply in any other
    ///   `Content-Encoding` (br, zstd, x-gzip, a list of codings) ends the call as a bad reply
    ///   (`URLError(.cannotDecodeContentData)`), as URLSession on Linux does for codings
    ///   libcurl does not know; `Accept-Encoding: gzip, deflate` is sent unless the request sets one.
    /// - A reader slower than the server slows the server down (the body is read from the
    ///   socket only as it is read), where URLSession's bytes wait on disk.
    public final class AsyncHTTPClientTransport: Transport {
        let client: HTTPClient
        /// Whether the transport made `client`, and so shuts it down when it goes.
        private let ownsClient: Bool
        /// How the client follows this transport's redirects.
        public let redirects: RedirectPolicy
        /// The loops of `client`'s group, which request bodies are read at most `UploadWindow`'s limit ahead of.
        private let loops: [any EventLoop]

        /// A transport on `client`, or on one client shared by the whole process when nil.
        ///
        /// The shared client is the default: a transport per `NetLayerClient` then costs no
        /// event loops or connection pool of its own, and connections to a host are reused
        /// across clients. It is made with ``defaultConfiguration()`` on AsyncHTTPClient's
        /// default event loop group, and never shut down (as `HTTPClient.shared`).
        ///
        /// - Parameters:
        ///   - client: an `HTTPClient` the caller owns and shuts down once the transport is gone.
        ///     It must not follow redirects itself (`redirectConfiguration: .disallow`), or the
        ///     policy is bypassed and credential headers follow a redirect to another origin; and
        ///     it should decode gzip and deflate (`decompression: .enabled(limit: .none)`), since
        ///     the transport lets replies in those codings through as decoded.
        ///   - redirects: how the client follows redirects.
        public init(client: HTTPClient? = nil, redirects: RedirectPolicy = .default) {
            self.client = client ?? Self.sharedClient
            self.ownsClient = false
            self.redirects = redirects
            loops = Array(self.client.eventLoopGroup.makeIterator())
        }

        /// A transport on a client of its own made with `configuration`, on AsyncHTTPClient's
        /// default event loop group, and shut down (without waiting) once the transport is gone.
        ///
        /// - Parameters:
        ///   - configuration: the client's configuration. Its redirects are turned off and its
        ///     decompression on, whatever it says: the transport follows redirects itself, and
        ///     lets gzip and deflate through only as decoded. Unless it sets an
        ///     `http1_1ConnectionDebugInitializer`, its HTTP/1 connections read up to 1 MiB at once,
        ///     as ``defaultConfiguration()``'s do.
        ///   - redirects: how the client follows redirects.
        public init(configuration: HTTPClient.Configuration, redirects: RedirectPolicy = .default) {
            var configuration = configuration
            configuration.redirectConfiguration = .disallow
            configuration.decompression = .enabled(limit: .none)
            if configuration.http1_1ConnectionDebugInitializer == nil {
                configuration.http1_1ConnectionDebugInitializer = Self.largeReads
            }
            self.client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
            self.ownsClient = true
            self.redirects = redirects
            loops = Array(self.client.eventLoopGroup.makeIterator())
        }

        /// No redirects followed by AsyncHTTPClient, gzip and deflate decoded, a connect time-out of
        /// ten seconds, a refused connection failing the call at once rather than being retried
        /// until the call's deadline, and HTTP/1 connections that read up to 1 MiB at once (NIO's
        /// default is 64 KB), set by its `http1_1ConnectionDebugInitializer`.
        ///
        /// - Returns: A new configuration each time; change it before giving it to a client.
        public static func defaultConfiguration() -> HTTPClient.Configuration {
            var configuration = HTTPClient.Configuration(
                redirectConfiguration: .disallow, timeout: .init(connect: .seconds(10)),
                decompression: .enabled(limit: .none))
            configuration.connectionPool.retryConnectionEstablishment = false
            configuration.http1_1ConnectionDebugInitializer = largeReads
            return configuration
        }

        /// Lets an HTTP/1 connection read up to 1 MiB at once, where NIO's default stops at 64 KB:
        /// each read is a hop from the event loop to the body's reader and back, and a system call
        /// of its own, so a fast download makes a sixteenth as many (it about doubled the speed of a
        /// 1 GiB download over loopback, docs/benchmarks.md). NIO's adaptive allocator grows a
        /// connection's reads only while they come back full, so a connection that carries small
        /// replies keeps small buffers. AsyncHTTPClient's only way to a connection's channel
        /// options is this initializer.
        static let largeReads: @Sendable (any Channel) -> EventLoopFuture<Void> = { channel in
            channel.setOption(
                ChannelOptions.recvAllocator,
                value: AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 2048, maximum: 1 << 20))
        }

        private static let sharedClient = HTTPClient(
            eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: defaultConfiguration())

        deinit {
            // Not awaited: the client keeps itself alive until its shutdown ends, which
            // cancels what is still in flight, so no thread blocks and its deinit check holds.
            if ownsClient { client.shutdown { _ in } }
        }

        /// Sends `request` and collects its reply: progress and the size limit as set.
        ///
        /// - Parameters:
        ///   - request: The request's head, as the client built it.
        ///   - body: The request's body; nil when it has none.
        ///   - options: Progress handlers and the reply limit.
        /// - Returns: The whole body and the HTTP response, whatever its status.
        /// - Throws: `URLError` (or `CancellationError`) when no reply came or the transfer broke;
        ///   `NetLayerError.replyTooLarge` past `options.maxReplyBytes`.
        public func send(_ request: HTTPRequest, body: RequestBody?, options: TransferOptions) async throws
            -> TransportReply
        {
            let (response, body) = try await head(of: request, body: body, options: options)
            // A small reply comes in one chunk, which is the body as it is, without a copy.
            var data: Data?
            for try await chunk in ReplyChunks(body, of: response, options: options) {
                if data == nil { data = chunk } else { data?.append(chunk) }
            }
            return TransportReply(data: data ?? Data(), response: response)
        }

        /// How many bytes of a reply body opened with `open` are read from the socket ahead of
        /// the reader: the next read overlaps the reader's work (a download's file write) rather
        /// than waiting for it, and a reader that stops holds at most this much (and one read) here.
        static let readAhead = 1 << 20

        /// Opens the reply to `request` and returns once its head has arrived; its body is read
        /// from the connection only as the reader reads it. Progress and the reply limit are as
        /// for `send`.
        ///
        /// - Parameters:
        ///   - request: The request's head, as the client built it.
        ///   - body: The request's body; nil when it has none.
        ///   - options: Progress handlers and the reply limit.
        /// - Returns: The HTTP response, and its body to read as it arrives; a body that breaks later
        ///   throws from its loop.
        /// - Throws: What ``send(_:body:options:)`` throws, while the head is awaited.
        public func open(_ request: HTTPRequest, body: RequestBody?, options: TransferOptions) async throws
            -> StreamingReply
        {
            let (response, body) = try await head(of: request, body: body, options: options)
            // Holds the transport, and so a client of its own, for as long as the body is read.
            let chunks = ReplyChunks(body, of: response, options: options, holding: self)
            return StreamingReply(response: response, body: ReplyBody(pulling: chunks, readAhead: Self.readAhead))
        }

        /// The head of the reply to `request`, and its body unread.
        private func head(
            of request: HTTPRequest, body: RequestBody?, options: TransferOptions
        ) async throws -> (HTTPResponse, HTTPClientResponse.Body) {
            // A call cancelled before it reached the network is not sent.
            if Task.isCancelled { throw URLError(.cancelled) }
            let upload = options.uploadProgress.map { UploadProgress(report: $0, bodySize: body?.length) }
            let outgoing = try HTTPClientRequest(request, body: body, upload: upload, loops: loops)
            let reply: HTTPClientResponse
            do {
                // No deadline: the client keeps its time-outs by cancelling the call.
                reply = try await client.execute(outgoing, deadline: .distantFuture)
            } catch {
                throw TransportError.from(error, awaitingHead: true)
            }
            let response = try HTTPResponse(reply)
            upload?.finish()
            // A redirect is the client's to follow; its body is dropped unread, which closes its connection.
            if !response.isRedirect {
                try ReplyCheck.head(response, options: options)
            }
            return (response, reply.body)
        }
    }
#endif
