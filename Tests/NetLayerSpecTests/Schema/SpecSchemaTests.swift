import Foundation
import Testing

@testable import NetLayerSpec

/// The JSON Schemas: built from the loader's key tables and the docs'
/// tables, committed in `schema/` as built, and refused to build when the
/// docs miss a key the loader reads. (`scripts/validate-schema.py`, run by
/// CI, validates every spec against them with a real validator.)
@Suite struct SpecSchemaTests {
    private static func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theCommittedSchemasAreTheOnesTheLoaderAndDocsGive() throws {
        let spec = SpecSchema.text(try SpecSchema.spec(docs: Self.text("docs/spec-format.md")))
        #expect(spec == (try Self.text("schema/netlayer.schema.json")), "run scripts/make-schema.sh")
        let settings = SpecSchema.text(try SpecSchema.settings(docs: Self.text("docs/generator.md")))
        #expect(settings == (try Self.text("schema/netlayer-settings.schema.json")), "run scripts/make-schema.sh")
    }

    @Test func eachObjectHasExactlyTheKeysTheLoaderReads() throws {
        guard case .object(let root) = try SpecSchema.spec(docs: Self.text("docs/spec-format.md")),
            case .object(let definitions)? = root.first(where: { $0.key == "$defs" })?.value
        else {
            Issue.record("the schema has no $defs")
            return
        }
        func keys(_ schema: OrderedJSON?) -> [String] {
            guard case .object(let members)? = schema else { return [] }
            if case .object(let properties)? = members.first(where: { $0.key == "properties" })?.value {
                return properties.map(\.key)
            }
            // `anyOf`: the one closed object among the options.
            if case .array(let options)? = members.first(where: { $0.key == "anyOf" })?.value {
                return options.map(keys).first { !$0.isEmpty } ?? []
            }
            return []
        }
        func definition(_ name: String) -> OrderedJSON? { definitions.first { $0.key == name }?.value }
        #expect(keys(.object(root)) == SpecDocument.rootKeys)
        #expect(keys(definition("module")) == NodeReader.moduleKeys)
        #expect(keys(definition("interface")) == NodeReader.interfaceKeys)
        #expect(keys(definition("parameter")) == NodeReader.parameterKeys)
        #expect(keys(definition("field")) == NodeReader.fieldKeys)
        #expect(keys(definition("struct")) == NodeReader.structKeys)
        #expect(keys(definition("enum")) == NodeReader.enumKeys)
        #expect(keys(definition("token")) == NodeReader.tokenKeys)
        #expect(keys(definition("envelope")) == NodeReader.envelopeKeys)
        #expect(keys(definition("retry")) == NodeReader.retryKeys)
        #expect(keys(definition("errorExample")) == NodeReader.errorExampleKeys)
    }

    @Test func aKeyTheDocsDoNotDescribeStopsTheBuild() throws {
        let docs = try Self.text("docs/spec-format.md")
        let row = try #require(docs.split(separator: "\n").first { $0.hasPrefix("| `older` |") })
        #expect(throws: SchemaError.undocumented(key: "older", heading: "`paging`", file: "docs/spec-format.md")) {
            try SpecSchema.spec(docs: docs.replacingOccurrences(of: row + "\n", with: ""))
        }
        #expect(throws: SchemaError.missingTable(heading: "Settings keys", file: "docs/generator.md")) {
            try SpecSchema.settings(docs: "# Settings keys\n\nNo table.\n")
        }
    }

    @Test func descriptionsComeFromTheDocsTables() throws {
        let tables = DocTables(
            markdown: """
                ## Things

                ```yaml
                # not a heading
                ```

                | key | required | meaning | value | default |
                | --- | --- | --- | --- | --- |
                | `a` | yes | the [first](#first) thing, `a \\| b` | string | — |
                | [`b`](#b) | no | the second | number | `2` |

                | key | meaning |
                | --- | --- |
                | `c` | a later table under the same heading is not read |
                """)
        let rows = try #require(tables.rows(under: "Things"))
        #expect(rows.keys.sorted() == ["a", "b"])
        #expect(rows["a"]?.meaning == "the first thing, `a | b`")
        #expect(rows["b"]?.defaultValue == "`2`")
        #expect(tables.rows(under: "not a heading") == nil)
    }
}
