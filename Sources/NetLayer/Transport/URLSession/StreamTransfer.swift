// URLSession is FoundationNetworking on Linux, and so libcurl: there only with the trait `URLSession`.
#if URLSession || canImport(Darwin)
    import Foundation
    import HTTPTypes

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// One streamed reply of `URLSessionTransport.open`, as the session's
    /// delegate sees it: hands the head to the opener once it arrives, then
    /// the body's chunks to a `ChunkBuffer`, keeping the reply limit and
    /// reporting progress as `send` does.
    final class StreamTransfer: Sendable {
        private struct State {
            var head: CheckedContinuation<StreamingReply, any Error>?
            var response: HTTPURLResponse?
            /// The body of a reply whose head the opener has not had: a 401
            /// whose challenge is declined arrives before the reply it becomes.
            var early = Data()
            var received: Int64 = 0
            var challenged: HTTPURLResponse?
        }

        let buffer: ChunkBuffer
        let options: TransferOptions
        let upload: UploadProgress?
        private let state: Locked<State>

        init(
            options: TransferOptions, upload: UploadProgress?, head: CheckedContinuation<StreamingReply, any Error>
        ) {
            self.buffer = ChunkBuffer()
            self.options = options
            self.upload = upload
            self.state = Locked(State(head: head))
        }

        /// A new head: handed to the opener at once, unless it may be an
        /// authentication challenge, whose reply only counts once the challenge
        /// is declined. The error that ends the transfer now, if the head says
        /// the body is too large.
        func received(_ response: URLResponse) -> NetLayerError? {
            let head: (CheckedContinuation<StreamingReply, any Error>, HTTPURLResponse)? = state.withLock { state in
                // A new response (after answering a challenge) starts a new body.
                state.early = Data()
                state.response = response as? HTTPURLResponse
                guard let response = state.response, let head = state.head, ![401, 407].contains(response.statusCode)
                else { return nil }
                state.head = nil
                return (head, response)
            }
            if let error = options.replyLimitError(at: response.expectedContentLength) { return error }
            if let (continuation, response) = head {
                continuation.resume(
                    returning: StreamingReply(response: HTTPResponse(response), body: ReplyBody(buffer: buffer)))
            }
            return nil
        }

        /// Keeps `data` for the reader; the error that ends the transfer now, if it goes past the limit.
        func received(_ data: Data) -> NetLayerError? {
            enum Step {
                case deliver(TransferProgress)
                case tooLarge(NetLayerError)
                case none
            }
            let step: Step = state.withLock { state in
                guard let response = state.response, state.head == nil else {
                    state.early.append(data)
                    return .none
                }
                let received = state.received + Int64(data.count)
                if let error = options.replyLimitError(at: received) { return .tooLarge(error) }
                state.received = received
                let expected = response.expectedContentLength
                return .deliver(TransferProgress(received: received, expected: expected >= 0 ? expected : nil))
            }
            switch step {
            case .deliver(let progress):
                buffer.append(data)
                options.progress?(progress)
                return nil
            case .tooLarge(let error): return error
            case .none: return nil
            }
        }

        func challenged(_ response: HTTPURLResponse) {
            state.withLock { $0.challenged = response }
        }

        /// The task has ended: with `error` nil, the body is complete.
        func completed(with error: (any Error)?) {
            let head: (CheckedContinuation<StreamingReply, any Error>, Result<StreamingReply, any Error>)? =
                state.withLock { state in
                    guard let head = state.head else { return nil }
                    state.head = nil
                    if error == nil, let response = state.response {
                        let reply = StreamingReply(response: HTTPResponse(response), body: ReplyBody(data: state.early))
                        return (head, .success(reply))
                    }
                    if let challenged = state.challenged {
                        // The declined challenge's reply is the reply, with the body it came with.
                        let reply = StreamingReply(
                            response: HTTPResponse(challenged), body: ReplyBody(data: state.early))
                        return (head, .success(reply))
                    }
                    return (head, .failure(error ?? URLError(.badServerResponse)))
                }
            if let (continuation, outcome) = head {
                continuation.resume(with: outcome)
            }
            buffer.finish(throwing: error)
        }

        /// Ends the transfer with `error` now: the opener gets it if it still waits for the head, else the reader.
        func fail(with error: any Error) {
            let head = state.withLock { state in
                defer { state.head = nil }
                return state.head
            }
            head?.resume(throwing: error)
            buffer.finish(throwing: error)
        }
    }
#endif
