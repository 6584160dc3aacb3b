import Foundation
import Testing

@testable import NetLayerSpec

/// Files of recordings: what is read from them, byte for byte, and every way one can be wrong, each an error at
/// its line and column.
@Suite struct RecordingsReaderTests {
    private func read(_ text: String) -> (recordings: [Recording], messages: [String]) {
        var diagnostics = Diagnostics()
        let recordings = RecordingsReader().read(Array(text.utf8), path: "r.yaml", diagnostics: &diagnostics)
        return (recordings, diagnostics.flatMap { [$0.description] + $0.notes.map(\.description) })
    }

    @Test func aRecordingIsReadWithItsRequestHeadersAndBodyByteForByte() throws {
        let text = """
            netlayer-recordings: 1
            studentDetail:
              ada:
                recorded: 2026-12-04T09:30:00Z
                environment: staging
                request:
                  method: GET
                  target: /api/student/7?lang=en
                  headers: { Accept: application/json, x-auth-token: "<token>" }
                status: 200
                headers:
                  Content-Type: application/json
                  Set-Cookie: ["<cookie 1>", "<cookie 2>"]
                body: '{"h": {"code": 200}, "b": {"name": "Ada ''A'' Lovelace"}}'
              lines:
                status: 201
                body: |
                  {"a": 1}
                    {"b": 2}
              bytes:
                status: 200
                bodyBase64: AAEC/w==
              empty: { status: 204 }
            """
        let (recordings, messages) = read(text)
        #expect(messages.isEmpty, "\(messages)")
        #expect(recordings.map(\.name) == ["ada", "lines", "bytes", "empty"])
        let ada = try #require(recordings.first)
        #expect(ada.interface == "studentDetail")
        #expect((ada.location.line, ada.location.column) == (3, 3))
        #expect((ada.interfaceLocation.line, ada.interfaceLocation.column) == (2, 1))
        #expect(ada.recorded == "2026-12-04T09:30:00Z")
        #expect(ada.environment == "staging")
        #expect(ada.request?.method == .GET)
        #expect(ada.request?.target == "/api/student/7?lang=en")
        #expect(ada.request?.headers == [.init("Accept", "application/json"), .init("x-auth-token", "<token>")])
        #expect(ada.status == 200)
        #expect(
            ada.headers == [
                .init("Content-Type", "application/json"), .init("Set-Cookie", "<cookie 1>"),
                .init("Set-Cookie", "<cookie 2>"),
            ])
        #expect(
            String(decoding: ada.body, as: UTF8.self) == #"{"h": {"code": 200}, "b": {"name": "Ada 'A' Lovelace"}}"#)
        #expect(String(decoding: recordings[1].body, as: UTF8.self) == "{\"a\": 1}\n  {\"b\": 2}\n")
        #expect(recordings[1].status == 201)
        #expect(recordings[2].body == Data([0, 1, 2, 255]))
        #expect(recordings[3].body.isEmpty)
        #expect(recordings[3].request == nil)
    }

    @Test(arguments: [
        ("studentDetail: {}", "r.yaml:1:1: error: a file of recordings starts with 'netlayer-recordings: 1'"),
        (
            "netlayer-recordings: 2",
            "r.yaml:1:22: error: this netlayer reads recordings of version 1, found '2'"
        ),
        (
            "netlayer-recordings: 1\nx:\n  a: { status: 99 }",
            "r.yaml:3:16: error: the status of recording 'a' of 'x' must be from 100 to 599, found 99"
        ),
        ("netlayer-recordings: 1\nx:\n  a: { body: '' }", "r.yaml:3:3: error: recording 'a' of 'x' needs 'status'"),
        (
            "netlayer-recordings: 1\nx:\n  a: { stauts: 200 }",
            "r.yaml:3:8: error: unknown key 'stauts' in recording 'a' of 'x'; did you mean 'status'?"
        ),
        (
            "netlayer-recordings: 1\nx:\n  a: { status: 200, body: '', bodyBase64: '' }",
            "r.yaml:3:31: error: recording 'a' of 'x' has both 'body' and 'bodyBase64'; keep one"
        ),
        (
            "netlayer-recordings: 1\nx:\n  a: { status: 200, bodyBase64: '%%' }",
            "r.yaml:3:33: error: 'bodyBase64' of recording 'a' of 'x' must be base64, found '%%'"
        ),
        (
            "netlayer-recordings: 1\nx:\n  a: { status: 200, request: { method: GET, target: api/x } }",
            "r.yaml:3:53: error: the target of recording 'a' of 'x' must be a path from '/', found 'api/x'"
        ),
        (
            "netlayer-recordings: 1\nx:\n  a: { status: 200, request: { method: GTE, target: / } }",
            "r.yaml:3:40: error: the method of recording 'a' of 'x' must be one of 'GET', 'POST', 'PUT', 'PATCH', "
                + "'DELETE', 'HEAD', 'OPTIONS', found 'GTE'; did you mean 'GET'?"
        ),
    ])
    func aWrongFileIsAnErrorAtItsPlace(text: String, message: String) {
        let (recordings, messages) = read(text)
        #expect(messages == [message])
        #expect(recordings.isEmpty)
    }

    @Test func aFolderIsReadFileByFileInNameOrderAndANameUsedTwiceIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recordings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = "netlayer-recordings: 1\ndetail:\n  ada: { status: 200 }\n"
        try one.write(to: folder.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        try "netlayer-recordings: 1\nlist:\n  all: { status: 200 }\n"
            .write(to: folder.appendingPathComponent("a.yml"), atomically: true, encoding: .utf8)
        try "not recordings".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

        let read = RecordingsReader().read([folder.path])
        #expect(read.diagnostics.isEmpty, "\(Array(read.diagnostics))")
        #expect(read.files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["a.yml", "b.yaml"])
        #expect(read.recordings.map(\.name) == ["all", "ada"])
        #expect(read.sources.count == 2)

        try one.write(to: folder.appendingPathComponent("c.yaml"), atomically: true, encoding: .utf8)
        let twice = RecordingsReader().read([folder.path])
        let error = try #require(twice.diagnostics.first)
        #expect(error.message == "a second recording named 'ada' of 'detail'")
        #expect(error.location?.file.hasSuffix("c.yaml") == true)
        #expect(error.notes.map(\.message) == ["the first is here"])
        #expect(error.notes.first?.location?.file.hasSuffix("b.yaml") == true)
        #expect(twice.recordings.isEmpty, "recordings are used whole or not at all")
    }

    @Test func aMissingPathIsAnError() {
        let read = RecordingsReader().read(["/no/such/recordings"])
        #expect(
            read.diagnostics.map(\.description) == ["error: /no/such/recordings: no such file or folder of recordings"])
    }

    /// docs/verify.md documents each key a recording and its request may hold, in the reader's order.
    @Test func theDocumentedKeysAreTheKeysRead() throws {
        #expect(try documentedKeys(in: "verify.md", under: "#### A recording") == KeyTable.recording.keys)
        #expect(try documentedKeys(in: "verify.md", under: "#### Its request") == KeyTable.recordedRequest.keys)
    }
}
