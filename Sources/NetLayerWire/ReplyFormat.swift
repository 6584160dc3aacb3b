/// How a reply's body is read.
public enum ReplyFormat: String, Sendable, Hashable, CaseIterable {
    /// Parsed as JSON, through the envelope when there is one.
    case json
    /// Text, decoded with the charset of its `Content-Type` (UTF-8 when it names none) by
    /// `RequestResult.text()`; no envelope is read.
    case text
    /// Bytes, kept as they came in `RequestResult.body`; no envelope is read.
    case bytes
}
