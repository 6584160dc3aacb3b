/// Reads a `text/event-stream` body as it arrives, in chunks of any size:
/// the parser keeps what a chunk leaves unfinished (half a line, half of a
/// `\r\n`, half of a UTF-8 character) for the next one.
///
/// It follows the HTML standard's parsing rules: lines end at `\r\n`, `\n` or
/// `\r`; a line starting with `:` is a comment; `field: value` loses one space
/// after the colon, and a line without a colon is a field with an empty value;
/// `data` lines are joined with `\n`; an empty line dispatches the event, but
/// only when it has data; an `id` without a NUL fills the last event ID
/// buffer (an empty one clears it), and the buffer becomes the stream's
/// ``lastEventID`` only when an empty line ends the event, with or without
/// data; `retry` counts only when it is all ASCII digits; unknown fields and
/// a byte order mark at the very start are ignored.
public struct ServerSentEventParser: Sendable {
    private var line: [UInt8] = []
    /// The previous chunk ended in `\r`: a `\n` starting this one belongs to it.
    private var afterCarriageReturn = false
    private var atStart = true
    private var event = ""
    private var data: [String] = []
    /// The `id:` of the event being read: HTML §9.2.6's last event ID buffer.
    private var idBuffer: String?
    /// The id the last completed event left: HTML §9.2.6's last event ID
    /// string, what a reconnection sends as `Last-Event-ID`. Nil before any
    /// and after an empty `id`. The `id:` of an event whose blank line never
    /// came does not count: that event was not dispatched.
    public private(set) var lastEventID: String?
    /// The last `retry:` so far: how long to wait before reconnecting, in milliseconds.
    public private(set) var reconnectionDelay: Int?

    /// A parser at the start of a stream.
    public init() {}

    /// The events that `bytes`, the next part of the stream, completes.
    ///
    /// - Parameter bytes: The next bytes of the stream, split anywhere, even inside a character or a line break.
    /// - Returns: The events these bytes complete, in order; empty when none ends in them.
    public mutating func consume(_ bytes: some Sequence<UInt8>) -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        for byte in bytes {
            if afterCarriageReturn {
                afterCarriageReturn = false
                if byte == UInt8(ascii: "\n") { continue }
            }
            switch byte {
            case UInt8(ascii: "\n"):
                if let event = endLine() { events.append(event) }
            case UInt8(ascii: "\r"):
                afterCarriageReturn = true
                if let event = endLine() { events.append(event) }
            default:
                line.append(byte)
            }
        }
        return events
    }

    /// Ends the stream: an event without the empty line after it is not
    /// dispatched, as the standard says, so that a cut stream gives no half event
    /// and its `id:` is forgotten. What `lastEventID` and `reconnectionDelay` say
    /// is kept, for a reconnection, whose events start from that id as browsers'
    /// do (a reconnected stream's event without an `id:` keeps it).
    public mutating func finish() {
        var next = ServerSentEventParser()
        next.lastEventID = lastEventID
        next.idBuffer = lastEventID
        next.reconnectionDelay = reconnectionDelay
        self = next
    }

    private mutating func endLine() -> ServerSentEvent? {
        defer { line.removeAll(keepingCapacity: true) }
        if atStart {
            atStart = false
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        }
        guard !line.isEmpty else { return dispatch() }
        if line.first == UInt8(ascii: ":") { return nil }
        let text = String(decoding: line, as: UTF8.self)
        let field: Substring
        var value: Substring
        if let colon = text.firstIndex(of: ":") {
            field = text[..<colon]
            value = text[text.index(after: colon)...]
            if value.first == " " { value = value.dropFirst() }
        } else {
            field = text[...]
            value = ""
        }
        switch field {
        case "event": event = String(value)
        case "data": data.append(String(value))
        case "id" where !value.contains("\u{0}"): idBuffer = value.isEmpty ? nil : String(value)
        case "retry" where !value.isEmpty && value.utf8.allSatisfy({ (0x30...0x39).contains($0) }):
            reconnectionDelay = Int(value)
        default: break
        }
        return nil
    }

    private mutating func dispatch() -> ServerSentEvent? {
        // §9.2.6: the last event ID string is set before the data check, so an
        // event of only an `id:` moves it too; the buffer is not reset.
        lastEventID = idBuffer
        defer {
            event = ""
            data = []
        }
        guard !data.isEmpty else { return nil }
        return ServerSentEvent(
            event: event.isEmpty ? "message" : event, data: data.joined(separator: "\n"), lastEventID: lastEventID)
    }
}
