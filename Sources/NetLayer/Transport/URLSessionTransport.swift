import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends requests with URLSession, on Apple platforms and on Linux.
///
/// A call without a progress handler uses `data(for:)`, which on Linux
/// completes without hopping through the session's delegate queue. A call
/// with one is a data task driven by the session delegate, which reports
/// bytes as they arrive. Either way, cancelling the calling task cancels the
/// data task at once (`URLError(.cancelled)`).
public final class URLSessionTransport: Transport {
    private let session: URLSession
    private let delegate: SessionDelegate

    /// A session of its own. Cookies are neither stored nor sent unless the
    /// configuration says otherwise: an API client carries its token itself,
    /// and `HTTPCookieStorage.shared` would leak cookies between clients.
    public init(configuration: URLSessionConfiguration = URLSessionTransport.defaultConfiguration()) {
        delegate = SessionDelegate()
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    public static func defaultConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        return configuration
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func send(_ request: URLRequest, progress: ProgressHandler?) async throws -> TransportReply {
        guard let progress else {
            let (data, response) = try await session.data(for: request)
            guard let response = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
            return TransportReply(data: data, response: response)
        }
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.track(task, progress: progress, continuation: continuation)
                task.resume()
                // Cancelled before the handler below could see the task.
                if Task.isCancelled { task.cancel() }
            }
        } onCancel: {
            task.cancel()
        }
    }
}

/// Collects the replies of the calls that report progress.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Tracked {
        var progress: ProgressHandler
        var continuation: CheckedContinuation<TransportReply, any Error>
        var data = Data()
        var response: HTTPURLResponse?
    }

    private let tracked = Locked([Int: Tracked]())

    func track(
        _ task: URLSessionDataTask, progress: @escaping ProgressHandler,
        continuation: CheckedContinuation<TransportReply, any Error>
    ) {
        tracked.withLock { $0[task.taskIdentifier] = Tracked(progress: progress, continuation: continuation) }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        tracked.withLock { $0[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let update: (ProgressHandler, TransferProgress)? = tracked.withLock { tracked in
            guard var call = tracked[dataTask.taskIdentifier] else { return nil }
            call.data.append(data)
            tracked[dataTask.taskIdentifier] = call
            let expected = call.response?.expectedContentLength ?? -1
            return (
                call.progress,
                TransferProgress(received: Int64(call.data.count), expected: expected >= 0 ? expected : nil)
            )
        }
        if let (handler, progress) = update { handler(progress) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let call = tracked.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let error {
            call.continuation.resume(throwing: error)
        } else if let response = call.response ?? (task.response as? HTTPURLResponse) {
            call.continuation.resume(returning: TransportReply(data: call.data, response: response))
        } else {
            call.continuation.resume(throwing: URLError(.badServerResponse))
        }
    }
}
