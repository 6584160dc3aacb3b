#if AsyncHTTPClient
    import Foundation
    import NetLayer

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// The bytes of one reply body received so far: reported as progress, and
    /// checked against the reply limit as they arrive (a reply without
    /// Content-Length, or one longer than it said, is only stopped this way).
    struct BodyCounter: Sendable {
        private let expected: Int64?
        private let options: TransferOptions
        private var received: Int64 = 0

        init(_ response: HTTPURLResponse, _ options: TransferOptions) {
            self.options = options
            expected = response.expectedContentLength >= 0 ? response.expectedContentLength : nil
        }

        /// `bytes` more received, and the progress to report (outside any lock: the handler is the app's code); throws `replyTooLarge` once they pass the limit.
        mutating func count(_ bytes: Int) throws(NetLayerError) -> TransferProgress {
            let received = received + Int64(bytes)
            if let limit = options.maxReplyBytes, received > limit { throw .replyTooLarge(limit: limit) }
            self.received = received
            return TransferProgress(received: received, expected: expected)
        }
    }
#endif
