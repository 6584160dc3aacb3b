import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSessionTransport {
    /// Opens the reply to `request` through the session's delegate and
    /// returns once its head has arrived; the body's chunks are handed over
    /// as they arrive. Redirects, challenges, credential headers, progress
    /// and the reply limit are as for `send`.
    ///
    /// A reader slower than the server does not hold the body in memory:
    /// past a megabyte it waits on disk (`ChunkBuffer`).
    ///
    /// - Parameters:
    ///   - request: The request to send.
    ///   - options: Progress handlers, the reply limit and the credential headers.
    /// - Returns: The HTTP response, after redirects, and its body as it arrives.
    /// - Throws: `URLError` or `CancellationError` when no head came; `NetLayerError.redirect` when a redirect
    ///   cannot be followed; `.replyTooLarge` when the reply is known to be over `options.maxReplyBytes`.
    public func open(_ request: URLRequest, options: TransferOptions) async throws -> StreamingReply {
        var chain = RedirectChain(policy: redirects, credentialHeaders: options.credentialHeaders)
        let upload = options.uploadProgress.map { UploadProgress(report: $0, bodySize: request.bodyLength) }
        var request = request
        while true {
            let reply = try await openOnce(request, options: options, upload: upload)
            let next: URLRequest?
            do {
                next = try chain.next(after: reply.response, to: request)
            } catch {
                reply.body.cancel()
                throw error
            }
            guard let next else {
                upload?.finish()
                return reply
            }
            reply.body.cancel()
            request = next
        }
    }

    private func openOnce(
        _ request: URLRequest, options: TransferOptions, upload: UploadProgress?
    ) async throws -> StreamingReply {
        if Task.isCancelled { throw URLError(.cancelled) }
        let cancellation = TaskCancellation()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request)
                let stream = StreamTransfer(options: options, upload: upload, head: continuation)
                // Tracked before anything can cancel it, as a call is.
                delegate.track(task, stream: stream)
                // Holds the transport: its session, which ends its tasks when it goes, lasts as long as the body.
                stream.buffer.attach { self.delegate.end(task, with: CancellationError()) }
                task.resume()
                cancellation.attach { [delegate] in delegate.end(task, with: URLError(.cancelled)) }
            }
        } onCancel: {
            cancellation.cancel()
        }
    }
}
