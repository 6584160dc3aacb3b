import Foundation
import Testing

@testable import NetLayerSpec

/// `netlayer verify`'s check of one reply against the spec: each kind of drift, where it is reported, how
/// badly it breaks the generated client, and the edit that would make the spec match.
@Suite struct ReplyCheckTests {
    static let spec = """
        netlayer: 1
        name: School
        environments: { production: https://school.example/api }
        envelope:
          code: h.code
          message: h.msg
          data: b
          success: [200]
        modules:
          students:
            prefix: students
            interfaces:
              detail:
                method: GET
                path: "detail/{id}"
                params: { id: Int }
                response: Student
                errors:
                  notFound: { code: 4004, message: No such student. }
              roster: { method: GET, path: roster, response: "[Student]" }
              plain: { method: GET, path: plain, response: Student, envelope: none }
              lenient: { method: GET, path: lenient, response: Student, lenient: [numbersFromStrings, nullAsEmpty] }
              badge: { method: GET, path: badge, response: Badge }
        models:
          Student:
            id: Int
            name: String
            joinedAt: { type: Date, key: joined_at, format: iso8601 }
            status: Status
            grade: Grade?
            score: { type: Int?, constraints: { maximum: 100 } }
            tags: "[String]"
          Status:
            enum: String
            cases: [active, suspended]
          Grade:
            enum: Int
            cases: { first: 1, second: 2 }
            frozen: true
          Badge:
            oneOf: { star: Star, count: Int }
          Star:
            stars: Int
        """

    static let student = """
        {"id": 7, "name": "Ada", "joined_at": "2024-09-01T08:00:00Z", "status": "active", "grade": 1, "score": 90,
         "tags": ["math"]}
        """

    /// The line and column of the first line of the spec that starts with `text`, as a finding places it.
    private func position(of text: String) -> (line: Int, column: Int) {
        let lines = Self.spec.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.drop(while: { $0 == " " }).hasPrefix(text) {
            return (index + 1, line.prefix(while: { $0 == " " }).count + 1)
        }
        Issue.record("no line starts with '\(text)' in the spec")
        return (0, 0)
    }

    private func findings(
        _ interfaceName: String, status: Int = 200, body: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [ReplyFinding] {
        let loaded = load(Self.spec)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)", sourceLocation: sourceLocation)
        let module = try #require(spec.modules.first, sourceLocation: sourceLocation)
        let interface = try #require(
            module.interfaces.first { $0.name == interfaceName }, sourceLocation: sourceLocation)
        return ReplyCheck(spec: spec).findings(status: status, body: Data(body.utf8), of: interface, in: module)
    }

    private func wrapped(_ data: String, code: String = "200") -> String {
        #"{"h": {"code": \#(code), "msg": ""}, "b": \#(data)}"#
    }

    @Test func aReplyAsTheSpecSaysHasNoFinding() throws {
        #expect(try findings("detail", body: wrapped(Self.student)).isEmpty)
        #expect(try findings("roster", body: wrapped("[\(Self.student), \(Self.student)]")).isEmpty)
        #expect(try findings("plain", body: Self.student).isEmpty)
    }

    @Test func aStringForAnIntBreaksTheClientAndTheEditRetypesTheField() throws {
        let found = try findings("plain", body: Self.student.replacingOccurrences(of: #""id": 7"#, with: #""id": "7""#))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.kind == .wrongKind)
        #expect(finding.severity == .error)
        #expect(finding.pointer == "/id")
        #expect(
            finding.message == #"field 'id' of 'Student': the server sent a string "7", which is not a value of 'Int'"#)
        #expect((finding.location.line, finding.location.column) == position(of: "id: Int"))
        #expect(finding.suggestion == "id: String")
        #expect(finding.interface == "plain")
    }

    @Test func whatTheClientsLeniencyReadsIsAWarning() throws {
        let body = Self.student.replacingOccurrences(of: #""id": 7"#, with: #""id": "7""#)
            .replacingOccurrences(of: #""name": "Ada""#, with: #""name": null"#)
        let found = try findings("lenient", body: wrapped(body))
        #expect(found.map(\.kind) == [.wrongKind, .unexpectedNull])
        #expect(found.allSatisfy { $0.severity == .warning }, "\(found)")
        #expect(found.last?.suggestion == "name: String?")
    }

    @Test func aMissingFieldAndANullAreErrorsAtTheirFields() throws {
        let body = #"{"id": 7, "joined_at": "2024-09-01T08:00:00Z", "status": null, "score": null, "tags": []}"#
        let found = try findings("plain", body: body)
        #expect(found.map(\.kind) == [.missingField, .unexpectedNull])
        #expect(found.map(\.pointer) == ["/name", "/status"])
        #expect(
            found.first?.message
                == "field 'name' of 'Student': the server sent no 'name', and the field is not optional")
        #expect(found.first?.suggestion == "name: String?")
        #expect(
            found.map { $0.location.line } == [position(of: "name: String").line, position(of: "status: Status").line])
        #expect(found.allSatisfy { $0.breaksClient })
    }

    @Test func anEnumValueNotListedIsAWarningUnlessTheEnumIsFrozen() throws {
        let body = Self.student.replacingOccurrences(of: #""active""#, with: #""on_hold""#)
            .replacingOccurrences(of: #""grade": 1"#, with: #""grade": 3"#)
        let found = try findings("plain", body: body)
        #expect(found.map(\.kind) == [.unknownEnumValue, .unknownEnumValue])
        #expect(found.map(\.severity) == [.warning, .error])
        #expect(found.first?.suggestion == "cases: add onHold: on_hold")
        #expect(found.first?.location.line == position(of: "Status:").line)
        #expect(found.last?.location.line == position(of: "Grade:").line)
        #expect(found.last?.message.hasSuffix("and the enum is frozen") == true)
    }

    @Test func aSuggestionQuotesWhatYAMLWouldReadAsSomethingElse() throws {
        let body = Self.student.replacingOccurrences(of: #""active""#, with: #""yes""#)
            .replacingOccurrences(of: #""grade": 1"#, with: #""grade": 3"#)
            .replacingOccurrences(of: #""id": 7"#, with: #""id": 7, "true": 1"#)
        let found = try findings("plain", body: body)
        #expect(found.map(\.suggestion) == [#"cases: add "yes": "yes""#, "cases: add value3: 3", #""true": Int"#])
    }

    @Test func aDateInAnotherFormatIsAnErrorAndTheEditNamesTheFormat() throws {
        let body = Self.student.replacingOccurrences(of: "2024-09-01T08:00:00Z", with: "2024-09-01 08:00:00")
        let finding = try #require(try findings("plain", body: body).first)
        #expect(finding.kind == .dateFormat)
        #expect(finding.severity == .error)
        #expect(finding.pointer == "/joined_at")
        #expect(
            finding.message
                == #"field 'joined_at' of 'Student': the server sent a string "2024-09-01 08:00:00", "#
                + "which is not a Date in the field's format 'iso8601'"
        )
        #expect(finding.suggestion == #"joinedAt: { type: Date, key: joined_at, format: "yyyy-MM-dd HH:mm:ss" }"#)
    }

    @Test func aListForAnObjectIsSuggestedAsAListOfTheModel() throws {
        let finding = try #require(try findings("plain", body: "[\(Self.student)]").first)
        #expect(finding.kind == .wrongKind)
        #expect(finding.pointer == "")
        #expect(finding.suggestion == #"response: "[Student]""#)
        #expect(finding.location.line == position(of: "plain:").line)
    }

    @Test func aKeyTheModelLacksIsANoteWithTheFieldToAdd() throws {
        let body = Self.student.replacingOccurrences(of: #""id": 7"#, with: #""id": 7, "nickname": "ada""#)
        let finding = try #require(try findings("plain", body: body).first)
        #expect(finding.kind == .undeclaredField)
        #expect(finding.severity == .note)
        #expect(finding.pointer == "/nickname")
        #expect(finding.suggestion == "nickname: String")
        #expect(finding.location.line == position(of: "Student:").line)
    }

    @Test func aBrokenConstraintIsAWarning() throws {
        let body = Self.student.replacingOccurrences(of: #""score": 90"#, with: #""score": 120"#)
        let finding = try #require(try findings("plain", body: body).first)
        #expect(finding.kind == .constraint)
        #expect(finding.severity == .warning)
        #expect(finding.message == "field 'score' of 'Student': 120 is greater than the maximum 100")
        #expect(finding.suggestion == "maximum: 120")
    }

    @Test func aUnionNoAlternativeReadsIsAWarningOfAnOpenUnion() throws {
        #expect(try findings("badge", body: wrapped(#"{"stars": 3}"#)).isEmpty)
        #expect(try findings("badge", body: wrapped("4")).isEmpty)
        let finding = try #require(try findings("badge", body: wrapped(#""gold""#)).first)
        #expect(finding.kind == .noAlternative)
        #expect(finding.severity == .warning)
        #expect(finding.pointer == "/b")
        #expect(finding.suggestion == "oneOf: add string: String")
    }

    @Test func anEnvelopeCodeNobodyDeclaredIsAnErrorAndADeclaredOneIsNot() throws {
        #expect(try findings("detail", body: wrapped("null", code: "4004")).isEmpty)
        let finding = try #require(try findings("detail", body: wrapped("null", code: "5001")).first)
        #expect(finding.kind == .envelopeCode)
        #expect(finding.pointer == "/h/code")
        #expect(finding.suggestion == "errors: { newError: { code: 5001 } }")
        #expect(finding.location.line == position(of: "detail:").line)
    }

    @Test func anHTTPStatusThatIsNoSuccessIsAnErrorOfTheInterface() throws {
        let finding = try #require(try findings("plain", status: 500, body: "{}").first)
        #expect(finding.kind == .status)
        #expect(
            finding.message == "the server answered HTTP 500, which is not a success, and 'plain' declares no error")
    }

    @Test func aBodyThatIsNotJSONIsAnErrorSayingWhereTheParserStopped() throws {
        let found = try findings("plain", body: #"{"id": 7,}"#)
        #expect(found.map(\.kind) == [.notJSON])
        #expect(found.first?.message.hasPrefix("the server sent a body that is not JSON (") == true)
        #expect(found.first?.message.hasSuffix("at byte 9)") == true, "\(found)")
        #expect(
            try findings("plain", body: "").first?.message == "the server sent a body that is not JSON (it is empty)")
    }

    /// RFC 8259 §4 leaves repeated names to the reader; the runtime's parser keeps the last value, so the check
    /// holds that one to the spec, as the client would read it.
    @Test func aRepeatedKeyIsCheckedByItsLastValueAsTheClientReadsIt() throws {
        let body = Self.student.replacingOccurrences(of: #""id": 7"#, with: #""id": "seven", "id": 7"#)
        #expect(try findings("plain", body: body).isEmpty)
        let broken = Self.student.replacingOccurrences(of: #""id": 7"#, with: #""id": 7, "id": "seven""#)
        #expect(try findings("plain", body: broken).map(\.pointer) == ["/id"])
    }

    /// RFC 6901, section 3: "'~' needs to be encoded as '~0' and '/' needs to be encoded as '~1'".
    @Test func aPointerEscapesTildeAndSlashInKeys() throws {
        let body = Self.student.replacingOccurrences(of: #""id": 7"#, with: #""id": 7, "a/b~c": 1"#)
        #expect(try findings("plain", body: body).map(\.pointer) == ["/a~1b~0c"])
    }
}
