import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends requests with URLSession, on Apple platforms and on Linux.
///
/// Each call is a data task driven by a session delegate, which gives
/// download progress and prompt cancellation: cancelling the calling task
/// cancels the data task.
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
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.start(task, progress: progress, continuation: continuation)
            }
        } onCancel: {
            task.cancel()
        }
    }
}

/// Collects each task's reply and resumes its caller when the task ends.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Call {
        var continuation: CheckedContinuation<TransportReply, any Error>
        var progress: ProgressHandler?
        var data = Data()
        var response: HTTPURLResponse?
    }

    private let calls = Locked([Int: Call]())

    func start(
        _ task: URLSessionDataTask, progress: ProgressHandler?,
        continuation: CheckedContinuation<TransportReply, any Error>
    ) {
        calls.withLock { $0[task.taskIdentifier] = Call(continuation: continuation, progress: progress) }
        // A task cancelled before it starts still ends through
        // didCompleteWithError, with URLError(.cancelled).
        task.resume()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        calls.withLock { $0[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let update: (ProgressHandler, TransferProgress)? = calls.withLock { calls in
            guard var call = calls[dataTask.taskIdentifier] else { return nil }
            call.data.append(data)
            calls[dataTask.taskIdentifier] = call
            guard let progress = call.progress else { return nil }
            let expected = call.response?.expectedContentLength ?? -1
            return (
                progress, TransferProgress(received: Int64(call.data.count), expected: expected >= 0 ? expected : nil)
            )
        }
        if let (handler, progress) = update { handler(progress) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let call = calls.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let error {
            call.continuation.resume(throwing: error)
        } else if let response = call.response ?? (task.response as? HTTPURLResponse) {
            call.continuation.resume(returning: TransportReply(data: call.data, response: response))
        } else {
            call.continuation.resume(throwing: URLError(.badServerResponse))
        }
    }
}
