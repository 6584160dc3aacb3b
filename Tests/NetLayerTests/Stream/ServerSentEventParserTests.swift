import Foundation
import NetLayer
import Testing

/// `ServerSentEventParser` on the HTML standard's examples of the event
/// stream format, and on the same streams cut into chunks anywhere.
@Suite struct ServerSentEventParserTests {
    static func events(_ text: String, chunk: Int? = nil) -> [ServerSentEvent] {
        let bytes = Array(text.utf8)
        var parser = ServerSentEventParser()
        guard let chunk else { return parser.consume(bytes) }
        return stride(from: 0, to: bytes.count, by: chunk).flatMap { start in
            parser.consume(bytes[start..<min(start + chunk, bytes.count)])
        }
    }

    /// The standard's stock ticker: data lines joined with line feeds.
    @Test func dataLinesAreJoined() {
        #expect(Self.events("data: YHOO\ndata: +2\ndata: 10\n\n") == [ServerSentEvent(data: "YHOO\n+2\n10")])
    }

    /// A comment, ids kept for later events and cleared by an empty `id`,
    /// and only one space taken after the colon.
    @Test func commentsIDsAndSpaces() {
        let stream = ": test stream\n\ndata: first event\nid: 1\n\ndata:second event\nid\n\ndata:  third event\n\n"
        #expect(
            Self.events(stream) == [
                ServerSentEvent(data: "first event", lastEventID: "1"),
                ServerSentEvent(data: "second event", lastEventID: nil),
                ServerSentEvent(data: " third event", lastEventID: nil),
            ])
    }

    /// A field without a colon has an empty value; an event without the
    /// empty line after it is never dispatched.
    @Test func emptyDataAndAnUnfinishedEvent() {
        var parser = ServerSentEventParser()
        #expect(
            parser.consume(Array("data\n\ndata\ndata\n\ndata:".utf8)) == [
                ServerSentEvent(data: ""), ServerSentEvent(data: "\n"),
            ])
        parser.finish()
        #expect(parser.consume(Array("\n".utf8)) == [])
    }

    @Test func eventNamesRetryAndUnknownFields() {
        var parser = ServerSentEventParser()
        let events = parser.consume(Array("event: delta\nretry: 2500\nfoo: bar\ndata: {\"a\":1}\n\ndata: x\n\n".utf8))
        #expect(events == [ServerSentEvent(event: "delta", data: "{\"a\":1}"), ServerSentEvent(data: "x")])
        #expect(parser.reconnectionDelay == 2500)
        _ = parser.consume(Array("retry: 1s\n\n".utf8))
        #expect(parser.reconnectionDelay == 2500, "not all digits: ignored")
    }

    @Test func anIDWithANulIsIgnored() {
        #expect(
            Self.events("id: 7\ndata: a\n\nid: 8\u{0}\ndata: b\n\n") == [
                ServerSentEvent(data: "a", lastEventID: "7"), ServerSentEvent(data: "b", lastEventID: "7"),
            ])
    }

    /// Every line ending the standard allows, and a byte order mark at the start.
    @Test func lineEndingsAndAByteOrderMark() {
        let expected = [ServerSentEvent(data: "one\ntwo"), ServerSentEvent(data: "three")]
        #expect(Self.events("data: one\r\ndata: two\r\n\r\ndata: three\r\n\r\n") == expected)
        #expect(Self.events("data: one\rdata: two\r\rdata: three\r\r") == expected)
        #expect(Self.events("\u{FEFF}data: one\ndata: two\n\ndata: three\n\n") == expected)
    }

    /// Chunks cut anywhere, through a `\r\n` and through a UTF-8 character,
    /// give the events the whole stream gives.
    @Test(arguments: [1, 2, 3, 5, 7])
    func chunksCutAnywhereGiveTheSameEvents(size: Int) {
        let stream = "\u{FEFF}event: note\r\ndata: caf\u{E9} \u{1F600}\r\nid: 42\r\n\r\n: ping\r\ndata: [DONE]\r\n\r\n"
        let whole = Self.events(stream)
        #expect(whole.count == 2)
        #expect(whole.first?.data == "caf\u{E9} \u{1F600}")
        #expect(Self.events(stream, chunk: size) == whole)
    }

    /// What a reconnection needs survives the end of a stream.
    @Test func finishKeepsTheLastIDAndDelay() {
        var parser = ServerSentEventParser()
        _ = parser.consume(Array("id: 9\nretry: 100\ndata: a\n\ndata: half".utf8))
        parser.finish()
        #expect(parser.lastEventID == "9" && parser.reconnectionDelay == 100)
        #expect(parser.consume(Array("data: b\n\n".utf8)) == [ServerSentEvent(data: "b", lastEventID: "9")])
    }

    /// HTML §9.2.6: "If the field name is "id": If the field value does not
    /// contain U+0000 NULL, then set the last event ID buffer to the field
    /// value", and only when an event is dispatched: "Set the last event ID
    /// string of the event source to the value of the last event ID buffer."
    /// A stream cut inside event 3, wherever the cut falls, leaves the id of
    /// event 2, so that a reconnection asks for event 3 again.
    @Test(arguments: [
        "id: 3\n",  // after the id line
        "id: 3\ndata: {\"index\": 3, \"half",  // inside a data line
        "id: 3\ndata: {\"index\": 3}\n",  // after a whole data line, before the blank one
        "id: 3\ndata: caf\u{E9}",  // after a whole character
        "id: 3\ndata: caf\u{E9}\u{1F600}",  // cut below inside the emoji's four bytes
    ])
    func aCutEventLeavesTheLastDispatchedID(tail: String) {
        var parser = ServerSentEventParser()
        var bytes = Array("id: 1\ndata: one\n\nid: 2\ndata: two\n\n\(tail)".utf8)
        if tail.hasSuffix("\u{1F600}") { bytes.removeLast(2) }
        let events = parser.consume(bytes)
        #expect(events.map(\.lastEventID) == ["1", "2"])
        #expect(parser.lastEventID == "2")
        parser.finish()
        #expect(parser.lastEventID == "2", "the half event's id is forgotten with it")
        // The reconnected stream's events carry the id until one of their own.
        #expect(
            parser.consume(Array("data: three\n\nid: 4\ndata: four\n\n".utf8)) == [
                ServerSentEvent(data: "three", lastEventID: "2"), ServerSentEvent(data: "four", lastEventID: "4"),
            ])
    }

    /// §9.2.6 dispatch, step 1 before step 2: the last event ID string is set
    /// even when "the data buffer is an empty string", so an event of only an
    /// `id:` moves it (and an empty `id:` clears it) without an event.
    @Test func anEventWithoutDataStillSetsTheLastID() {
        var parser = ServerSentEventParser()
        #expect(parser.consume(Array("id: 5\n\n".utf8)) == [])
        #expect(parser.lastEventID == "5")
        #expect(parser.consume(Array("id\n\n".utf8)) == [])
        #expect(parser.lastEventID == nil)
        #expect(parser.consume(Array("data: x\n\n".utf8)) == [ServerSentEvent(data: "x", lastEventID: nil)])
    }

    /// The buffer is not reset between events (§9.2.6: "The buffer does not
    /// get reset"), and an `id` with a NUL leaves it as it was, even for the
    /// event whose line it was.
    @Test func theIDBufferOutlivesItsEvent() {
        #expect(
            Self.events("id: 1\ndata: a\n\ndata: b\n\nid: x\u{0}y\ndata: c\n\n").map(\.lastEventID) == ["1", "1", "1"])
    }
}
