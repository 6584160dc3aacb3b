// URLSession is FoundationNetworking on Linux, and so libcurl: there only with the trait `URLSession`.
#if URLSession || canImport(Darwin)
    import Foundation
    import HTTPTypes

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// Drives the transport's data tasks: collects each reply (or hands a
    /// streamed one to its `StreamTransfer`), reports progress, enforces the
    /// reply limit, answers authentication challenges and declines URLSession's
    /// own redirects.
    final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
        private struct Call {
            var continuation: CheckedContinuation<TransportReply, any Error>
            var options: TransferOptions
            var upload: UploadProgress?
            var data = Data()
            var response: HTTPURLResponse?
            /// The reply of an HTTP authentication challenge left unanswered:
            /// the call's reply once the task ends.
            var challenged: HTTPURLResponse?
        }

        private let calls = Locked([Int: Call]())
        private let streams = Locked([Int: StreamTransfer]())
        private let challenges: ChallengeHandler?

        init(challenges: ChallengeHandler?) {
            self.challenges = challenges
        }

        func track(
            _ task: URLSessionDataTask, options: TransferOptions, upload: UploadProgress?,
            continuation: CheckedContinuation<TransportReply, any Error>
        ) {
            calls.withLock {
                $0[task.taskIdentifier] = Call(continuation: continuation, options: options, upload: upload)
            }
        }

        /// Hands the reply of `task` to `stream` as it arrives.
        func track(_ task: URLSessionDataTask, stream: StreamTransfer) {
            streams.withLock { $0[task.taskIdentifier] = stream }
        }

        /// Ends the call of `task` with `error` now, and the task with it; what
        /// the task reports afterwards is ignored (but for a stream's end).
        func end(_ task: URLSessionTask, with error: any Error) {
            if let stream = streams.withLock({ $0[task.taskIdentifier] }) {
                // Kept until the task completes, so that what it reports afterwards is dropped.
                stream.fail(with: error)
                task.cancel()
                return
            }
            guard let call = calls.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
            task.cancel()
            call.continuation.resume(throwing: error)
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
        ) {
            if let stream = streams.withLock({ $0[dataTask.taskIdentifier] }) {
                completionHandler(.allow)
                if let error = stream.received(response) { end(dataTask, with: error) }
                return
            }
            let options: TransferOptions? = calls.withLock { calls in
                guard var call = calls[dataTask.taskIdentifier] else { return nil }
                // A new response (after answering a challenge) starts a new body.
                call.data = Data()
                call.response = response as? HTTPURLResponse
                calls[dataTask.taskIdentifier] = call
                return call.options
            }
            completionHandler(.allow)
            if let error = options?.replyLimitError(at: response.expectedContentLength) {
                end(dataTask, with: error)
            }
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            if let stream = streams.withLock({ $0[dataTask.taskIdentifier] }) {
                if let error = stream.received(data) { end(dataTask, with: error) }
                return
            }
            enum Step {
                case progress(ProgressHandler, TransferProgress)
                case tooLarge(NetLayerError)
                case none
            }
            let step: Step = calls.withLock { calls in
                guard let index = calls.index(forKey: dataTask.taskIdentifier) else { return .none }
                // Appended in place: a copy of the entry would copy the whole body for every chunk.
                let options = calls.values[index].options
                if let error = options.replyLimitError(at: Int64(calls.values[index].data.count + data.count)) {
                    return .tooLarge(error)
                }
                calls.values[index].data.append(data)
                guard let progress = options.progress else { return .none }
                let received = Int64(calls.values[index].data.count)
                let expected = calls.values[index].response?.expectedContentLength ?? -1
                return .progress(
                    progress, TransferProgress(received: received, expected: expected >= 0 ? expected : nil))
            }
            switch step {
            case .progress(let handler, let progress): handler(progress)
            case .tooLarge(let error): end(dataTask, with: error)
            case .none: break
            }
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64,
            totalBytesExpectedToSend: Int64
        ) {
            let id = task.taskIdentifier
            let upload: UploadProgress?
            if let stream = streams.withLock({ $0[id] }) {
                upload = stream.upload
            } else {
                upload = calls.withLock { $0[id]?.upload }
            }
            upload?.sent(bytesSent, of: totalBytesExpectedToSend)
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            // The client follows redirects itself (RedirectFollower): the 3xx is the reply.
            completionHandler(nil)
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            var answer = challenges?(challenge) ?? .reply
            #if canImport(FoundationNetworking)
                // swift-corelibs-foundation answers only Basic itself (it stops the process for Digest).
                if case .useCredential = answer, challenge.isHTTPAuthentication,
                    challenge.protectionSpace.authenticationMethod != NSURLAuthenticationMethodHTTPBasic
                {
                    answer = .reply
                }
            #endif
            switch answer {
            case .reply where challenge.isHTTPAuthentication:
                // Declining makes Apple platforms load the 401 as the reply, and makes
                // swift-corelibs-foundation cancel the task (its body has arrived by now):
                // either way the task ends with the challenge's reply, kept here.
                if let failure = challenge.failureResponse as? HTTPURLResponse {
                    calls.withLock { $0[task.taskIdentifier]?.challenged = failure }
                    streams.withLock { $0[task.taskIdentifier] }?.challenged(failure)
                }
                completionHandler(.rejectProtectionSpace, nil)
            case .reply, .performDefaultHandling:
                completionHandler(.performDefaultHandling, nil)
            case .useCredential(let credential):
                completionHandler(.useCredential, credential)
            case .cancel:
                completionHandler(.cancelAuthenticationChallenge, nil)
            }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            if let stream = streams.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) {
                stream.completed(with: error)
                return
            }
            guard let call = calls.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
            if error == nil, let response = call.response ?? (task.response as? HTTPURLResponse) {
                call.continuation.resume(returning: TransportReply(data: call.data, response: HTTPResponse(response)))
            } else if let challenged = call.challenged {
                call.continuation.resume(
                    returning: TransportReply(data: call.data, response: HTTPResponse(challenged)))
            } else {
                call.continuation.resume(
                    throwing: Self.undecodable(call.response, error) ?? error ?? URLError(.badServerResponse))
            }
        }

        /// The content codings libcurl decodes (swift-corelibs-foundation turns its decoding on for every task).
        private static let decodedCodings: Set<String> = ["identity", "gzip", "x-gzip", "deflate", "br", "zstd"]

        /// On Linux, a reply whose `Content-Encoding` libcurl does not know fails after its head has come
        /// (-1, "Unrecognized content encoding type"), and its body is never handed over, not even undecoded.
        /// It is reported as the reply it is, one that cannot be decoded (and so not retried), instead of a
        /// connection that broke.
        private static func undecodable(_ response: HTTPURLResponse?, _ error: (any Error)?) -> URLError? {
            guard let error = error as? URLError, error.code == .unknown,
                let unknown = response.map(HTTPResponse.init)?.contentCodings.first(where: {
                    !decodedCodings.contains($0)
                })
            else { return nil }
            return URLError(
                .cannotDecodeContentData,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "the reply's Content-Encoding '\(unknown)' cannot be decoded, and URLSession on Linux "
                        + "hands over no body it cannot decode"
                ])
        }
    }
#endif
