import Foundation
import Testing

@testable import NetLayerSpec

/// `netlayer verify`'s report over many replies: one finding for the same drift wherever it recurs, what keeps a
/// reply from being checked, the counts, the summary line and the JSON document CI reads.
@Suite struct VerifyReportTests {
    static let spec = """
        netlayer: 1
        name: School
        environments: { production: https://school.example/api }
        auth:
          token: { header: x-auth-token, from: body b.token }
        envelope: { code: h.code, data: b, success: [200] }
        modules:
          students:
            prefix: students
            interfaces:
              roster: { method: GET, path: roster, response: "[Student]" }
              detail: { method: GET, path: detail, response: Student }
              login: { method: POST, path: login, auth: none, response: Login }
              feed: { method: GET, path: feed, stream: { format: lines, of: Student } }
        models:
          Student: { id: Int, name: String }
          Login: { token: String }
        """

    private func report(
        _ recordings: [(interface: String, name: String, body: String)], method: HTTPMethod? = nil,
        only: Set<String>? = nil, skipping: Set<String> = []
    ) throws -> VerifyReport {
        let loaded = load(Self.spec)
        let spec = try #require(loaded.spec, "\(Array(loaded.diagnostics))")
        let made = recordings.enumerated().map { index, recording in
            Recording(
                interface: recording.interface, name: recording.name,
                request: method.map { Recording.Request(method: $0, target: "/") }, status: 200,
                body: Data(recording.body.utf8),
                location: SourceLocation(file: "r.yaml", line: index + 3, column: 3),
                interfaceLocation: SourceLocation(file: "r.yaml", line: index + 2, column: 1))
        }
        return ReplyCheck(spec: spec).report(of: made, only: only, skipping: skipping)
    }

    private func students(_ ids: [String]) -> String {
        #"{"h": {"code": 200}, "b": ["# + ids.map { #"{"id": \#($0), "name": "A"}"# }.joined(separator: ", ") + "]}"
    }

    @Test func theSameDriftInEveryItemAndEveryReplyIsOneFinding() throws {
        let replies = (1...5).map {
            (interface: "roster", name: "page\($0)", body: students(["\"1\"", "\"2\"", "\"3\"", "\"4\""]))
        }
        let report = try report(replies)
        #expect(report.replies == 5)
        #expect(report.entries.count == 1)
        #expect(report.entries.first?.sightings.count == 20)
        #expect(report.counts == (1, 0, 0))
        let diagnostic = try #require(report.diagnostics(fileOrder: ["spec.yaml"]).first)
        #expect(diagnostic.description.hasPrefix("spec.yaml:16:14: error: field 'id' of 'Student': the server sent"))
        #expect(
            diagnostic.notes.map(\.description) == [
                "r.yaml:3:3: note: in the reply recorded as 'page1' of 'roster', "
                    + "at /b/0/id, /b/1/id, /b/2/id and 1 more",
                "r.yaml:4:3: note: in the reply recorded as 'page2' of 'roster', "
                    + "at /b/0/id, /b/1/id, /b/2/id and 1 more",
                "r.yaml:5:3: note: in the reply recorded as 'page3' of 'roster', "
                    + "at /b/0/id, /b/1/id, /b/2/id and 1 more",
                "note: and in 2 more replies",
                "note: to match, the spec would say: id: String",
            ])
        #expect(report.summary(spec: "spec.yaml") == "spec.yaml: 5 replies of 1 interface checked: 1 error")
        #expect(report.fails())
    }

    @Test func anotherPlaceOrAnotherKindIsAnotherFinding() throws {
        let report = try report([
            ("roster", "a", students(["\"1\""])),
            ("detail", "b", #"{"h": {"code": 200}, "b": {"id": "1", "name": "A"}}"#),
            ("detail", "c", #"{"h": {"code": 200}, "b": {"id": 1, "name": "A", "extra": true}}"#),
        ])
        #expect(report.entries.map(\.finding.pointer) == ["/b/0/id", "/b/id", "/b/extra"])
        #expect(report.counts == (2, 0, 1))
        #expect(report.interfaces == ["roster", "detail"])
    }

    @Test func aCleanRunSaysSoAndPasses() throws {
        let report = try report([("detail", "ada", #"{"h": {"code": 200}, "b": {"id": 7, "name": "Ada"}}"#)])
        #expect(report.entries.isEmpty)
        #expect(report.summary(spec: "s.yaml") == "s.yaml: 1 reply of 1 interface checked: the spec matches every one")
        #expect(!report.fails(warningsAsErrors: true))
    }

    @Test func whatCannotBeCheckedIsSaidAtTheRecording() throws {
        let report = try report(
            [
                ("rooster", "a", "{}"),
                ("feed", "b", "{}"),
            ], only: ["rooster", "feed", "detial"])
        #expect(
            report.diagnostics(fileOrder: []).map(\.description) == [
                "error: --only names 'detial', which is no interface of the spec; did you mean 'detail'?",
                "error: --only names 'rooster', which is no interface of the spec; did you mean 'roster'?",
                "r.yaml:2:1: error: recording 'a' is of 'rooster', which is no interface of the spec; "
                    + "did you mean 'roster'?",
                "r.yaml:4:3: warning: recording 'b' is not checked: 'feed' streams or downloads its reply, which "
                    + "recordings do not hold yet",
            ])
        #expect(report.replies == 0)
        let method = try self.report([("detail", "a", "{}")], method: .POST)
        #expect(
            method.problems.map(\.description) == [
                "r.yaml:3:3: error: recording 'a' answered a POST, and 'detail' is a GET"
            ])
    }

    @Test func onlyAndSkipChooseTheInterfacesChecked() throws {
        let replies = [("roster", "a", students(["\"1\""])), ("detail", "b", #"{"h": {"code": 200}, "b": {}}"#)]
        #expect(try report(replies, only: ["detail"]).interfaces == ["detail"])
        #expect(try report(replies, skipping: ["detail"]).interfaces == ["roster"])
        let none = try report(replies, only: ["detail"], skipping: ["detail"])
        #expect(none.replies == 0)
        #expect(none.summary(spec: "s.yaml") == "s.yaml: no reply was checked")
        #expect(none.fails(), "a run that checks nothing does not pass")
    }

    /// The spec's token arrives at `b.token`: a finding there names the value's kind, never the value.
    @Test func theTokensValueIsNeverShown() throws {
        let report = try report([("login", "in", #"{"h": {"code": 200}, "b": {"token": 8123456789}}"#)])
        let message = try #require(report.entries.first?.finding.message)
        #expect(
            message == "field 'token' of 'Login': the server sent a number where the token arrives (not shown), "
                + "which is not a value of 'String'")
        #expect(!report.json(spec: "s.yaml").json.contains("8123456789"))
    }

    @Test func theJSONDocumentHasTheCountsAndOneObjectPerFinding() throws {
        let report = try report([("detail", "b", #"{"h": {"code": 200}, "b": {"id": "1", "name": "A"}}"#)])
        let json = report.json(spec: "s.yaml")
        #expect(json["errors"] == .int(1))
        #expect(json["replies"] == .int(1))
        let finding = try #require(json["findings", "0"])
        #expect(finding["interface"] == "detail")
        #expect(finding["kind"] == "wrongKind")
        #expect(finding["severity"] == "error")
        #expect(finding["file"] == "spec.yaml")
        #expect(finding["line"] == .int(16))
        #expect(finding["pointer"] == "/b/id")
        #expect(finding["suggestion"] == "id: String")
        #expect(finding["seenIn", "0", "reply"] == "b")
        #expect(finding["seenIn", "0", "line"] == .int(3))
        #expect(json["problems"] == .array([]))
    }
}

extension OrderedJSON {
    /// The value at a path of keys, and of list indices as numbers: `["findings", "0", "kind"]`.
    fileprivate subscript(path: String...) -> OrderedJSON? {
        path.reduce(self as OrderedJSON?) { value, key in
            switch value {
            case .object(let members)?: members.first { $0.key == key }?.value
            case .array(let items)?: Int(key).flatMap { items.indices.contains($0) ? items[$0] : nil }
            default: nil
            }
        }
    }
}
