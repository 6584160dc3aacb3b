import TestSupport
import Testing

@testable import NetLayerSpec

/// `example`, `examples` and `errors` read against their types: each
/// mismatch reported where it is written.
@Suite struct ExampleCheckTests {
    /// A spec of one module, `items`, whose interfaces are `interfaces`;
    /// `envelope: none` unless `envelope` says otherwise. Its interfaces start on line 9.
    private static func spec(interfaces: String, models: String, envelope: String = "") -> String {
        let lines = interfaces.split(separator: "\n").map { "    " + $0 }
        return specYAML(
            environments: "production: https://shop.example", top: envelope.isEmpty ? "envelope: none" : envelope,
            modules: (["items:", "  interfaces:"] + lines).joined(separator: "\n"),
            models: models.isEmpty ? nil : models)
    }

    private static let itemModels = """
        Item:
          id: Int
          title: String
          kind: Kind
          link: URL?
          createdAt: { type: Date?, key: created_at, format: seconds }
        Kind: { enum: String, cases: [pen, brush] }
        """

    @Test func valuesThatAreNotOfTheirTypeAreReportedWhereWritten() {
        let text = Self.spec(
            interfaces: """
                item:
                  method: GET
                  path: item
                  response: Item
                  example: { id: seven, title: Pen, kind: brsh, link: not a url, created_at: yesterday }
                """, models: Self.itemModels)
        #expect(
            errors(text) == [
                "spec.yaml:13:24: error: field 'id' of 'Item' must be a whole number, found 'seven'",
                "spec.yaml:13:49: error: field 'kind' of 'Item' must be a value of enum 'Kind' ('pen', 'brush'), "
                    + "found 'brsh'; did you mean 'brush'?",
                "spec.yaml:13:61: error: field 'link' of 'Item' must be an absolute URL, found 'not a url'",
                "spec.yaml:13:84: error: field 'created_at' of 'Item' must be a number of seconds since 1970, "
                    + "found 'yesterday'",
            ])
    }

    @Test func keysAreTheRepliesKeysAndRequiredFieldsMustBeThere() {
        let text = Self.spec(
            interfaces: """
                list:
                  method: GET
                  path: list
                  response: "[Item]"
                  examples:
                    two:
                      - { id: 1, title: A, kind: pen, createdAt: 12 }
                      - { id: 2, kind: pen, colour: red }
                """, models: Self.itemModels)
        #expect(
            errors(text) == [
                "spec.yaml:15:45: error: field 'createdAt' of 'Item' is written 'created_at' in replies; "
                    + "examples use that key",
                "spec.yaml:16:35: error: 'Item' has no field 'colour'",
            ])
        let missing = Self.spec(
            interfaces: """
                list: { method: GET, path: list, response: "[Item]", example: [{ id: 2, kind: pen }] }
                """, models: Self.itemModels)
        #expect(
            errors(missing) == [
                "spec.yaml:9:70: error: item 0 of the example of 'list' lacks 'title' of 'Item', which is not optional"
            ])
    }

    /// A `required: true` field's key is in every example, if only as null.
    @Test func anExampleHasTheKeyOfARequiredOptionalField() {
        let models = "Note: { id: Int, text: { type: String?, required: true }, tag: String? }"
        let lacking = Self.spec(
            interfaces: "note: { method: GET, path: note, response: Note, example: { id: 1 } }", models: models)
        #expect(
            errors(lacking) == [
                "spec.yaml:9:65: error: the example of 'note' lacks 'text' of 'Note', "
                    + "which is required (null is a value)"
            ])
        let given = Self.spec(
            interfaces: "note: { method: GET, path: note, response: Note, example: { id: 1, text: null } }",
            models: models)
        #expect(errors(given) == [])
    }

    @Test func modelAndFieldExamplesAreChecked() {
        let text = Self.spec(
            interfaces: """
                item: { method: GET, path: item, response: Note }
                """,
            models: """
                Note:
                  fields:
                    id: Int
                    at: { type: Date, format: "yyyy-MM-dd", example: 2026-13-45 }
                    count: { type: Int, example: 1.5 }
                  example: { id: null, at: 2026-01-31 }
                """)
        #expect(
            errors(text) == [
                "spec.yaml:14:56: error: the example of field 'at' of 'Note' must be a date in the pattern "
                    + "'yyyy-MM-dd', found '2026-13-45'",
                "spec.yaml:15:36: error: the example of field 'count' of 'Note' must be a whole number, found '1.5'",
                "spec.yaml:16:20: error: field 'id' of 'Note' is of type 'Int', which is not optional; found null",
            ])
    }

    @Test func errorExamplesNeedACodeThatIsNotASuccess() {
        let enveloped = Self.spec(
            interfaces: """
                item:
                  method: GET
                  path: item
                  errors:
                    ok: { code: 0 }
                    gone: { code: 4004, message: Gone., status: 700 }
                    vague: { message: Something. }
                """, models: "", envelope: "envelope: { code: code, message: msg, data: data, success: [0] }")
        #expect(
            errors(enveloped) == [
                "spec.yaml:13:11: error: error 'ok' has code 0, which the envelope counts as a success",
                "spec.yaml:14:55: error: the status of error 'gone' must be an HTTP status from 100 to 599, found 700",
                "spec.yaml:15:18: error: error 'vague' needs 'code'",
            ])
        let plain = Self.spec(
            interfaces: """
                item: { method: GET, path: item, errors: { wrong: { code: 4003 } } }
                """, models: "")
        #expect(
            errors(plain) == [
                "spec.yaml:9:50: error: error 'wrong' has code 4003, but without an envelope its code is the "
                    + "HTTP status; give one from 400 to 599"
            ])
    }

    @Test func anInterfaceGivesExampleOrExamplesAndNamesAreUnique() {
        let text = Self.spec(
            interfaces: """
                item:
                  method: GET
                  path: item
                  response: Int
                  example: 1
                  examples: { two: 2 }
                  errors: { two: { code: 500 } }
                """, models: "")
        #expect(
            errors(text) == [
                "spec.yaml:14:9: error: interface 'item' has both 'example' and 'examples'; keep one"
            ])
        let clash = Self.spec(
            interfaces: """
                item:
                  method: GET
                  path: item
                  response: Int
                  examples: { two: 2 }
                  errors: { two: { code: 500 } }
                """, models: "")
        #expect(errors(clash) == ["spec.yaml:14:19: error: 'two' names an example and an error of 'item'"])
    }

    @Test func theSchoolSpecsExamplesRead() throws {
        let result = SpecLoader().load(packageRoot.appendingPathComponent("specs/school.yaml").path)
        let spec = try #require(result.spec, "\(result.diagnostics)")
        let examples = SpecExamples(spec)
        let detail = try #require(spec.interfaces.first { $0.name == "studentDetail" })
        let replies = examples.replies(of: detail)
        #expect(replies.map(\.name) == ["default", "notFound"])
        #expect(
            replies.first?.content
                == .data(
                    .object([
                        .init("id", .int(7)), .init("name", .string("Ada Lovelace")),
                        .init("avatar", .string("https://www.runedu.example/avatars/7.png")),
                        .init("joined_at", .string("2024-09-01T08:00:00Z")), .init("status", .string("active")),
                        .init("grade", .int(2)),
                    ])))
        #expect(replies.last?.content == .error(code: .int(4004), message: "No student with this ID.", status: nil))
    }
}
