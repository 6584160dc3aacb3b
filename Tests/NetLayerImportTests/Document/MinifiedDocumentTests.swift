import Foundation
import NetLayerSpec
import Testing

@testable import NetLayerImport

/// Diagnostics on a minified document (one line of JSON, as ChromaDB serves
/// its OpenAPI document): each has the JSON pointer of its node, its excerpt
/// is the node pretty-printed within the excerpt's width, and one construct
/// gives one diagnostic.
@Suite struct MinifiedDocumentTests {
    /// ChromaDB 1.5.9's `/openapi.json`, unchanged (Tests/Fixtures/openapi/SOURCES.md).
    static let chroma = RealDocumentsTests.root.appendingPathComponent("Tests/Fixtures/openapi/chroma-1.5.9.json").path

    /// A document with one construct of each kind the reader and the mapper
    /// warn about, several of them reached from several places (a `$ref`
    /// used twice, an `allOf` that copies a schema's fields), minified.
    static let document: String = {
        let thing: [String: Any] = [
            "type": "object",
            "properties": [
                "multi": ["type": ["string", "integer", "null"]],
                "weird": ["type": "weird"],
                "fraction": ["enum": [0.5, 1.5]],
                "mixed": ["enum": ["a", 1]],
                "optional": ["anyOf": [["type": "string"], ["type": "null"]]],
                "choice": ["oneOf": [["type": ["string", "boolean"]], ["type": "null"]]],
            ],
        ]
        let reply: (String) -> [String: Any] = { name in
            [
                "description": "ok",
                "content": ["application/json": ["schema": ["$ref": "#/components/schemas/\(name)"]]],
            ]
        }
        let root: [String: Any] = [
            "openapi": "3.1.0",
            "info": ["title": "Minified", "version": "1"],
            "paths": [
                "/things": [
                    "get": ["responses": ["200": reply("Thing")]],
                    "post": [
                        "requestBody": [
                            "content": ["application/json": ["schema": ["$ref": "#/components/schemas/Thing"]]]
                        ],
                        "responses": ["200": reply("Both")],
                    ],
                ]
            ],
            "components": [
                "schemas": [
                    "Thing": thing,
                    "Both": [
                        "allOf": [
                            ["$ref": "#/components/schemas/Thing"],
                            ["type": "object", "properties": ["z": ["type": "string"]]],
                        ]
                    ],
                ]
            ],
        ]
        let data = try! JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }()

    /// The node each diagnostic's pointer names, by the importer's own JSONPointer.
    static func nodes(of result: ImportResult, file: String) -> [(Diagnostic, DocumentNode?)] {
        let documents = DocumentSet(
            fileSystem: InMemoryFileSystem([file: result.sources[file] ?? ""]), limits: InputLimits())
        let root = documents.root(of: file, referencedAt: nil)
        return result.diagnostics.map { diagnostic in
            let node = diagnostic.location?.pointer.flatMap(JSONPointer.init(fragment:)).flatMap { pointer in
                root.flatMap { pointer.resolve(in: $0) }
            }
            return (diagnostic, node)
        }
    }

    @Test func theMinifiedDocumentIsOneLine() {
        #expect(!Self.document.contains("\n") && Self.document.count > 500)
        let chroma = (try? String(contentsOfFile: Self.chroma, encoding: .utf8)) ?? ""
        #expect(!chroma.contains("\n") && chroma.count > 80_000)
    }

    @Test func everyDiagnosticHasAPointerThatResolvesToItsNode() throws {
        let result = importDocument(["api.json": Self.document], at: "api.json")
        #expect(result.files != nil)
        #expect(result.diagnostics.count == 6, "\(result.messages)")
        for (diagnostic, node) in Self.nodes(of: result, file: "api.json") {
            let node = try #require(
                node, "\(diagnostic) has no pointer that resolves: \(diagnostic.location?.pointer ?? "nil")")
            // The node the pointer names starts where the line and column say.
            #expect(
                node.location.line == diagnostic.location?.line && node.location.column == diagnostic.location?.column)
        }
        // Spot checks: the pointer names the node the message is about.
        let byMessage = Dictionary(
            result.diagnostics.map { ($0.message, $0.location?.pointer ?? "") }, uniquingKeysWith: { a, _ in a })
        #expect(
            byMessage[
                "the document names no server; the environment 'production' uses 'https://api.example.invalid': "
                    + "replace it with the real host"
            ] == "#")
        #expect(
            byMessage["a schema of several types (string, integer) becomes JSON"]
                == "#/components/schemas/Thing/properties/multi/type")
        #expect(
            byMessage["a schema of several types (string, boolean) becomes JSON"]
                == "#/components/schemas/Thing/properties/choice/oneOf/0/type")
        #expect(
            byMessage["unknown schema type 'weird' becomes JSON"] == "#/components/schemas/Thing/properties/weird/type")
        #expect(
            byMessage["an enum of numbers with fractions becomes Double: a spec's enums hold strings and whole numbers"]
                == "#/components/schemas/Thing/properties/fraction")
        #expect(
            byMessage["an enum that mixes kinds of values (strings, numbers, booleans), or has no value, becomes JSON"]
                == "#/components/schemas/Thing/properties/mixed")
    }

    /// Thing is read by the reply of GET, the body of POST and Both's allOf, and mapped in Thing and in Both:
    /// each construct still gives one diagnostic, and `{type: 'null'}` none.
    @Test func oneConstructGivesOneDiagnostic() {
        let result = importDocument(["api.json": Self.document], at: "api.json")
        let pairs = result.diagnostics.map { "\($0.message) \($0.location?.pointer ?? "")" }
        #expect(Set(pairs).count == pairs.count, "\(pairs)")
        #expect(!pairs.contains { $0.contains("optional") || $0.contains("null") })
    }

    /// A node in a file a `$ref` reached: that file, and the pointer in it.
    @Test func aDiagnosticInAReferencedFileNamesThatFileAndItsPointer() {
        let api = openAPI(
            paths: "  /a:\n    get:\n      responses: { \"200\": \(jsonReply("{ $ref: 'models.json#/Pet' }")) }")
        let models = #"{"Pet":{"type":"object","properties":{"w":{"type":"weird"}}}}"#
        let result = importDocument(["api.yaml": api, "models.json": models])
        let diagnostic = result.diagnostics.first { $0.message == "unknown schema type 'weird' becomes JSON" }
        #expect(
            diagnostic?.location
                == SourceLocation(file: "models.json", line: 1, column: 51, pointer: "#/Pet/properties/w/type"))
    }

    @Test func chromaImportsWithPointersAndNoRepeats() throws {
        let result = Importer().run(Self.chroma, outputName: "Chroma.yaml")
        #expect(result.files != nil)
        #expect(!result.diagnostics.isEmpty)
        let pairs = result.diagnostics.map { "\($0.message) \($0.location?.pointer ?? "")" }
        #expect(Set(pairs).count == pairs.count, "\(pairs)")
        for (diagnostic, node) in Self.nodes(of: result, file: Self.chroma) {
            let node = try #require(node, "\(diagnostic)")
            #expect(
                node.location.line == diagnostic.location?.line && node.location.column == diagnostic.location?.column)
        }
    }

    /// The excerpt of a diagnostic on the one line is its node pretty-printed: no line wider than the
    /// excerpt's width, the pointer after it.
    @Test(arguments: ["chroma", "document"])
    func excerptsFitTheWidth(which: String) {
        let result =
            which == "chroma"
            ? Importer().run(Self.chroma, outputName: "Chroma.yaml")
            : importDocument(["api.json": Self.document], at: "api.json")
        let renderer = DiagnosticRenderer(sources: result.sources)
        for diagnostic in result.diagnostics {
            let lines = renderer.render(diagnostic).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.first.map(String.init) == diagnostic.description)
            #expect(lines.last.map(String.init) == "note: at \(diagnostic.location?.pointer ?? "?")")
            let excerpt = lines.dropFirst().dropLast()
            #expect(excerpt.count >= 2 && excerpt.count <= 12, "\(lines)")
            for line in excerpt {
                #expect(line.unicodeScalars.count <= DiagnosticRenderer.maxExcerptWidth, "\(line)")
            }
            #expect(excerpt.contains { $0.trimmingCharacters(in: .whitespaces) == "^" })
        }
    }
}
