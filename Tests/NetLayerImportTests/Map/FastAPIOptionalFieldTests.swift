import Foundation
import TestSupport
import Testing

@testable import NetLayerImport

/// What FastAPI (pydantic v2) writes for optional fields, imported,
/// generated, built with the real compiler and run: `note: str | None` (in
/// `required`, so its key is always there) and `extra: int | None = None`.
@Suite struct FastAPIOptionalFieldTests {
    static let document = """
        openapi: 3.1.0
        info: { title: Notes, version: "1" }
        servers: [{ url: "https://notes.example" }]
        paths:
          /items/{id}:
            get:
              operationId: read_item
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                "200":
                  description: ok
                  content: { application/json: { schema: { $ref: "#/components/schemas/Item" } } }
        components:
          schemas:
            Item:
              type: object
              title: Item
              required: [id, note]
              properties:
                id: { type: string, title: Id }
                note: { anyOf: [{ type: string }, { type: "null" }], title: Note }
                extra: { anyOf: [{ type: integer }, { type: "null" }], title: Extra, default: null }
        """

    static let driver = #"""
        import Foundation
        import NetLayer

        @main struct Driver {
            static func main() throws {
                let replies = [
                    #"{"id":"a","note":"hi","extra":3}"#, #"{"id":"a","note":null,"extra":null}"#, #"{"id":"a"}"#,
                    #"{"id":"a","note":null}"#,
                ]
                for reply in replies {
                    do {
                        let item = try ResponseDecoder().decode(Item.self, from: Data(reply.utf8))
                        print("note \(item.note ?? "nil") extra \(item.extra.map(String.init) ?? "nil")")
                    } catch DecodingError.keyNotFound(let key, _) {
                        print("missing \(key.stringValue)")
                    }
                }
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                print(String(decoding: try encoder.encode(Item(id: "a", note: nil, extra: nil)), as: UTF8.self))
                print(String(decoding: try encoder.encode(Item(id: "a", note: "hi", extra: 3)), as: UTF8.self))
                if case .value(let value) = Item(id: "a", note: nil).parameterValue { print(value) }
            }
        }
        """#

    @Test func aRequiredNullableFieldIsPresentNullOrMissingAndNilIsSentAsNull() async throws {
        let result = importDocument(["api.yaml": Self.document])
        #expect(result.messages == [])
        #expect(
            result.spec.contains(
                "  Item:\n    id: String\n    note: { type: String?, required: true }\n    extra: Int?\n"),
            "\(result.spec)")
        let output = try await runGenerated(try #require(result.files), driver: Self.driver)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(
            output.standardOutput.split(separator: "\n") == [
                "note hi extra 3",
                "note nil extra nil",
                "missing note",
                "note nil extra nil",
                #"{"id":"a","note":null}"#,
                #"{"extra":3,"id":"a","note":"hi"}"#,
                #"{"id":"a","note":null}"#,
            ], "\(output.standardOutput)")
    }
}
