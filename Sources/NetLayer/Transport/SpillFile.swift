import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A temporary file a reply body's bytes wait in while its reader lags:
/// written at its end, read from its start, and emptied once read through.
///
/// Unlinked as soon as it is made, so it takes no name in the directory and
/// its space returns to the disk when it is closed, even if the process
/// dies first. Not thread-safe: `ChunkBuffer` uses it under its lock.
final class SpillFile {
    private let fd: Int32
    private var readOffset: Int64 = 0
    private var writeOffset: Int64 = 0

    /// Bytes written and not yet read.
    var unread: Int64 { writeOffset - readOffset }

    /// A new, empty file in `directory`.
    init(in directory: URL = FileManager.default.temporaryDirectory) throws {
        var template = Array(directory.appendingPathComponent("netlayer-reply-XXXXXX").path.utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Self.lastError() }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.fd = fd
    }

    deinit {
        close(fd)
    }

    /// Adds `data` at the end.
    func append(_ data: Data) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var done = 0
            while done < bytes.count {
                let count = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(writeOffset))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { throw Self.lastError() }
                done += count
                writeOffset += Int64(count)
            }
        }
    }

    /// Up to `maxCount` of the oldest unread bytes; empty when all are read.
    /// Once all are read the file is emptied, so a lag that ends gives its space back.
    func read(upTo maxCount: Int) throws -> Data {
        let count = Int(min(Int64(maxCount), unread))
        guard count > 0 else { return Data() }
        var data = Data(count: count)
        try data.withUnsafeMutableBytes { (bytes: UnsafeMutableRawBufferPointer) in
            var done = 0
            while done < count {
                let read = pread(fd, bytes.baseAddress! + done, count - done, off_t(readOffset))
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { throw Self.lastError() }
                done += read
                readOffset += Int64(read)
            }
        }
        if unread == 0 {
            readOffset = 0
            writeOffset = 0
            _ = ftruncate(fd, 0)
        }
        return data
    }

    /// The error of the call that failed; a read past the end (no errno) is an I/O error.
    private static func lastError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
