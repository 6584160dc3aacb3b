import TestSupport
import Testing

@testable import NetLayerSpec

/// `stream`, `download`, `cache` and a parameter's `value`: how they decode
/// and the rules checked on them (TransferRules, CacheUse, DefaultValues).
@Suite struct TransferRuleTests {
    static func spec(_ interfaces: String, top: String = "", models: String? = "Chunk: { text: String }") -> String {
        let body = interfaces.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        return specYAML(top: top, modules: "chat:\n  interfaces:\n" + body, models: models)
    }

    @Test func aStreamDecodesInBothForms() throws {
        let result = load(
            Self.spec(
                """
                events: { method: GET, path: e, stream: events }
                chat:
                  method: POST
                  path: chat
                  body: json
                  params:
                    prompt: String
                    stream: { type: Bool, value: true }
                  stream: { format: events, of: Chunk, end: "[DONE]", reconnect: 3, firstByte: 5, idle: 30.5 }
                tail: { method: GET, path: t, stream: { format: lines, of: Chunk }, accepts: application/x-ndjson }
                """))
        #expect(messages(result) == [])
        let spec = try #require(result.spec)
        let interfaces = Array(spec.interfaces)
        #expect(interfaces[0].reply.stream?.format.value == .events)
        #expect(interfaces[0].acceptedMediaType == "text/event-stream")
        let chat = try #require(interfaces[1].reply.stream)
        #expect(chat.of?.value == .model("Chunk"))
        #expect(chat.end?.value == "[DONE]")
        #expect(chat.reconnect?.value == 3)
        #expect(chat.firstByte == 5 && chat.idle == 30.5)
        #expect(interfaces[1].parameters[1].fixedValue?.value == .bool(true))
        #expect(interfaces[1].parameters[1].isOptional)
        #expect(interfaces[2].acceptedMediaType == "application/x-ndjson")
    }

    @Test func aStreamIsOneWayOfReadingTheReply() {
        #expect(
            errors(
                Self.spec(
                    """
                    a: { method: GET, path: a, response: Chunk, stream: events }
                    b: { method: GET, path: b, stream: lines, download: true }
                    c: { method: HEAD, path: c, stream: bytes }
                    d: { method: GET, path: d, params: { n: Int?, o: Int? }, paging: { newer: n, older: o }, \
                    stream: lines }
                    """)) == [
                    "spec.yaml:9:34: error: interface 'a' has a 'stream': its elements' type is the stream's "
                        + "'of', so remove 'response'",
                    "spec.yaml:10:49: error: interface 'b' cannot both 'stream' and 'download' "
                        + "its reply: choose one",
                    "spec.yaml:11:35: error: a HEAD reply has no body: interface 'c' cannot have a 'stream'",
                    "spec.yaml:12:64: error: interface 'd' has a 'stream', which does not page: remove 'paging'",
                ])
    }

    @Test func aStreamsKeysFitItsFormat() {
        #expect(
            errors(
                Self.spec(
                    """
                    a: { method: GET, path: a, stream: { format: bytes, of: Chunk } }
                    b: { method: GET, path: b, stream: { format: lines, end: "[DONE]", reconnect: 2 } }
                    c: { method: GET, path: c, stream: { format: events, of: Chnk }, accepts: application/json }
                    d: { method: GET, path: d, stream: { format: event, reconnect: 101 } }
                    e: { method: GET, path: e, stream: { of: Chunk } }
                    """)) == [
                    "spec.yaml:9:63: error: a stream of bytes yields the chunks as they come (Data): remove 'of', "
                        + "or use 'format: lines' for one JSON value per line",
                    "spec.yaml:10:64: error: 'end' names the data of the event that ends a stream of events; "
                        + "a stream of lines ends when the reply does: remove it",
                    "spec.yaml:10:85: error: 'reconnect' resumes a stream of events with Last-Event-ID; "
                        + "a stream of lines cannot resume: remove it",
                    "spec.yaml:11:64: error: unknown type 'Chnk'; did you mean 'Chunk'?",
                    "spec.yaml:11:81: error: a stream of events is 'text/event-stream'; 'accepts' asks for "
                        + "'application/json': remove it",
                    "spec.yaml:12:52: error: 'format' must be one of 'events', 'lines', 'bytes', found 'event'; "
                        + "did you mean 'events'?",
                    "spec.yaml:12:70: error: 'reconnect' must be from 0 to 100 attempts, found 101",
                    "spec.yaml:13:42: error: 'stream' needs 'format'",
                ])
    }

    @Test func aDownloadSavesTheReplyAlone() throws {
        let text = Self.spec(
            """
            a: { method: GET, path: a, download: true }
            b: { method: GET, path: b, download: { maxBytes: 1000000 } }
            c: { method: GET, path: c, download: false }
            """)
        let spec = try #require(load(text).spec)
        let interfaces = Array(spec.interfaces)
        #expect(interfaces[0].reply.isDownload && interfaces[0].acceptedMediaType == "*/*")
        #expect(interfaces[1].reply.download?.maxBytes?.value == 1_000_000)
        #expect(interfaces[2].reply == .whole(nil))
        #expect(
            errors(
                Self.spec(
                    """
                    a: { method: GET, path: a, response: Chunk, download: true }
                    b: { method: HEAD, path: b, download: true }
                    c: { method: GET, path: c, download: { maxBytes: 0 } }
                    d: { method: GET, path: d, download: yes }
                    """)) == [
                    "spec.yaml:9:34: error: interface 'a' saves its reply to a file "
                        + "('download'): remove 'response'",
                    "spec.yaml:10:35: error: a HEAD reply has no body: interface 'b' cannot have a 'download'",
                    "spec.yaml:11:56: error: 'maxBytes' must be a whole number of bytes greater than 0, found '0'",
                    "spec.yaml:12:44: error: 'download' must be true or false, found 'yes'",
                ])
    }

    @Test func cachingDecodesAtEveryLevelAndIsForGETAndHEAD() throws {
        let text = specYAML(
            top: "cache: http",
            modules: """
                feed:
                  cache: { offline: 3600 }
                  interfaces:
                    home: { method: GET, path: home }
                    live: { method: GET, path: live, cache: off }
                    post: { method: POST, path: post }
                """)
        let spec = try #require(load(text).spec)
        #expect(spec.cache?.value == .http)
        let module = spec.modules[0]
        #expect(module.cache(of: module.interfaces[0])?.value == .offline(3600))
        #expect(module.cache(of: module.interfaces[1])?.value == .off)
        #expect(
            errors(
                Self.spec(
                    """
                    a: { method: POST, path: a, cache: http }
                    b: { method: POST, path: b, cache: off }
                    c: { method: GET, path: c, stream: events, cache: { offline: 60 } }
                    d: { method: GET, path: d, cache: always }
                    e: { method: GET, path: e, cache: { offline: 0 } }
                    """)) == [
                    "spec.yaml:9:42: error: only GET and HEAD replies are cached: interface 'a' is a POST; "
                        + "remove 'cache' or write 'cache: off'",
                    "spec.yaml:11:57: error: a stream is not cached: remove 'cache' from interface 'c' "
                        + "or write 'cache: off'",
                    "spec.yaml:12:41: error: 'cache' must be one of 'off', 'http', found 'always'",
                    "spec.yaml:13:52: error: 'offline' must be a number of seconds greater than 0, found '0'",
                ])
    }

    @Test func aFixedValueIsAValueOfItsTypeWithoutADefault() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        chat:
                          interfaces:
                            a:
                              method: POST
                              path: a
                              params:
                                stream: { type: Bool, value: 1 }
                                mode: { type: Mode, value: fast }
                                both: { type: Int, value: 1, default: 2 }
                        """,
                    models: "Mode: { enum: String, cases: [slow, quick] }")) == [
                    "spec.yaml:13:40: error: a value of type Bool must be true or false, found '1'",
                    "spec.yaml:14:38: error: value 'fast' is not a case of enum 'Mode'",
                    "spec.yaml:15:37: error: parameter 'both' has a 'value', always sent: it cannot also have "
                        + "a 'default'",
                ])
    }

    /// A stream's example is the list of its elements, read as `of`.
    @Test func aStreamsExampleIsAListOfItsElements() throws {
        #expect(
            errors(
                Self.spec(
                    """
                    a: { method: GET, path: a, stream: { format: events, of: Count }, example: [{ n: 1 }, { n: many }] }
                    b: { method: GET, path: b, stream: events, example: [one, two] }
                    """, models: "Count: { n: Int }")) == [
                    "spec.yaml:9:98: error: field 'n' of 'Count' must be a whole number, found 'many'"
                ])
        let spec = try #require(
            load(Self.spec("b: { method: GET, path: b, stream: events, example: [one, two] }")).spec)
        let replies = SpecExamples(spec).replies(of: Array(spec.interfaces)[0])
        #expect(replies.map(\.name) == ["default"])
    }
}
