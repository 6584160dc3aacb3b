import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An `UploadBody` read as a stream: its bytes in memory, then each file in
/// chunks read straight into the reader's buffer, so an upload holds no more
/// than the transport's own buffer however large its files.
///
/// URLSessionTransport does not hand it to URLSession (see `UploadFile`): it
/// is what other transports, stubs and the mock read, and what a multipart
/// body is copied from. One stream is read once; a request sent again (a 307
/// or 308 redirect) gets a `fresh()` one.
///
/// Like swift-corelibs-foundation's own reader, a reader may take
/// `hasBytesAvailable == false` for the end of the body: this stream says
/// true until every byte is read (reading a regular file does not wait). A file shorter
/// than when the body was made is an error, not a short body, since the
/// request's Content-Length promised its size. Like any InputStream, it is
/// read by one reader at a time (the transport's queue).
package final class FileBodyStream: InputStream {
    let body: UploadBody
    private var pieceIndex = 0
    /// Bytes of the current piece already read.
    private var offset: Int64 = 0
    private var descriptor: Int32 = -1
    private var status: Stream.Status = .notOpen
    private var failure: (any Error)?

    init(_ body: UploadBody) {
        self.body = body
        super.init(data: Data())
    }

    /// A stream of the same body from its first byte.
    package func fresh() -> FileBodyStream {
        FileBodyStream(body)
    }

    /// The body's size: the request's Content-Length.
    package var length: Int64 { body.length }

    package override func open() {
        guard status == .notOpen else { return }
        status = .open
    }

    package override func close() {
        closeFile()
        if status != .error { status = .closed }
    }

    package override var streamStatus: Stream.Status { status }

    package override var streamError: (any Error)? { failure }

    package override var hasBytesAvailable: Bool {
        status == .open || status == .reading
    }

    package override func getBuffer(
        _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length len: UnsafeMutablePointer<Int>
    ) -> Bool {
        false
    }

    package override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        guard status == .open || status == .reading else { return status == .error ? -1 : 0 }
        status = .reading
        while pieceIndex < body.pieces.count {
            let count: Int
            switch body.pieces[pieceIndex] {
            case .bytes(let data):
                count = min(len, data.count - Int(offset))
                let start = data.startIndex + Int(offset)
                data.copyBytes(to: buffer, from: start..<(start + count))
            case .file(let url, let size):
                guard let read = readFile(url, size: size, into: buffer, maxLength: len) else { return -1 }
                count = read
            }
            offset += Int64(count)
            if count > 0 { return count }
            // The piece is done.
            closeFile()
            pieceIndex += 1
            offset = 0
        }
        status = .atEnd
        return 0
    }

    /// Up to `len` bytes of the file from where the last read stopped; 0 once its `size` bytes are read; nil on error.
    private func readFile(_ url: URL, size: Int64, into buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int)
        -> Int?
    {
        let wanted = Int(min(Int64(len), size - offset))
        guard wanted > 0 else { return 0 }
        if descriptor < 0 {
            descriptor = url.withUnsafeFileSystemRepresentation { path in path.map { Self.openForReading($0) } ?? -1 }
            guard descriptor >= 0 else { return fail(url, "cannot be opened") }
        }
        while true {
            let count = Self.readBytes(descriptor, buffer, wanted)
            if count > 0 { return count }
            if count < 0, errno == EINTR { continue }
            return fail(url, count == 0 ? "ended before its \(size) bytes were sent" : "cannot be read")
        }
    }

    private func fail(_ url: URL, _ reason: String) -> Int? {
        closeFile()
        failure = NetLayerError.invalidRequest("file \(url.path) \(reason)")
        status = .error
        return nil
    }

    private func closeFile() {
        guard descriptor >= 0 else { return }
        _ = Self.closeDescriptor(descriptor)
        descriptor = -1
    }

    deinit {
        closeFile()
    }

    private static func openForReading(_ path: UnsafePointer<CChar>) -> Int32 {
        #if canImport(Glibc)
            Glibc.open(path, O_RDONLY | O_CLOEXEC)
        #elseif canImport(Musl)
            Musl.open(path, O_RDONLY | O_CLOEXEC)
        #else
            Darwin.open(path, O_RDONLY | O_CLOEXEC)
        #endif
    }

    private static func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
            Musl.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    private static func closeDescriptor(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.close(descriptor)
        #elseif canImport(Musl)
            Musl.close(descriptor)
        #else
            Darwin.close(descriptor)
        #endif
    }
}
