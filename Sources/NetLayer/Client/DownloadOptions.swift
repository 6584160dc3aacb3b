import Foundation
import HTTPTypes

/// How `NetLayerClient.download` writes a reply to disk.
public struct DownloadOptions: Sendable {
    /// Told of the file's bytes on disk as they arrive: `received` counts the
    /// bytes of a partial file resumed from, `expected` is the whole file's size when known.
    public var progress: ProgressHandler?
    /// The largest file accepted, in bytes; a larger one ends the download
    /// with `NetLayerError.replyTooLarge` and leaves no file. Nil: no limit
    /// (the client's `maxReplyBytes` does not apply to downloads).
    public var maxBytes: Int64?
    /// Whether a partial file is continued with `Range` and `If-Range`: one
    /// left by a cut in this download, or by an earlier download to the same
    /// destination that was cut or cancelled. False: every attempt starts
    /// from the first byte, and a failed download leaves no partial file.
    public var resume: Bool
    /// Times a transfer cut short (the connection lost mid-body) is tried
    /// again within one download, from where the file stopped when `resume`.
    public var retries: Int

    /// Retries of a cut within one download, unless given: 3.
    public static let defaultRetries = 3

    /// Options; left out: no progress, no size limit, resuming, ``defaultRetries`` retries of a cut.
    ///
    /// - Parameters:
    ///   - progress: Told of the bytes on disk as they arrive; nil (the default) tells no one.
    ///   - maxBytes: The largest file accepted, in bytes; nil (the default) for no limit.
    ///   - resume: Whether a partial file is continued; true by default.
    ///   - retries: Times a cut transfer is tried again within one download; ``defaultRetries`` (3) by default.
    public init(
        progress: ProgressHandler? = nil, maxBytes: Int64? = nil, resume: Bool = true,
        retries: Int = DownloadOptions.defaultRetries
    ) {
        self.progress = progress
        self.maxBytes = maxBytes
        self.resume = resume
        self.retries = retries
    }
}

/// A reply written to disk by `NetLayerClient.download`.
public struct DownloadedFile: Sendable {
    /// Where the file is: the destination the download was given.
    public var url: URL
    /// The HTTP response of the transfer that completed the file: a 206 when it was resumed, a 416 when the
    /// partial file was whole already.
    public var response: HTTPResponse
    /// The file's size in bytes.
    public var bytes: Int64

    /// A downloaded file at `url` of `bytes` bytes, as `response` delivered it.
    ///
    /// - Parameters:
    ///   - url: Where the file is.
    ///   - response: The HTTP response of the transfer that completed the file.
    ///   - bytes: The file's size in bytes.
    public init(url: URL, response: HTTPResponse, bytes: Int64) {
        self.url = url
        self.response = response
        self.bytes = bytes
    }
}
