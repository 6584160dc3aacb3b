/// How a mock interface that streams its reply writes it: an example's
/// value becomes events, lines or byte chunks, sent `MockOptions.pace` apart.
///
/// Of events, each element of the example is one, its `data` the element's JSON (a string as it is) and its `id`
/// its position from 1; of lines, each element is one line of JSON; of bytes, the example's bytes (base64, as a
/// spec writes `Data`) go in pieces.
public struct MockStream: Sendable, Hashable {
    /// What the stream carries.
    public var format: StreamFormat
    /// For events: the `data` of a last event that tells the client the stream has ended, such as `[DONE]`.
    public var end: String?

    /// A stream of `format`, ended by an event whose data is `end` when given.
    ///
    /// - Parameters:
    ///   - format: What the stream carries.
    ///   - end: The data of the last event, for events only; nil sends none.
    public init(format: StreamFormat, end: String? = nil) {
        self.format = format
        self.end = end
    }
}
