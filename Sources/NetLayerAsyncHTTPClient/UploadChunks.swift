#if AsyncHTTPClient
    import Foundation
    import NIOCore
    import NetLayer

    /// A request body as the chunks AsyncHTTPClient sends, read only as it asks for them
    /// (when the connection can take more) and at most `UploadWindow`'s limit ahead of the event
    /// loops that write them: a body from disk is never held whole, nor piled up in a loop's queue.
    ///
    /// A stream is read once, by the one request it was made for; a request sent again
    /// (after a 307, a retry) gets a fresh stream from its `RequestBody`.
    struct UploadChunks: AsyncSequence, Sendable {
        typealias Element = ByteBuffer

        enum Source: @unchecked Sendable {  // A stream is only read by the one iterator of its request.
            case data(Data)
            case stream(InputStream)
        }

        /// The largest chunk read at once: as URLSession's upload buffer.
        static let chunkSize = 64 << 10

        let source: Source
        let upload: UploadProgress?
        /// The loops of the client that sends the body.
        let loops: [any EventLoop]

        init(_ source: Source, upload: UploadProgress?, loops: [any EventLoop]) {
            self.source = source
            self.upload = upload
            self.loops = loops
        }

        func makeAsyncIterator() -> Iterator {
            Iterator(chunks: self)
        }

        struct Iterator: AsyncIteratorProtocol {
            let chunks: UploadChunks
            private var offset = 0
            private var opened = false
            private var window: UploadWindow
            /// The size of the chunk returned last, which AsyncHTTPClient has handed to its loop since.
            private var handedOver = 0

            init(chunks: UploadChunks) {
                self.chunks = chunks
                window = UploadWindow(loops: chunks.loops)
            }

            mutating func next() async throws -> ByteBuffer? {
                await window.handedOver(handedOver)
                handedOver = 0
                let chunk: ByteBuffer?
                switch chunks.source {
                case .data(let data):
                    guard offset < data.count else { return nil }
                    let end = Swift.min(data.count, offset + UploadChunks.chunkSize)
                    let start = data.startIndex
                    chunk = ByteBuffer(bytes: data[(start + offset)..<(start + end)])
                    offset = end
                case .stream(let stream):
                    chunk = try read(stream)
                }
                if let chunk {
                    handedOver = chunk.readableBytes
                    chunks.upload?.sent(Int64(chunk.readableBytes), of: -1)
                }
                return chunk
            }

            /// The stream's next chunk; nil at its end. A regular file does not block for long.
            private mutating func read(_ stream: InputStream) throws -> ByteBuffer? {
                if !opened {
                    stream.open()
                    opened = true
                }
                var buffer = ByteBuffer()
                var count = 0
                buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: UploadChunks.chunkSize) { bytes in
                    let pointer = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                    count = stream.read(pointer, maxLength: Swift.min(bytes.count, UploadChunks.chunkSize))
                    return Swift.max(0, count)
                }
                if count < 0 {
                    stream.close()
                    throw stream.streamError ?? NetLayerError.invalidRequest("the request body cannot be read")
                }
                if count == 0 {
                    stream.close()
                    return nil
                }
                return buffer
            }
        }
    }
#endif
