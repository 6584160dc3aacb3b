import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends requests with URLSession, on Apple platforms and on Linux.
///
/// Every call is a data task driven by the session's delegate, which is what
/// lets the transport hand over a 401 with a `WWW-Authenticate` challenge as
/// the reply it is (swift-corelibs-foundation otherwise waits for
/// credentials until the call's deadline), keep a redirected request's body
/// and credentials right, stop a reply larger than the limit as it arrives,
/// and report progress both ways. Cancelling the calling task ends the call
/// at once (`URLError(.cancelled)`), without waiting for URLSession to
/// report the cancelled task.
public final class URLSessionTransport: Transport {
    let session: URLSession
    let delegate: SessionDelegate
    /// How redirects are followed.
    public let redirects: RedirectPolicy

    /// A session of its own. Cookies are neither stored nor sent unless the
    /// configuration says otherwise: an API client carries its token itself,
    /// and `HTTPCookieStorage.shared` would leak cookies between clients.
    ///
    /// - Parameters:
    ///   - configuration: the session's configuration; ``defaultConfiguration()`` unless given.
    ///   - redirects: how redirects are followed.
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
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
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

    /// Sends `request` through the session's delegate: progress, size limit, redirects and challenges as set.
    ///
    /// - Parameters:
    ///   - request: The request to send.
    ///   - options: Progress handlers, the reply limit and the credential headers.
    /// - Returns: The whole body and the HTTP response after redirects, whatever its status.
    /// - Throws: `URLError` (or `CancellationError`) when no reply came; `NetLayerError.redirect` when a
    ///   redirect cannot be followed; `NetLayerError.replyTooLarge` past `options.maxReplyBytes`.
    public func send(_ request: URLRequest, options: TransferOptions) async throws -> TransportReply {
        var chain = RedirectChain(policy: redirects, credentialHeaders: options.credentialHeaders)
        let upload = options.uploadProgress.map { UploadProgress(report: $0, bodySize: request.bodyLength) }
        var request = request
        while true {
            let file = try UploadFile(request)
            defer { file?.remove() }
            let reply = try await sendOnce(
                file?.request(request) ?? request, from: file?.url, options: options, upload: upload)
            guard let next = try chain.next(after: reply.response, to: request) else {
                upload?.finish()
                return reply
            }
            request = next
        }
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
