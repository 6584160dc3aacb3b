import Foundation

/// A request's body as the client hands it to a transport: bytes in memory, or pieces of which some are
/// files, read from disk in chunks while the request is sent, so that a file of any size costs a buffer.
public struct RequestBody: Sendable, Hashable {
    package let upload: UploadBody

    /// A body of `data`.
    ///
    /// - Parameter data: The body's bytes.
    public init(_ data: Data) {
        upload = UploadBody(data)
    }

    package init(upload: UploadBody) {
        self.upload = upload
    }

    /// The body's bytes in all.
    public var length: Int64 { upload.length }

    /// The bytes, when the body is held in memory; nil when a file is part of it (read it with
    /// ``makeStream()``).
    public var data: Data? {
        upload.isInMemory ? upload.data : nil
    }

    /// The file that is the whole body, when it is one file: what a transport that uploads from a file
    /// (URLSession's upload task) sends as it is.
    public var file: URL? {
        guard upload.pieces.count == 1, case .file(let url, _) = upload.pieces[0] else { return nil }
        return url
    }

    /// A new stream of the body's bytes, from the first: each call starts again, so a body is sent again
    /// after a redirect or a retry. A file that cannot be read, or is shorter than when the body was made,
    /// fails the stream with `NetLayerError.invalidRequest` (its `streamError`).
    ///
    /// - Returns: A stream not opened yet.
    public func makeStream() -> InputStream {
        FileBodyStream(upload)
    }
}
