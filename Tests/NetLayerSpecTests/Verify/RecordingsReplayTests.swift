import Foundation
import Testing

@testable import NetLayerSpec

/// What `netlayer mock --recordings` and a generated `stubbed(…)` say of the recordings they replay as they
/// start, each a warning at its recording: one they cannot replay is left out, one the client would no longer
/// decode is replayed all the same.
@Suite struct RecordingsReplayTests {
    private func replay(_ recordings: [(interface: String, name: String, method: HTTPMethod?, body: String)]) throws
        -> RecordingsReplay
    {
        let loaded = load(VerifyReportTests.spec)
        let spec = try #require(loaded.spec, "\(Array(loaded.diagnostics))")
        let made = recordings.enumerated().map { index, recording in
            Recording(
                interface: recording.interface, name: recording.name,
                request: recording.method.map { Recording.Request(method: $0, target: "/") }, status: 200,
                body: Data(recording.body.utf8),
                location: SourceLocation(file: "r.yaml", line: index + 3, column: 3),
                interfaceLocation: SourceLocation(file: "r.yaml", line: index + 2, column: 1))
        }
        return RecordingsReplay(made, spec: spec)
    }

    @Test func eachRecordingThatCannotBeReplayedOrNoLongerDecodesIsNamedAtItsLine() throws {
        let replay = try replay([
            ("detail", "ada", .GET, #"{"h": {"code": 200}, "b": {"id": 7, "name": "Ada"}}"#),
            ("detial", "typo", nil, "{}"),
            ("detail", "posted", .POST, "{}"),
            ("detail", "idAsText", nil, #"{"h": {"code": 200}, "b": {"id": "7", "name": null, "extra": 1}}"#),
            ("detail", "frozen", nil, #"{"h": {"code": 4010}, "b": null}"#),
            ("feed", "lines", nil, "not json"),
            ("roster", "default", nil, #"{"h": {"code": 200}, "b": []}"#),
        ])
        #expect(replay.recordings.map(\.name) == ["ada", "idAsText", "frozen", "lines", "default"])
        #expect(
            replay.warnings.map(\.description) == [
                "r.yaml:3:1: warning: recording 'typo' of 'detial': the spec has no interface 'detial', so it is not "
                    + "replayed; did you mean 'detail'?",
                "r.yaml:5:3: warning: recording 'posted' of 'detail' answered a POST, and 'detail' is a GET, so it is "
                    + "not replayed",
                "r.yaml:6:3: warning: recording 'idAsText' of 'detail' no longer decodes with the spec, and is "
                    + "replayed as it was recorded: field 'id' of 'Student': the server sent a string \"7\", which is "
                    + "not a value of 'Int' (and 1 more: netlayer verify lists them)",
                // An undeclared envelope code is an error the client reads as one, which is what it was kept for.
                "r.yaml:9:3: warning: recording 'default' of 'roster' has the name of an example of the spec, which "
                    + "a choice by that name picks; the recording still answers requests like the one it recorded",
            ])
        #expect(replay.warnings.allSatisfy { $0.severity == .warning })
    }
}
