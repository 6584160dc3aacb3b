import Foundation

/// A request body as pieces sent in order: bytes in memory and files on disk.
///
/// A body without files is sent as its bytes; one with files as a
/// `FileBodyStream` that reads them in chunks while the request is sent, so
/// a file of any size costs a buffer, not its size. Package access: the fuzz
/// targets (`Fuzz/FormFuzzer`) read encoded bodies back.
package struct UploadBody: Sendable, Hashable {
    package enum Piece: Sendable, Hashable {
        case bytes(Data)
        /// A file and the size it had when the body was made: the stream fails
        /// rather than send fewer bytes than the Content-Length promised.
        case file(URL, size: Int64)
    }

    package private(set) var pieces: [Piece] = []

    package init() {}

    package init(_ data: Data) {
        append(data)
    }

    /// Bytes joined to the piece before when it is bytes too.
    package mutating func append(_ data: Data) {
        guard !data.isEmpty else { return }
        if case .bytes(let previous)? = pieces.last {
            pieces[pieces.count - 1] = .bytes(previous + data)
        } else {
            pieces.append(.bytes(data))
        }
    }

    package mutating func append(_ text: String) {
        append(Data(text.utf8))
    }

    /// Another body's pieces, after these.
    package mutating func append(_ other: UploadBody) {
        for piece in other.pieces {
            switch piece {
            case .bytes(let data): append(data)
            case .file: pieces.append(piece)
            }
        }
    }

    /// A file on disk; `name` says whose file it is in the error when it cannot be read.
    mutating func appendFile(_ url: URL, of name: String) throws(NetLayerError) {
        pieces.append(.file(url, size: try Self.size(of: url, of: name)))
    }

    /// The body's bytes in all.
    package var length: Int64 {
        pieces.reduce(0) { total, piece in
            switch piece {
            case .bytes(let data): total + Int64(data.count)
            case .file(_, let size): total + size
            }
        }
    }

    /// True when no piece is a file: the body is `data`.
    package var isInMemory: Bool {
        !pieces.contains { if case .file = $0 { true } else { false } }
    }

    /// The bytes in memory, joined; a file's bytes are not in it (see `isInMemory`).
    package var data: Data {
        // One piece is its own bytes: no copy.
        if pieces.count == 1, case .bytes(let bytes) = pieces[0] { return bytes }
        return pieces.reduce(into: Data()) { data, piece in
            if case .bytes(let bytes) = piece { data.append(bytes) }
        }
    }

    /// The size of a regular file that can be read; anything else is a clear error before the call is sent.
    private static func size(of url: URL, of name: String) throws(NetLayerError) -> Int64 {
        guard url.isFileURL else {
            throw .invalidRequest("file \(url.absoluteString) of \(name) is not a file URL")
        }
        // The attributes of a symbolic link are its own, not its file's.
        let path = url.resolvingSymlinksInPath().path
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw .invalidRequest("file \(url.path) of \(name) cannot be read: it does not exist")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw .invalidRequest("file \(url.path) of \(name) cannot be sent: it is not a regular file")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .invalidRequest("file \(url.path) of \(name) cannot be read: permission denied")
        }
        return (attributes[.size] as? NSNumber)?.int64Value ?? 0
    }
}
