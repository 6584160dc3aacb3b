import Testing

@testable import NetLayerImport

/// A schema's validation keywords become the `constraints` of the field or parameter that uses it, exact, in
/// the documentation's order; what the spec cannot keep is counted in one warning, and rules that would make the
/// spec fail to load are left out with a warning that names the schema.
@Suite struct ConstraintImportTests {
    /// An operation `GET /items` with `parameters`, replying with `Item` of `properties`.
    private func document(
        parameters: String = "[]", properties: String, components: String = "", version: String = "3.0.3"
    ) -> String {
        """
        openapi: \(version)
        info: { title: Shop, version: "1" }
        servers: [{ url: "https://shop.example/api" }]
        paths:
          /items:
            get:
              operationId: list
              parameters: \(parameters)
              responses: { "200": \(jsonReply("{ $ref: '#/components/schemas/Item' }")) }
        components:
          schemas:
            Item:
              type: object
              properties:
        \(properties)
        \(components)
        """
    }

    private func imported(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ImportResult {
        let result = importDocument(["api.yaml": text])
        #expect(result.files != nil, "\(result.messages)", sourceLocation: sourceLocation)
        return result
    }

    @Test func everyKeywordIsKeptInTheDocumentationsOrder() {
        let result = imported(
            document(
                parameters: "[{ name: limit, in: query, required: true, schema: "
                    + "{ type: integer, maximum: 100, minimum: 1, default: 20 } }]",
                properties: """
                            count: { type: integer, multipleOf: 5, maximum: 100, minimum: 1 }
                            code: { type: string, pattern: "^[A-Z]+$", maxLength: 8, minLength: 2 }
                            tags:
                              type: array
                              uniqueItems: true
                              maxItems: 10
                              minItems: 1
                              items: { type: string, maxLength: 20 }
                    """))
        #expect(result.messages.isEmpty, "\(result.messages)")
        let spec = result.spec
        #expect(
            spec.contains("limit: { type: Int, default: 20, constraints: { minimum: 1, maximum: 100 } }"), "\(spec)")
        #expect(spec.contains("count: { type: Int?, constraints: { minimum: 1, maximum: 100, multipleOf: 5 } }"))
        #expect(
            spec.contains(#"code: { type: String?, constraints: { minLength: 2, maxLength: 8, pattern: "^[A-Z]+$" } }"#)
        )
        #expect(
            spec.contains(
                "constraints: { minItems: 1, maxItems: 10, uniqueItems: true, items: { maxLength: 20 } }"), "\(spec)")
    }

    /// OpenAPI 3.0 and Swagger 2.0 write `exclusiveMinimum: true` beside `minimum`; the spec writes 2020-12's
    /// number, as OpenAPI 3.1 does.
    @Test func aBooleanExclusiveLimitBecomesANumber() {
        let properties =
            "          ratio: { type: number, minimum: 0, exclusiveMinimum: true, maximum: 1, "
            + "exclusiveMaximum: true }"
        #expect(
            imported(document(properties: properties)).spec.contains(
                "ratio: { type: Double?, constraints: { exclusiveMinimum: 0, exclusiveMaximum: 1 } }"))
        let modern = "          ratio: { type: number, exclusiveMinimum: 0, minimum: -1, exclusiveMaximum: 1 }"
        #expect(
            imported(document(properties: modern, version: "3.1.0")).spec.contains(
                "ratio: { type: Double?, constraints: { exclusiveMinimum: 0, exclusiveMaximum: 1 } }"))
        let swagger = """
            swagger: "2.0"
            info: { title: Shop, version: "1" }
            host: shop.example
            paths:
              /items:
                get:
                  operationId: list
                  parameters:
                    - { name: page, in: query, required: true, type: integer, minimum: 0, exclusiveMinimum: true }
                  responses: { "200": { description: ok } }
            """
        let result = imported(swagger)
        #expect(result.spec.contains("page: { type: Int, constraints: { exclusiveMinimum: 0 } }"), "\(result.spec)")
    }

    /// `format: int32` stays `Int`, with its range, the tighter of it and the document's limits; `int64` adds
    /// nothing.
    @Test func int32AddsItsRange() {
        let spec = imported(
            document(
                properties: """
                            small: { type: integer, format: int32 }
                            positive: { type: integer, format: int32, minimum: 0, maximum: 9999999999 }
                            large: { type: integer, format: int64 }
                    """)
        ).spec
        #expect(spec.contains("small: { type: Int?, constraints: { minimum: -2147483648, maximum: 2147483647 } }"))
        #expect(spec.contains("positive: { type: Int?, constraints: { minimum: 0, maximum: 2147483647 } }"))
        #expect(spec.contains("large: Int64?"), "\(spec)")
    }

    /// A named scalar or array schema is written in place: its rules are the field's and the parameter's.
    @Test func aReferencedSchemasRulesAreKept() {
        let result = imported(
            document(
                parameters:
                    "[{ name: code, in: query, required: true, schema: { $ref: '#/components/schemas/Code' } }]",
                properties: """
                            code: { $ref: '#/components/schemas/Code' }
                            codes: { type: array, maxItems: 3, items: { $ref: '#/components/schemas/Code' } }
                            described: { allOf: [{ $ref: '#/components/schemas/Code' }], description: A code. }
                    """,
                components: """
                        Code: { type: string, pattern: "^[a-z]+$", maxLength: 5 }
                    """))
        let spec = result.spec
        #expect(
            spec.contains(#"code: { type: String, constraints: { maxLength: 5, pattern: "^[a-z]+$" } }"#), "\(spec)")
        #expect(spec.contains(#"code: { type: String?, constraints: { maxLength: 5, pattern: "^[a-z]+$" } }"#))
        #expect(spec.contains(#"constraints: { maxItems: 3, items: { maxLength: 5, pattern: "^[a-z]+$" } }"#))
        #expect(
            spec.contains(
                #"described: { type: String?, constraints: { maxLength: 5, pattern: "^[a-z]+$" }, summary: A code. }"#),
            "\(spec)")
    }

    /// Every part of an `allOf` holds: a later part's rules for a property, and an untyped part's rules beside
    /// a reference, narrow the field's.
    @Test func allOfPartsNarrowTheRules() {
        let result = imported(
            document(
                properties: """
                            short: { allOf: [{ $ref: '#/components/schemas/Code' }, { maxLength: 3 }] }
                            named: { $ref: '#/components/schemas/Named' }
                    """,
                components: """
                        Code: { type: string, pattern: "^[a-z]+$", maxLength: 5 }
                        Named:
                          allOf:
                            - { type: object, properties: { name: { type: string, maxLength: 10 } } }
                            - { type: object, properties: { name: { type: string, minLength: 1, maxLength: 8 } } }
                    """))
        #expect(result.messages.isEmpty, "\(result.messages)")
        #expect(
            result.spec.contains(#"short: { type: String?, constraints: { maxLength: 3, pattern: "^[a-z]+$" } }"#),
            "\(result.spec)")
        #expect(result.spec.contains("name: { type: String?, constraints: { minLength: 1, maxLength: 8 } }"))
    }

    /// Numbers are decimals as written: no binary fraction, no exponent, every digit of a large integer.
    @Test func numbersAreWrittenExactly() {
        let spec = imported(
            document(
                properties: """
                            price: { type: number, multipleOf: 0.01, minimum: -0.5 }
                            id: { type: integer, maximum: 9007199254740993 }
                            big: { type: number, maximum: 1e20 }
                    """)
        ).spec
        #expect(spec.contains("price: { type: Double?, constraints: { minimum: -0.5, multipleOf: 0.01 } }"), "\(spec)")
        #expect(spec.contains("id: { type: Int?, constraints: { maximum: 9007199254740993 } }"))
        #expect(spec.contains("big: { type: Double?, constraints: { maximum: 100000000000000000000 } }"))
    }

    /// A rule the type does not keep (a date's `maxLength`, a number's on a string), and keywords the spec
    /// has no rule for, are counted in one warning for the document.
    @Test func rulesThatDoNotFitAreCountedInOneWarning() {
        let result = imported(
            document(
                properties: """
                            at: { type: string, format: date-time, maxLength: 30 }
                            until: { type: string, format: date-time, maxLength: 30 }
                            name: { type: string, minimum: 3 }
                            extra: { type: object, maxProperties: 2, additionalProperties: { type: string } }
                    """))
        #expect(result.spec.contains("at: Date?") && result.spec.contains("name: String?"), "\(result.spec)")
        #expect(
            result.messages == [
                "api.yaml:1:1: warning: 1 string's 'minimum', 2 'format: date-time' strings' 'maxLength' and "
                    + "1 schema's 'maxProperties' are not kept: the spec has no place for them"
            ])
    }

    /// A schema the importer already warns becomes JSON keeps no rule, and its rules are not counted again.
    @Test func aSchemaThatBecomesJSONIsWarnedOfOnce() {
        let result = imported(
            document(
                properties: "          either: { type: [string, integer], maxLength: 5, minimum: 1 }", version: "3.1.0")
        )
        #expect(result.spec.contains("either: JSON"), "\(result.spec)")
        #expect(result.messages.count == 1 && result.messages[0].contains("becomes JSON"), "\(result.messages)")
    }

    /// Rules that together allow nothing, or that the spec cannot read, or that the default breaks, would make
    /// the spec fail to load: each is left out with a warning that names the schema.
    @Test func rulesThatWouldNotLoadAreLeftOutWithAWarning() {
        let result = imported(
            document(
                parameters: "[{ name: page, in: query, required: true, schema: { type: integer, minimum: 1, "
                    + "default: 0 } }]",
                properties: """
                            range: { type: integer, minimum: 5, maximum: 4 }
                            wide: { type: integer, format: int32, minimum: 3000000000 }
                            word: { type: string, pattern: "(?<=a+)b" }
                            count: { type: integer, minimum: low }
                    """))
        #expect(result.spec.contains("range: Int?") && result.spec.contains("word: String?"), "\(result.spec)")
        #expect(result.spec.contains("page: { type: Int, default: 0 }"), "\(result.spec)")
        #expect(
            result.messages == [
                "api.yaml:8:69: warning: the schema at #/paths/~1items/get/parameters/0/schema: its default breaks "
                    + "'minimum' (0 is less than the minimum 1); the rule is left out",
                "api.yaml:15:16: warning: the schema at #/components/schemas/Item/properties/range: 'minimum' 5 is "
                    + "not below 'maximum' 4, which allows no number; both are left out",
                "api.yaml:16:15: warning: the schema at #/components/schemas/Item/properties/wide: 'minimum' "
                    + "3000000000 is not below 'format: int32' 2147483647, which allows no number; both are left out",
                "api.yaml:17:40: warning: 'pattern' of the schema at #/components/schemas/Item/properties/word is "
                    + "left out: NSRegularExpression cannot compile '(?<=a+)b'",
                "api.yaml:18:42: warning: 'minimum' of the schema at #/components/schemas/Item/properties/count is "
                    + "left out: 'low' is not a number",
            ])
    }
}
