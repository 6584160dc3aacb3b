// URLSession is FoundationNetworking on Linux, and so libcurl: there only with the trait `URLSession`.
#if URLSession || canImport(Darwin)
    import Foundation
    import HTTPTypes

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    extension URLSessionTransport {
        /// Opens the reply to `request` through the session's delegate and
        /// returns once its head has arrived; the body's chunks are handed over
        /// as they arrive. Challenges, progress and the reply limit are as for
        /// `send`; a redirect is the reply, for the client to follow.
        ///
        /// A reader slower than the server does not hold the body in memory:
        /// past a megabyte it waits on disk (`ChunkBuffer`).
        ///
        /// - Parameters:
        ///   - request: The request's head.
        ///   - body: The request's body; a body with files is streamed from them.
        ///   - options: Progress handlers and the reply limit.
        /// - Returns: The HTTP response and its body as it arrives.
        /// - Throws: `URLError` or `CancellationError` when no head came; `.replyTooLarge` when the reply is known
        ///   to be over `options.maxReplyBytes`.
        public func open(_ request: HTTPRequest, body: RequestBody?, options: TransferOptions) async throws
            -> StreamingReply
        {
            let upload = options.uploadProgress.map { UploadProgress(report: $0, bodySize: body?.length) }
            var urlRequest = try URLRequest(request, body: body?.data)
            if let body, body.data == nil { urlRequest.httpBodyStream = body.makeStream() }
            let reply = try await openOnce(urlRequest, options: options, upload: upload)
            upload?.finish()
            return reply
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
#endif
