import Foundation

/// A piece of a streamed reply as its format delimits it, before it is
/// decoded: an event, a line's record, or a chunk of bytes.
enum StreamItem: Sendable {
    case event(ServerSentEvent)
    case record(Data)
}

/// Cuts a streamed reply's chunks into the items of its format, whatever the chunks' sizes: what a chunk leaves
/// unfinished waits for the next. Events end early at one whose data is `endMarker`; lines are records (`\n` or
/// `\r\n`), blank ones skipped and json-seq's record separator (0x1E) before a record dropped; bytes come as the
/// chunks did.
struct StreamFramer: Sendable {
    let format: StreamFormat
    /// For events: the `data` of an event that ends the stream early, such as `[DONE]`.
    let endMarker: String?
    private var parser = ServerSentEventParser()
    private var line = Data()

    init(_ format: StreamFormat, endMarker: String? = nil) {
        self.format = format
        self.endMarker = endMarker
    }

    /// The last `id:` of the events so far.
    var lastEventID: String? { parser.lastEventID }
    /// The server's `retry:`, in milliseconds.
    var reconnectionDelay: Int? { parser.reconnectionDelay }

    /// The items `chunk` completes, and whether the end marker came (nothing after it counts).
    mutating func consume(_ chunk: Data) -> (items: [StreamItem], ended: Bool) {
        switch format {
        case .bytes:
            return ([.record(chunk)], false)
        case .events:
            var items: [StreamItem] = []
            for event in parser.consume(chunk) {
                if let endMarker, event.data == endMarker { return (items, true) }
                items.append(.event(event))
            }
            return (items, false)
        case .lines:
            var items: [StreamItem] = []
            var start = chunk.startIndex
            while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
                line.append(chunk[start..<newline])
                if let record = Self.record(line) { items.append(.record(record)) }
                line.removeAll(keepingCapacity: true)
                start = chunk.index(after: newline)
            }
            line.append(chunk[start...])
            return (items, false)
        }
    }

    /// The body has ended: a last line without its line break is a record;
    /// an event without the blank line after it is not an event (the
    /// stream was cut). `lastEventID` and `reconnectionDelay` are kept.
    mutating func finish() -> [StreamItem] {
        parser.finish()
        defer { line = Data() }
        guard case .lines = format, let record = Self.record(line) else { return [] }
        return [.record(record)]
    }

    private static func record(_ line: Data) -> Data? {
        var record = line[...]
        if record.last == UInt8(ascii: "\r") { record = record.dropLast() }
        if record.first == 0x1E { record = record.dropFirst() }
        guard record.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return nil }
        return Data(record)
    }
}
