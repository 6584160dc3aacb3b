/// One event of a `text/event-stream` reply, as the HTML standard's event
/// stream format defines it.
public struct ServerSentEvent: Sendable, Hashable {
    /// The `event:` field; `message` when the event names none.
    public var event: String
    /// The `data:` lines, joined with a line feed.
    public var data: String
    /// The last `id:` the stream has sent, this event's or an earlier one's:
    /// what a reconnection sends back as `Last-Event-ID`. Nil before any,
    /// and after an empty `id:`.
    public var lastEventID: String?

    /// An event; the parser makes them from a stream, tests and stubs make their own.
    ///
    /// - Parameters:
    ///   - event: The event's type; `message` by default, as a stream without `event:` says.
    ///   - data: The event's data, its `data:` lines joined with line breaks.
    ///   - lastEventID: The last `id:` so far; nil by default.
    public init(event: String = "message", data: String, lastEventID: String? = nil) {
        self.event = event
        self.data = data
        self.lastEventID = lastEventID
    }
}
