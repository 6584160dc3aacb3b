import NetLayerSpec
import Testing

@testable import NetLayerImport

/// Reading documents: JSON as well as YAML, `$ref`s within a file and
/// across files, and every way a document can be refused.
@Suite struct DocumentTests {
    @Test func aJSONDocumentReadsLikeYAML() {
        let json =
            #"{"openapi":"3.0.0","info":{"title":"Shop","version":"1"},"paths":{"/items":{"get":{"#
            + #""operationId":"listItems","responses":{"200":{"description":"ok","content":{"application/json":"#
            + #"{"schema":{"type":"array","items":{"type":"string"}}}}}}}}}}"#
        let result = importDocument(["api.json": json], at: "api.json")
        #expect(result.spec.contains("      listItems:\n        method: GET\n        path: items\n"), "\(result.spec)")
        #expect(result.spec.contains(#"response: "[String]""#))
    }

    @Test func pointersUnescapeAndPercentDecode() {
        #expect(JSONPointer(fragment: "#/paths/~1pets~1{id}/get")?.tokens == ["paths", "/pets/{id}", "get"])
        #expect(JSONPointer(fragment: "#/a%20b/~0c")?.tokens == ["a b", "~c"])
        #expect(JSONPointer(fragment: "#")?.tokens == [])
        #expect(JSONPointer(fragment: "#components") == nil)
        #expect(JSONPointer(tokens: ["a/b", "~"]).description == "#/a~1b/~0")
        // RFC 6901 §3: "'~' needs to be encoded as '~0' and '/' needs to be encoded as '~1'"; so a token "~1" is
        // "~01", which §4's order ("first transforming any occurrence of the sequence '~1' to '/', and then
        // transforming any occurrence of the sequence '~0' to '~'") reads back as "~1".
        let tokens = ["paths", "~1", "/pets/{id}", "get", ""]
        #expect(JSONPointer(tokens: tokens).description == "#/paths/~01/~1pets~1{id}/get/")
        #expect(JSONPointer(fragment: JSONPointer(tokens: tokens).description)?.tokens == tokens)
        #expect(JSONPointer(tokens: []).description == "#")
    }

    @Test func referencesReachOtherFilesRelativeToTheReferringFile() {
        let root = openAPI(
            paths: """
                  /pets:
                    get:
                      operationId: listPets
                      responses:
                        "200": \(jsonReply(##"{ $ref: "models/pet.yaml#/Pet" }"##))
                """)
        let pet = """
            Pet:
              type: object
              required: [name]
              properties:
                name: { type: string }
                owner: { $ref: "../common/owner.yaml" }
            """
        let owner = "type: object\nproperties:\n  email: { type: string }\n"
        let result = importDocument(["api.yaml": root, "models/pet.yaml": pet, "common/owner.yaml": owner])
        #expect(result.messages == [])
        #expect(
            result.spec.contains("  Pet:\n    name: String\n    owner: Owner?\n  Owner:\n    email: String?\n"),
            "\(result.spec)")
    }

    @Test func aMissingTargetIsAnErrorAtTheRef() {
        let root = openAPI(
            paths: """
                  /pets:
                    get:
                      responses:
                        "200": \(jsonReply(##"{ $ref: "#/components/schemas/Nope" }"##))
                """)
        let result = importDocument(["api.yaml": root])
        #expect(result.files == nil)
        #expect(
            result.messages == [
                "api.yaml:8:74: error: $ref target '#/components/schemas/Nope' does not exist in 'api.yaml'"
            ])
    }

    @Test func aMissingFileAndARemoteDocumentAreErrors() {
        let root = openAPI(
            paths: """
                  /a:
                    get:
                      responses:
                        "200": \(jsonReply(##"{ $ref: "gone.yaml" }"##))
                  /b:
                    get:
                      responses:
                        "200": \(jsonReply(##"{ $ref: "https://x.example/s.yaml" }"##))
                """)
        let result = importDocument(["api.yaml": root])
        #expect(result.files == nil)
        #expect(result.messages.contains("api.yaml:8:74: error: referenced file 'gone.yaml' does not exist"))
        #expect(
            result.messages.contains {
                $0.hasPrefix(
                    "api.yaml:12:82: error: $ref 'https://x.example/s.yaml' names a document on another server")
            })
    }

    @Test func aChainOfReferencesBackToItselfIsAnError() {
        let root = openAPI(
            paths: """
                  /a:
                    $ref: "#/paths/~1b"
                  /b:
                    $ref: "#/paths/~1a"
                """)
        let result = importDocument(["api.yaml": root])
        #expect(result.files == nil)
        #expect(
            result.messages.contains { $0.hasSuffix("error: this $ref leads back to itself") }, "\(result.messages)")
    }

    @Test func aModelThatContainsItselfIsOneModel() {
        let root = openAPI(
            paths: """
                  /nodes:
                    get:
                      operationId: tree
                      responses:
                        "200": \(jsonReply(##"{ $ref: "#/components/schemas/Node" }"##))
                """,
            components: """
                  schemas:
                    Node:
                      type: object
                      properties:
                        children: { type: array, items: { $ref: "#/components/schemas/Node" } }
                        parent: { $ref: "#/components/schemas/Node" }
                """)
        let result = importDocument(["api.yaml": root])
        #expect(result.messages == [])
        #expect(result.spec.contains("  Node:\n    children: \"[Node]?\"\n    parent: Node?\n"), "\(result.spec)")
    }

    @Test(arguments: [
        ("", "api.yaml:1:1: error: the document is empty"),
        (
            "openapi: 2.5\n",
            "api.yaml:1:10: error: OpenAPI 2.5 is not read; import reads OpenAPI 3.0, 3.1 and Swagger 2.0"
        ),
        ("swagger: '1.2'\n", "api.yaml:1:10: error: Swagger 1.2 is not read; import reads Swagger 2.0 and OpenAPI 3"),
        (
            "title: not an API\n",
            "api.yaml:1:1: error: this is not an OpenAPI or Swagger document: "
                + "it has neither 'openapi' nor 'swagger' at the top"
        ),
        ("a: [b\n", "api.yaml:2:1: error: "),
    ])
    func aDocumentThatIsNotOneIsRefused(text: String, message: String) {
        let result = importDocument(["api.yaml": text])
        #expect(result.files == nil)
        #expect(result.messages.first?.hasPrefix(message) == true, "\(result.messages)")
    }

    /// The spec loader's bounds hold for documents too: an alias bomb is
    /// refused before it expands.
    @Test func hostileYAMLIsRefusedQuickly() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text +=
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        let result = importDocument(["api.yaml": text])
        #expect(result.files == nil)
        #expect(result.messages.contains { $0.contains("aliases expand to more than") }, "\(result.messages)")
    }
}
