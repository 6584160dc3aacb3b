import Foundation
import HTTPTypes

/// A reply whose head has arrived and whose body is read as it arrives:
/// what `Transport.open` returns.
public struct StreamingReply: Sendable {
    /// The HTTP response: status and header fields.
    public var response: HTTPResponse
    /// The body, as chunks of bytes as they arrive.
    public var body: ReplyBody

    /// A reply of `response` whose body is `body`.
    ///
    /// - Parameters:
    ///   - response: The HTTP response.
    ///   - body: The body, read as it arrives.
    public init(response: HTTPResponse, body: ReplyBody) {
        self.response = response
        self.body = body
    }
}

/// A reply's body as chunks of bytes, as they arrive: read it once, with
/// `for try await chunk in body`.
///
/// Reading slower than the server writes costs little memory: with
/// URLSession, past a megabyte, what arrives waits in a temporary file until
/// the reader catches up (the file is gone once the body is); with a
/// transport that reads only when asked (`AsyncHTTPClientTransport`), the
/// server is slowed down instead, once the transport has read a bounded amount
/// ahead (1 MiB for `AsyncHTTPClientTransport`).
/// Calling ``cancel()``, cancelling the reading task, or dropping the last
/// reference to the body stops the transfer at once (the connection closes).
/// A transfer that breaks ends the loop with the transport's error
/// (`URLError`, or a `NetLayerError` such as `.replyTooLarge`).
public final class ReplyBody: AsyncSequence, Sendable {
    /// A chunk of the body: as many bytes as arrived together.
    public typealias Element = Data

    /// Where the chunks come from: pushed by the transfer into a buffer, or pulled from the network as read.
    private enum Source: Sendable {
        case buffer(ChunkBuffer)
        case pulled(PulledChunks)
    }

    private let source: Source

    init(buffer: ChunkBuffer) {
        source = .buffer(buffer)
    }

    /// A body read from `chunks` only as the reader asks for it: from the first read on, up to
    /// `readAhead` bytes ahead of the reader (none by default: one element per read); an error
    /// `chunks` throws ends the body with it, after the chunks before it. Cancelling the body
    /// cancels the iteration of `chunks`, which is how the transfer is told to stop.
    package init<Chunks: AsyncSequence & Sendable>(pulling chunks: Chunks, readAhead: Int = 0)
    where Chunks.Element == Data {
        source = .pulled(PulledChunks(chunks, readAhead: readAhead))
    }

    /// The chunks taken from the source, for a pulled body.
    var pulled: PulledChunks? {
        if case .pulled(let pulled) = source { return pulled }
        return nil
    }

    /// A body already whole, handed over as one chunk (none when `data` is
    /// empty): what a transport that cannot stream gives.
    ///
    /// - Parameter data: The whole body.
    public convenience init(data: Data) {
        self.init(chunks: [data])
    }

    /// A body already received, handed over in these chunks (empty ones are skipped).
    ///
    /// - Parameter chunks: The body's chunks, in order.
    public convenience init(chunks: [Data]) {
        let buffer = ChunkBuffer(memoryLimit: Int.max)
        for chunk in chunks { buffer.append(chunk) }
        buffer.finish()
        self.init(buffer: buffer)
    }

    deinit {
        cancel()
    }

    /// The buffer the transfer pushes into, for a body that has one.
    var buffer: ChunkBuffer? {
        if case .buffer(let buffer) = source { return buffer }
        return nil
    }

    /// Stops the transfer and drops what is buffered; a read waiting for a
    /// chunk throws `CancellationError`. Cancelling an ended body does nothing.
    public func cancel() {
        switch source {
        case .buffer(let buffer): buffer.cancel()
        case .pulled(let pulled): pulled.cancel()
        }
    }

    /// The next chunk; nil once the body is complete. Cancelling the calling task cancels the transfer.
    func next() async throws -> Data? {
        switch source {
        case .buffer(let buffer): try await buffer.next()
        case .pulled(let pulled): try await pulled.next()
        }
    }

    /// Reads the body's chunks; the body stays alive while its iterator does.
    ///
    /// - Returns: An iterator over the chunks not read yet; the body has one reader.
    public func makeAsyncIterator() -> Iterator {
        Iterator(body: self)
    }

    /// Reads a ``ReplyBody``'s chunks in order.
    public struct Iterator: AsyncIteratorProtocol {
        let body: ReplyBody

        /// The next chunk; nil once the body is complete.
        ///
        /// - Returns: The next chunk, or nil once the body is complete.
        /// - Throws: `CancellationError` once the body is cancelled; the transport's error (a `URLError`, or a
        ///   `NetLayerError` such as `.replyTooLarge`) when the transfer breaks.
        public mutating func next() async throws -> Data? {
            try await body.next()
        }
    }
}
