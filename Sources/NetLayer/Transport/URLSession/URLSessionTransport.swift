// URLSession is FoundationNetworking on Linux, and so libcurl: there only with the trait `URLSession`.
#if URLSession || canImport(Darwin)
    import Foundation
    import HTTPTypes

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// Sends requests with URLSession, on Apple platforms and on Linux.
    ///
    /// Every call is a data task driven by the session's delegate, which is what
    /// lets the transport hand over a 401 with a `WWW-Authenticate` challenge as
    /// the reply it is (swift-corelibs-foundation otherwise waits for
    /// credentials until the call's deadline), hand a redirect over to the
    /// client (which follows it by ``redirects``), stop a reply larger than the
    /// limit as it arrives, and report progress both ways. Cancelling the calling
    /// task ends the call at once (`URLError(.cancelled)`), without waiting for
    /// URLSession to report the cancelled task.
    ///
    /// It converts at its own edge: the client's `HTTPRequest` becomes a
    /// `URLRequest`, URLSession's `HTTPURLResponse` an `HTTPResponse`. On Linux
    /// it exists with the package trait `URLSession` (on by default), since it
    /// links FoundationNetworking and libcurl.
    public final class URLSessionTransport: Transport {
        let session: URLSession
        let delegate: SessionDelegate
        /// How the client follows this transport's redirects.
        public let redirects: RedirectPolicy

        /// A session of its own. Cookies are neither stored nor sent unless the
        /// configuration says otherwise: an API client carries its token itself,
        /// and `HTTPCookieStorage.shared` would leak cookies between clients.
        ///
        /// - Parameters:
        ///   - configuration: the session's configuration; ``defaultConfiguration()`` unless given.
        ///   - redirects: how the client follows redirects.
        ///   - challenges: answers authentication challenges; without it, an
        ///     HTTP authentication challenge's reply reaches the client as it
        ///     is, and server trust gets the system's handling.
        public init(
            configuration: URLSessionConfiguration = URLSessionTransport.defaultConfiguration(),
            redirects: RedirectPolicy = .default,
            challenges: ChallengeHandler? = nil
        ) {
            self.redirects = redirects
            delegate = SessionDelegate(challenges: challenges)
            #if canImport(FoundationNetworking)
                let queue: OperationQueue? = SerialCallbacks()
            #else
                let queue: OperationQueue? = nil
            #endif
            session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
        }

        /// An ephemeral configuration with cookies neither stored nor sent, and no URL cache.
        ///
        /// - Returns: A new configuration each time; change it before giving it to
        ///   ``init(configuration:redirects:challenges:)``.
        public static func defaultConfiguration() -> URLSessionConfiguration {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.httpShouldSetCookies = false
            configuration.httpCookieAcceptPolicy = .never
            configuration.httpCookieStorage = nil
            configuration.urlCache = nil
            return configuration
        }

        deinit {
            // Not on the releasing thread. swift-corelibs-foundation's invalidateAndCancel() waits
            // (DispatchQueue.sync) for the session's work queue, whose work needs a thread of the
            // global pool, the one Swift concurrency runs on: two transports released at once on a
            // 2-core machine took both of its threads and hung the process. A serial queue of our
            // own gets a thread of its own, and the releasing thread goes on at once.
            let session = session
            Self.invalidation.async { session.invalidateAndCancel() }
        }

        /// Where sessions are invalidated once their transport is gone.
        private static let invalidation = DispatchQueue(label: "NetLayer.URLSessionTransport.invalidation")

        /// Sends `request` through the session's delegate: progress, size limit and challenges as set; a
        /// redirect is the reply, for the client to follow.
        ///
        /// - Parameters:
        ///   - request: The request's head.
        ///   - body: The request's body; a body with files is uploaded from a file.
        ///   - options: Progress handlers and the reply limit.
        /// - Returns: The whole body and the HTTP response, whatever its status.
        /// - Throws: `URLError` (or `CancellationError`) when no reply came; `NetLayerError.invalidRequest` for a
        ///   request without a URL or a body that cannot be read; `NetLayerError.replyTooLarge` past
        ///   `options.maxReplyBytes`.
        public func send(_ request: HTTPRequest, body: RequestBody?, options: TransferOptions) async throws
            -> TransportReply
        {
            let upload = options.uploadProgress.map { UploadProgress(report: $0, bodySize: body?.length) }
            var urlRequest = try URLRequest(request, body: body?.data)
            let file = try body.flatMap(UploadFile.init)
            defer { file?.remove() }
            if file != nil { urlRequest.setValue(nil, forHTTPHeaderField: "Content-Length") }
            let reply = try await sendOnce(urlRequest, from: file?.url, options: options, upload: upload)
            upload?.finish()
            return reply
        }

        /// One request, its body read from `file` when given.
        private func sendOnce(
            _ request: URLRequest, from file: URL?, options: TransferOptions, upload: UploadProgress?
        ) async throws -> TransportReply {
            // A call cancelled before it reached the network is not sent.
            if Task.isCancelled { throw URLError(.cancelled) }
            let cancellation = TaskCancellation()
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    // Tracked before anything can cancel it: a task cancelled first would
                    // complete before its call was tracked, and the call would never end.
                    let task =
                        file.map { session.uploadTask(with: request, fromFile: $0) } ?? session.dataTask(with: request)
                    delegate.track(task, options: options, upload: upload, continuation: continuation)
                    task.resume()
                    cancellation.attach { [delegate] in delegate.end(task, with: URLError(.cancelled)) }
                }
            } onCancel: {
                cancellation.cancel()
            }
        }
    }

    #if canImport(FoundationNetworking)
        /// The session's delegate queue on Linux: each callback runs on a serial dispatch queue, in the order
        /// swift-corelibs-foundation hands them over, as on the serial `OperationQueue` a session makes itself.
        /// corelibs hands every callback over as `delegateQueue.addOperation { … }`, and an `Operation` costs
        /// it a `BlockOperation`, its locks and its key-value notices: some 39,000 instructions a call for the
        /// three callbacks of a small reply (reply head, body, end).
        final class SerialCallbacks: OperationQueue, @unchecked Sendable {
            private let queue = DispatchQueue(label: "NetLayer.URLSessionTransport.delegate")

            override func addOperation(_ block: @escaping @Sendable () -> Void) {
                queue.async(execute: block)
            }
        }
    #endif

    /// Ends a call when its caller is cancelled, whether the cancellation comes
    /// before the call's data task exists or after.
    final class TaskCancellation: Sendable {
        private let state = Locked<(end: (@Sendable () -> Void)?, cancelled: Bool)>((nil, false))

        func attach(_ end: @escaping @Sendable () -> Void) {
            let cancelled = state.withLock { state in
                state.end = end
                return state.cancelled
            }
            if cancelled { end() }
        }

        func cancel() {
            let end = state.withLock { state in
                state.cancelled = true
                return state.end
            }
            end?()
        }
    }
#endif
