import Foundation
import NetLayerSpec
import Testing

@testable import NetLayerExport

/// A field's and a parameter's `constraints` as the JSON Schema keywords of their value's schema: each rule
/// exported, where an optional value's rules go, numbers written exactly, and a valid document.
/// No round trip: the importer does not read the keywords back into `constraints` yet.
@Suite struct ConstraintExportTests {
    static let spec = """
        netlayer: 1
        name: Shop
        environments: { production: https://shop.example/api }
        modules:
          cart:
            interfaces:
              list:
                method: GET
                path: "items/{code}"
                params:
                  code: { type: String, constraints: { minLength: 2, maxLength: 8, pattern: "^[A-Z]+$" } }
                  limit: { type: Int, default: 20, constraints: { minimum: 1, maximum: 100 } }
                  price:
                    type: Double?
                    constraints: { exclusiveMinimum: 0, exclusiveMaximum: 1000000, multipleOf: 0.01 }
                  tags:
                    type: "[String]?"
                    constraints: { minItems: 1, maxItems: 10, uniqueItems: true, items: { maxLength: 20 } }
                response: Item
              add:
                method: POST
                path: items
                body: json
                params:
                  count: { type: Int64, constraints: { minimum: -5, maximum: 5 } }
        models:
          Item:
            name: { type: String?, constraints: { minLength: 1 } }
            grid: { type: "[[Int]]", constraints: { items: { maxItems: 3, items: { maximum: 9 } } } }
            weight: { type: Double, constraints: { minimum: 0.5 } }
        """

    static func document() throws -> OrderedJSON { try ExportFixture.document(spec) }

    /// The schema of the `list` parameter at `index`.
    static func parameter(_ index: Int) throws -> OrderedJSON {
        try #require(try document()["paths", "/items/{code}", "get", "parameters", "\(index)", "schema"])
    }

    @Test func eachStringRuleIsItsKeyword() throws {
        let code = try Self.parameter(0)
        #expect(code["minLength"] == .int(2))
        #expect(code["maxLength"] == .int(8))
        #expect(code["pattern"] == .string("^[A-Z]+$"))
    }

    /// Whole limits are integers, without `.0`; a fraction is the number the spec wrote.
    @Test func eachNumberRuleIsItsKeywordWrittenExactly() throws {
        let limit = try Self.parameter(1)
        #expect(limit["minimum"] == .int(1))
        #expect(limit["maximum"] == .int(100))
        let price = try Self.parameter(2)
        #expect(price["exclusiveMinimum"] == .int(0))
        #expect(price["exclusiveMaximum"] == .int(1_000_000))
        #expect(price["multipleOf"] == .double(0.01))
        #expect(price["minimum"] == nil)
        let text = DocumentText.text(of: try Self.document(), as: .json)
        #expect(text.contains("\"multipleOf\": 0.01"))
        #expect(text.contains("\"minimum\": 1,"))
        let count = try #require(
            try Self.document()[
                "paths", "/items", "post", "requestBody", "content", "application/json", "schema", "properties",
                "count"])
        #expect(count["minimum"] == .int(-5))
        #expect(count["maximum"] == .int(5))
    }

    @Test func eachArrayRuleIsItsKeywordAndItemsRulesGoIntoItems() throws {
        let tags = try Self.parameter(3)
        #expect(tags["type"] == .string("array"), "a parameter without a default is sent or not: never null")
        #expect(tags["minItems"] == .int(1))
        #expect(tags["maxItems"] == .int(10))
        #expect(tags["uniqueItems"] == .bool(true))
        #expect(tags["items", "maxLength"] == .int(20))
        #expect(tags["items", "type"] == .string("string"))
    }

    /// An optional value's rules sit beside `type: [T, "null"]`: each keyword applies to its own kind only.
    @Test func aFieldsRulesAreOnItsProperty() throws {
        let properties = try #require(try Self.document()["components", "schemas", "Item", "properties"])
        #expect(properties["name", "type"] == .array(["string", "null"]))
        #expect(properties["name", "minLength"] == .int(1))
        #expect(properties["grid", "maxItems"] == nil)
        #expect(properties["grid", "items", "maxItems"] == .int(3))
        #expect(properties["grid", "items", "items", "maximum"] == .int(9))
        #expect(properties["weight", "minimum"] == .double(0.5))
    }

    /// Where a value's schema is `anyOf: [T, null]`, the rules go into `T`.
    @Test func anAnyOfTakesTheRulesOnItsFirstAlternative() {
        let schema: OrderedJSON = .object([
            .init("anyOf", .array([.object([.init("type", "integer")]), .object([.init("type", "null")])]))
        ])
        let constraints = Constraints(minimum: .init(3))
        let result = ConstraintKeywords.applying(constraints, to: schema)
        #expect(result["anyOf", "0", "minimum"] == .int(3))
        #expect(result["anyOf", "1", "minimum"] == nil)
    }

    @Test func aDocumentWithConstraintsIsValidOpenAPI() async throws {
        let folder = try ValidatorTests.folder("constraints")
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try Self.document()
        var files: [String] = []
        for format in [DocumentFormat.yaml, .json] {
            let file = folder.appendingPathComponent("shop.\(format.rawValue)").path
            try DocumentText.text(of: document, as: format).write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let verdicts = try await OpenAPIValidator.validate(files)
        for file in files {
            let verdict = try #require(verdicts[file], "the validator said nothing of \(file)")
            #expect(verdict == nil, "\(file): \(verdict ?? "")")
        }
    }
}
