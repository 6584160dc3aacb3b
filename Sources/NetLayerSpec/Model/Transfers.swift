/// A reply read as a stream of elements as they arrive (`stream:`), rather
/// than whole.
public struct StreamReply: Sendable, Hashable {
    /// How the stream's body is cut into elements, where it was written.
    public var format: Located<StreamFormat>
    /// What each event's data or each line decodes to; nil: the event itself, or the line's bytes.
    public var of: Located<TypeName>?
    /// An event `data` that ends the stream, such as `[DONE]`.
    public var end: Located<String>?
    /// How many times a dropped stream of events reconnects with `Last-Event-ID`; nil: never.
    public var reconnect: Located<Int>?
    /// Seconds to wait for the first byte; nil: the interface's time-out.
    public var firstByte: Double?
    /// Seconds without a byte after which the stream fails; nil: the interface's time-out.
    public var idle: Double?
    /// Where `stream:` was written (its value).
    public var location: SourceLocation

    /// The most reconnects a stream may ask for.
    public static let maxReconnects = 100
}

/// A reply written to a file on disk as it arrives (`download:`).
public struct DownloadReply: Sendable, Hashable {
    /// The largest file accepted; nil: no limit.
    public var maxBytes: Located<Int64>?
    /// Where `download:` was written (its value).
    public var location: SourceLocation
}

/// Whether and how replies are cached (`cache:` at spec, module and interface).
public enum CacheSetting: Sendable, Hashable {
    /// Never stored, never read.
    case off
    /// A private HTTP cache (RFC 9111): `Cache-Control`, revalidation with `ETag` and `Last-Modified`.
    case http
    /// `http`, and a stored reply up to this many seconds old when the network fails.
    case offline(Double)
}

extension Interface {
    /// What an example of this interface's reply is a value of: the response's type; for a stream, the list of its
    /// elements (`of`; else an event's data as text, a line as any JSON), its bytes (`Data`) for a stream of bytes
    /// or a download; nil when the reply has no type.
    public var exampleType: TypeName? {
        switch reply {
        case .whole(let response): return response?.type.value
        case .download: return .builtin(.Data)
        case .stream(let stream):
            switch stream.format.value {
            case .events: return .array(stream.of?.value ?? .builtin(.String))
            case .lines: return .array(stream.of?.value ?? .builtin(.JSON))
            case .bytes: return .builtin(.Data)
            }
        }
    }
}
