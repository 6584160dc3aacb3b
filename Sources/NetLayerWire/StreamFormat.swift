/// How a streamed reply's body is cut into elements: the spec's `stream.format`, which the runtime reads and the
/// mock writes.
public enum StreamFormat: String, Sendable, Hashable, CaseIterable {
    /// Server-sent events (`text/event-stream`, the WHATWG HTML standard's §9.2).
    case events
    /// One JSON value per line: JSON Lines, NDJSON, `application/json-seq` (its record separator is dropped).
    case lines
    /// Raw chunks of bytes, as they come.
    case bytes

    /// The media type a stream of this format is sent as, and asked for when the spec's `accepts` names none.
    public var mediaType: String {
        switch self {
        case .events: "text/event-stream"
        case .lines: "application/jsonl"
        case .bytes: "application/octet-stream"
        }
    }
}
