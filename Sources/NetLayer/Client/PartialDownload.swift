import Foundation

/// A download's file while it arrives: `<destination>.part`, beside the
/// destination (so moving it into place is a rename on the same volume), and
/// `<destination>.part-validator`, the ETag (else Last-Modified) of the reply
/// it holds, which a resumed request sends as `If-Range`. A partial file
/// without a validator cannot be resumed safely, and is started over.
struct PartialDownload: Sendable {
    /// A partial file that can be continued: its size and the validator of the reply it holds.
    struct Resumable {
        var size: Int64
        var validator: String
    }

    let destination: URL
    let file: URL
    let validatorFile: URL

    init(destination: URL) {
        self.destination = destination
        file = URL(fileURLWithPath: destination.path + ".part")
        validatorFile = URL(fileURLWithPath: destination.path + ".part-validator")
    }

    /// The partial file, when one can be resumed.
    func resumable() -> Resumable? {
        guard let data = try? Data(contentsOf: validatorFile),
            let validator = String(data: data, encoding: .utf8), !validator.isEmpty,
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            let size = (attributes[.size] as? NSNumber)?.int64Value, size > 0
        else { return nil }
        return Resumable(size: size, validator: validator)
    }

    /// An empty partial file for a new reply, kept with `validator`; a writer that fills it.
    func start(validator: String?) throws(NetLayerError) -> DownloadWriter {
        discard()
        do {
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .invalidRequest("cannot make the folder of \(destination.path): \(error.localizedDescription)")
        }
        // Without its validator the partial file is not resumed, which is safe: a write that fails costs a restart.
        if let validator { try? Data(validator.utf8).write(to: validatorFile) }
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw .invalidRequest("cannot write the download to \(file.path)")
        }
        return try DownloadWriter(file)
    }

    /// A writer that appends to the partial file.
    func append() throws(NetLayerError) -> DownloadWriter {
        let writer = try DownloadWriter(file)
        do {
            try writer.handle.seekToEnd()
        } catch {
            throw .invalidRequest("cannot write the download to \(file.path): \(error.localizedDescription)")
        }
        return writer
    }

    /// Moves the complete file into place, replacing what was there.
    func finish() throws(NetLayerError) {
        do {
            if FileManager.default.fileExists(atPath: destination.path) {
                try FileManager.default.removeItem(at: destination)
            }
            try FileManager.default.moveItem(at: file, to: destination)
        } catch {
            throw .invalidRequest("cannot move the download to \(destination.path): \(error.localizedDescription)")
        }
        try? FileManager.default.removeItem(at: validatorFile)
    }

    /// Removes the partial file and its validator.
    func discard() {
        try? FileManager.default.removeItem(at: file)
        try? FileManager.default.removeItem(at: validatorFile)
    }
}

/// Writes a download's chunks to its partial file, small ones gathered into
/// writes of `batch` bytes: a chunk of the network is often 16 KB, and a
/// gigabyte of them would cost 65 000 system calls. A chunk of `direct` bytes
/// or more is written as it is: copying it into the batch would cost more than
/// its system call saves (AsyncHTTPClient's reads are up to 1 MiB). What is
/// gathered is written when the writer closes, so a cancelled download keeps
/// every byte it received.
final class DownloadWriter {
    let handle: FileHandle
    private let url: URL
    private var pending = Data()
    private var closed = false

    static let batch = 256 << 10
    static let direct = 32 << 10

    init(_ url: URL) throws(NetLayerError) {
        self.url = url
        do {
            handle = try FileHandle(forWritingTo: url)
        } catch {
            throw .invalidRequest("cannot write the download to \(url.path): \(error.localizedDescription)")
        }
    }

    func write(_ chunk: Data) throws(NetLayerError) {
        if chunk.count >= Self.direct {
            try flush()
            return try write(through: chunk)
        }
        pending.append(chunk)
        if pending.count >= Self.batch { try flush() }
    }

    /// Writes what is gathered.
    func flush() throws(NetLayerError) {
        guard !pending.isEmpty else { return }
        let data = pending
        pending.removeAll(keepingCapacity: true)
        try write(through: data)
    }

    /// Writes what is gathered (a failure to do so only loses bytes a resume fetches again) and closes the file.
    func close() {
        guard !closed else { return }
        closed = true
        try? flush()
        try? handle.close()
    }

    private func write(through data: Data) throws(NetLayerError) {
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw .invalidRequest("cannot write the download to \(url.path): \(error.localizedDescription)")
        }
    }
}
