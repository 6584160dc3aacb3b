#if AsyncHTTPClient
    import AsyncHTTPClient
    import Foundation
    import HTTPTypes
    import NIOCore
    import NIOFoundationCompat
    import NetLayer

    /// A reply body as the transport hands it over: AsyncHTTPClient's buffers as `Data` (large ones not copied),
    /// counted against the reply limit (a reply without Content-Length, or longer than it
    /// said, is only stopped this way), reported as progress, and its failures as `URLError`s.
    struct ReplyChunks: AsyncSequence, Sendable {
        typealias Element = Data

        let body: HTTPClientResponse.Body
        let options: TransferOptions
        /// The reply's Content-Length: the progress's expected size.
        let expected: Int64?
        /// Kept alive while the body is: the transport whose client reads it.
        let owner: (any Sendable & AnyObject)?

        init(
            _ body: HTTPClientResponse.Body, of response: HTTPResponse, options: TransferOptions,
            holding owner: (any Sendable & AnyObject)? = nil
        ) {
            self.body = body
            self.options = options
            self.owner = owner
            expected = response.contentLength
        }

        func makeAsyncIterator() -> Iterator {
            Iterator(base: body.makeAsyncIterator(), options: options, expected: expected)
        }

        /// The bytes of `buffer`. A large read that fills at least half of its buffer is handed on as
        /// it came, the Data keeping the buffer's storage alive (NIO never writes to a buffer it gave
        /// away): copying a download's reads cost as much as writing them to disk. Any other is
        /// copied, so that what a reader holds never pins more than twice its bytes.
        static func data(of buffer: ByteBuffer) -> Data {
            let large = buffer.readableBytes >= 16 << 10 && buffer.readableBytes * 2 >= buffer.storageCapacity
            return Data(buffer: buffer, byteTransferStrategy: large ? .noCopy : .copy)
        }

        struct Iterator: AsyncIteratorProtocol {
            var base: HTTPClientResponse.Body.AsyncIterator
            let options: TransferOptions
            let expected: Int64?
            private var received: Int64 = 0

            init(base: HTTPClientResponse.Body.AsyncIterator, options: TransferOptions, expected: Int64?) {
                self.base = base
                self.options = options
                self.expected = expected
            }

            mutating func next() async throws -> Data? {
                let buffer: ByteBuffer?
                do {
                    buffer = try await base.next()
                } catch {
                    throw TransportError.from(error)
                }
                guard let buffer else {
                    // A cancelled iteration ends as a complete body would.
                    if Task.isCancelled { throw URLError(.cancelled) }
                    return nil
                }
                received += Int64(buffer.readableBytes)
                if let error = options.replyLimitError(at: received) { throw error }
                options.progress?(TransferProgress(received: received, expected: expected))
                return ReplyChunks.data(of: buffer)
            }
        }
    }
#endif
