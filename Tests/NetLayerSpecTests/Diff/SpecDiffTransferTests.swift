import Testing

@testable import NetLayerSpec

/// `netlayer diff` on streams, downloads, caching and fixed parameter values
/// (docs/diff.md), in `SpecDiffTests`' layout.
@Suite struct SpecDiffTransferTests {
    typealias Diff = SpecDiffTests

    @Test func aReplyTurnedIntoAStreamOrADownloadIsBreaking() throws {
        let old = Diff.shop("list: { method: GET, path: list, response: Item }", models: "Item: { id: Int }")
        let stream = Diff.shop(
            "list: { method: GET, path: list, stream: { format: lines, of: Item } }", models: "Item: { id: Int }")
        let download = Diff.shop("list: { method: GET, path: list, download: true }")
        let toStream = try Diff.changes(old, stream)
        #expect(
            toStream.contains {
                $0.hasPrefix("breaking")
                    && $0.hasSuffix(
                        "the reply of interface 'list' changed from a reply read whole to a stream of lines; "
                            + "shipped apps read it as a reply read whole")
            })
        #expect(!toStream.contains { $0.contains("application/jsonl") }, "the Accept that comes with it is not listed")
        let toDownload = try Diff.changes(stream, download)
        #expect(
            toDownload.contains {
                $0.hasSuffix(
                    "the reply of interface 'list' changed from a stream of lines to a download; "
                        + "shipped apps read it as a stream of lines")
            })
    }

    @Test func aStreamsElementsAndEndAreBreakingItsTimingsCompatible() throws {
        let old = Diff.shop(
            "chat: { method: GET, path: c, stream: { format: events, of: A, end: \"[DONE]\", idle: 5 } }",
            models: "A: { a: Int }\nB: { b: Int }")
        let new = Diff.shop(
            "chat: { method: GET, path: c, stream: { format: events, of: B, end: \"[END]\", idle: 10, reconnect: 2 } }",
            models: "A: { a: Int }\nB: { b: Int }")
        let changes = try Diff.changes(old, new)
        #expect(
            changes.contains {
                $0.hasPrefix("breaking")
                    && $0.hasSuffix("the elements of interface 'chat''s stream changed from A to B")
            })
        #expect(
            changes.contains {
                $0.hasPrefix("breaking")
                    && $0.hasSuffix("the end marker of interface 'chat''s stream changed from '[DONE]' to '[END]'")
            })
        #expect(
            changes.contains {
                $0.hasPrefix("compatible")
                    && $0.hasSuffix("the reconnect, idle of interface 'chat''s stream changed")
            })
    }

    /// A stream's elements are decoded by shipped apps as a reply's data is: a model reached only from `of`
    /// is used in replies, and a field that changes its type there breaks them.
    @Test func aModelOnlyAStreamYieldsIsJudgedAsAReply() throws {
        let old = Diff.shop(
            "chat: { method: GET, path: c, stream: { format: events, of: Chunk } }", models: "Chunk: { delta: String }")
        let new = Diff.shop(
            "chat: { method: GET, path: c, stream: { format: events, of: Chunk } }", models: "Chunk: { delta: Int }")
        let changes = try Diff.changes(old, new)
        #expect(changes.contains { $0.hasPrefix("breaking") && $0.contains("delta") }, "\(changes)")
        #expect(!changes.contains { $0.hasPrefix("compatible") && $0.contains("delta") }, "\(changes)")
    }

    @Test func cachingChangesAreCompatible() throws {
        let old = Diff.shop("list: { method: GET, path: list }")
        let new = Diff.shop("list: { method: GET, path: list, cache: { offline: 60 } }", top: "cache: http")
        let changes = try Diff.changes(old, new)
        #expect(changes.count == 2)
        #expect(changes.allSatisfy { $0.hasPrefix("compatible") })
        #expect(changes.contains { $0.hasSuffix("the caching of the spec changed from inherited to http") })
        #expect(
            changes.contains {
                $0.hasSuffix("the caching of interface 'list' changed from inherited to http, offline up to 60 s")
            })
    }

    @Test func aFixedValueAddedOrChangedIsBreakingAndRemovedCompatible() throws {
        let argument = Diff.shop("chat: { method: POST, path: c, body: json, params: { stream: Bool } }")
        let fixed = Diff.shop(
            "chat: { method: POST, path: c, body: json, params: { stream: { type: Bool, value: true } } }")
        let other = Diff.shop(
            "chat: { method: POST, path: c, body: json, params: { stream: { type: Bool, value: false } } }")
        let added = try Diff.changes(argument, fixed)
        #expect(added.count == 1)
        #expect(added.first?.hasPrefix("breaking") == true)
        #expect(
            added.first?.hasSuffix(
                "parameter 'stream' of interface 'chat' is now always true; shipped apps send their callers' values")
                == true)
        let changed = try Diff.changes(fixed, other)
        #expect(changed.count == 1)
        #expect(
            changed.first?.hasSuffix(
                "the value always sent as parameter 'stream' of interface 'chat' changed from true to false; "
                    + "shipped apps send the old one") == true)
        let removed = try Diff.changes(fixed, argument)
        #expect(removed.count == 1)
        #expect(removed.first?.hasPrefix("compatible") == true)
    }
}
