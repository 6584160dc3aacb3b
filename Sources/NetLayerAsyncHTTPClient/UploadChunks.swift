#if AsyncHTTPClient
    import Foundation
    import NIOCore
    import NetLayer

    /// A request body as the chunks AsyncHTTPClient sends, read only as it asks for them
    /// (when the connection can take more): a body from disk is never held whole.
    ///
    /// A stream is read once, by the one request it was made for; a request sent again
    /// (a 307) gets a fresh stream from `RedirectChain`.
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
        let attempt: Int

        init(_ source: Source, upload: UploadProgress?, attempt: Int) {
            self.source = source
            self.upload = upload
            self.attempt = attempt
        }

        func makeAsyncIterator() -> Iterator {
            Iterator(chunks: self)
        }

        struct Iterator: AsyncIteratorProtocol {
            let chunks: UploadChunks
            private var offset = 0
            private var opened = false

            init(chunks: UploadChunks) {
                self.chunks = chunks
            }

            mutating func next() async throws -> ByteBuffer? {
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
                    chunks.upload?.sent(Int64(chunk.readableBytes), byTask: chunks.attempt, of: -1)
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
