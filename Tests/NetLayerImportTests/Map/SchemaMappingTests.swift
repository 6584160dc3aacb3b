import NetLayerSpec
import TestSupport
import Testing

@testable import NetLayerImport

/// How schemas become types: nullability in every form, one schema one
/// type, alike inline models shared.
@Suite struct SchemaMappingTests {
    /// An OpenAPI 3.1 document whose one operation replies with `Item`, of the `properties` given.
    static func document(_ properties: String, schemas: String = "") -> String {
        """
        openapi: 3.1.0
        info: { title: Shop, version: "1" }
        servers: [{ url: "https://shop.example" }]
        paths:
          /item:
            get:
              operationId: item
              responses:
                "200": { description: ok, \
                  content: { application/json: { schema: { $ref: "#/components/schemas/Item" } } } }
        components:
          schemas:
            Item:
              type: object
              properties:
        \(properties)
            Tag: { type: object, required: [name], properties: { name: { type: string } } }
        \(schemas)
        """
    }

    @Test func nullIsOptionalInEveryFormWithoutAWarning() {
        let result = importDocument([
            "api.yaml": Self.document(
                """
                        a: { type: string, nullable: true }
                        b: { type: [integer, "null"] }
                        c: { anyOf: [{ type: string }, { type: "null" }], description: Pydantic's optional field. }
                        d: { oneOf: [{ $ref: "#/components/schemas/Tag" }, { type: "null" }] }
                        e: { allOf: [{ $ref: "#/components/schemas/Tag" }], nullable: true }
                        f: { $ref: "#/components/schemas/Tag", type: [object, "null"] }
                        g: { type: "null" }
                        h: { anyOf: [{ type: array, items: { type: string } }, { type: "null" }] }
                """)
        ])
        #expect(result.messages == [])
        #expect(
            result.spec.contains(
                """
                  Item:
                    a: String?
                    b: Int?
                    c: { type: String?, summary: Pydantic's optional field. }
                    d: Tag?
                    e: Tag?
                    f: Tag?
                    g: JSON?
                    h: "[String]?"
                  Tag:
                    name: String

                """), "\(result.spec)")
    }

    /// FastAPI writes a field without a default as required, and `T | None` as nullable.
    @Test func requiredAndNullableIsARequiredOptionalField() {
        let result = importDocument([
            "api.yaml": Self.document(
                """
                        note: { anyOf: [{ type: string }, { type: "null" }] }
                        id: { type: string }
                      required: [note, id]
                """)
        ])
        #expect(result.messages == [])
        #expect(
            result.spec.contains("  Item:\n    note: { type: String?, required: true }\n    id: String\n"),
            "\(result.spec)")
    }

    /// Kubernetes and kubebuilder describe a reference with `allOf: [{$ref}]`:
    /// every use is the referenced model, and the description the field's.
    @Test func anAllOfOfOneReferenceIsThatReference() {
        let result = importDocument([
            "api.yaml": Self.document(
                """
                        first:
                          allOf: [{ $ref: "#/components/schemas/Tag" }]
                          default: {}
                          description: The first tag.
                        others: { type: array, items: { allOf: [{ $ref: "#/components/schemas/Tag" }], default: {} } }
                """)
        ])
        #expect(result.messages == [])
        #expect(
            result.spec.contains(
                """
                  Item:
                    first: { type: Tag?, summary: The first tag. }
                    others: "[Tag]?"
                  Tag:
                    name: String

                """), "\(result.spec)")
        #expect(!result.spec.contains("ItemFirst"))
    }

    /// An allOf part without a type only annotates: Box's `sequence_id` is a
    /// string, not a struct without fields that no string decodes into.
    @Test func anAllOfPartWithoutATypeOnlyAnnotates() {
        let result = importDocument([
            "api.yaml": Self.document(
                """
                        sequence_id: { allOf: [{ type: string, nullable: true }, { nullable: false }] }
                        tag: { allOf: [{ $ref: "#/components/schemas/Tag" }, { description: The tag. }] }
                """)
        ])
        #expect(result.messages == [])
        #expect(
            result.spec.contains(
                """
                  Item:
                    sequence_id: String?
                    tag: { type: Tag?, summary: The tag. }
                """), "\(result.spec)")
    }

    /// Box's `SkillCard` and Stripe's `external_account` (a oneOf or anyOf of
    /// objects under a name) used twice were two models; it is one union.
    @Test func aNamedSchemaUsedTwiceIsOneModel() {
        let result = importDocument([
            "api.yaml": Self.document(
                """
                        card: { $ref: "#/components/schemas/Card" }
                        cards: { type: array, items: { $ref: "#/components/schemas/Card" } }
                        words: { $ref: "#/components/schemas/Words" }
                        moreWords: { $ref: "#/components/schemas/Words" }
                """,
                schemas: """
                        Card:
                          oneOf:
                            - { $ref: "#/components/schemas/Tag" }
                            - { type: object, properties: { size: { type: integer } } }
                        Words: { type: array, items: { type: object, properties: { text: { type: string } } } }
                    """)
        ])
        #expect(result.spec.contains("    card: Card?\n    cards: \"[Card]?\"\n"), "\(result.spec)")
        #expect(result.spec.contains("    words: \"[WordsItem]?\"\n    moreWords: \"[WordsItem]?\"\n"))
        #expect(!result.spec.contains("Card2") && !result.spec.contains("WordsItem2"))
        #expect(
            result.spec.contains("  Card:\n    oneOf:\n      tag: Tag\n      option2: CardOption2\n"), "\(result.spec)")
        #expect(result.messages == [])
    }

    /// Inline objects and enums written out at several places are one
    /// model named for what they share; one that repeats a named schema is
    /// that schema; two named schemas stay two however alike.
    @Test func aliKeInlineModelsAreOneAndNamedSchemasStayApart() {
        let result = importDocument([
            "api.yaml": Self.document(
                """
                        ownerLink: { type: object, properties: { href: { type: string } } }
                        editorLink: { type: object, properties: { href: { type: string } } }
                        sortOrder: { type: string, enum: [asc, desc] }
                        pageOrder: { type: string, enum: [desc, asc] }
                        label: { type: object, required: [name], properties: { name: { type: string } } }
                        twin: { $ref: "#/components/schemas/Twin" }
                        tag: { $ref: "#/components/schemas/Tag" }
                """,
                schemas: """
                        Twin: { type: object, required: [name], properties: { name: { type: string } } }
                    """)
        ])
        #expect(result.messages == [])
        #expect(
            result.spec.contains(
                """
                  Item:
                    ownerLink: ItemOwnerLink?
                    editorLink: ItemOwnerLink?
                    sortOrder: Order?
                    pageOrder: Order?
                    label: Twin?
                    twin: Twin?
                    tag: Tag?
                """), "\(result.spec)")
        #expect(result.spec.contains("  Twin:\n    name: String\n"))
        #expect(result.spec.contains("  Tag:\n    name: String\n"))
        #expect(!result.spec.contains("ItemEditorLink") && !result.spec.contains("ItemLabel"))
    }

    @Test func twoNamedEnumsOfTheSameValuesStayTwo() {
        let result = importDocument([
            "api.yaml": Self.document(
                """
                        size: { $ref: "#/components/schemas/Size" }
                        fit: { $ref: "#/components/schemas/Fit" }
                        other: { type: string, enum: [s, m] }
                """,
                schemas: """
                        Size: { type: string, enum: [s, m] }
                        Fit: { type: string, enum: [m, s] }
                    """)
        ])
        #expect(result.messages == [])
        #expect(result.spec.contains("    size: Size?\n    fit: Fit?\n    other: Size?\n"), "\(result.spec)")
        #expect(result.spec.contains("  Size: { enum: String, cases: [s, m] }\n  Fit: { enum: String, cases: [m, s] }"))
    }

    @Test func twoSchemasOfOneNameAreNumberedWithAWarningNamingBoth() {
        let result = importDocument([
            "api.yaml": Self.document(
                """
                        a: { $ref: "#/components/schemas/pet-status" }
                        b: { $ref: "#/components/schemas/PetStatus" }
                """,
                schemas: """
                        pet-status: { type: string, enum: [sold, kept] }
                        PetStatus: { type: object, properties: { since: { type: string } } }
                    """)
        ])
        #expect(result.spec.contains("    a: PetStatus?\n    b: PetStatus2?\n"), "\(result.spec)")
        #expect(
            result.messages == [
                "api.yaml:19:16: warning: schema '#/components/schemas/PetStatus' becomes model 'PetStatus2': "
                    + "'PetStatus' is schema '#/components/schemas/pet-status'"
            ])
    }

    @Test func theDuplicateCheckFindsAlikeModelsButNotTwoSchemas() throws {
        let parsed = try loadSpec(
            specYAML(
                modules: "shop: { interfaces: { a: { method: GET, path: a, response: A } } }",
                models: """
                    A: { b: B, c: C, d: D, e: E, f: F }
                    B: { name: String, size: { type: Int?, key: size_ } }
                    C: { size: { type: Int?, key: size_ }, name: String }
                    D: { enum: String, cases: [x, y] }
                    E: { enum: String, cases: [y, x] }
                    F: { name: String }
                    """))
        #expect(StructuralDuplicates.find(in: parsed, schemaNames: []) == [["B", "C"], ["D", "E"]])
        #expect(StructuralDuplicates.find(in: parsed, schemaNames: ["B", "C"]) == [["D", "E"]])
    }

    @Test func sharedNamesAreTheWordsEveryNameEndsIn() {
        #expect(
            SharedModels.sharedName(
                of: ["FileSharedLinkPermissions", "FolderFullSharedLinkPermissions"], enumeration: false,
                taken: []) == "SharedLinkPermissions")
        #expect(SharedModels.sharedName(of: ["FileCreatedBy", "FileOwnedBy"], enumeration: false, taken: []) == nil)
        #expect(SharedModels.sharedName(of: ["FindPetsStatus", "PetStatus"], enumeration: true, taken: []) == "Status")
        #expect(SharedModels.sharedName(of: ["FindPetsType", "PetType"], enumeration: true, taken: []) == nil)
        #expect(
            SharedModels.sharedName(of: ["FindPetsStatus", "PetStatus"], enumeration: true, taken: ["Status"]) == nil)
        #expect(SharedModels.camelWords("APIKey2Value") == ["API", "Key2", "Value"])
        #expect(["+1", "-1", "sold-out", ""].map(TypeMapper.caseName(of:)) == ["plus1", "minus1", "soldOut", "empty"])
    }
}

/// Enums: the document's case names and descriptions, and booleans.
@Suite struct EnumMappingTests {
    @Test func caseNamesAndDescriptionsComeFromTheDocument() async throws {
        let result = importDocument([
            "api.yaml": SchemaMappingTests.document(
                """
                        status: { $ref: "#/components/schemas/MessageStatus" }
                        deleted: { type: boolean, enum: [true], description: Always true for a deleted object. }
                        color: { type: string, enum: [r, g], x-enumNames: [Red, Green] }
                """,
                schemas: """
                        MessageStatus:
                          type: integer
                          enum: [0, 1, 2]
                          x-enum-varnames: [Success, Pending, Fail]
                          x-enum-descriptions: [The message was delivered., "", Every attempt failed.]
                    """)
        ])
        #expect(result.messages == [])
        #expect(
            result.spec.contains(
                """
                  Item:
                    status: MessageStatus?
                    deleted: { type: Bool?, summary: Always true for a deleted object. }
                    color: ItemColor?
                """), "\(result.spec)")
        #expect(
            result.spec.contains(
                """
                  MessageStatus:
                    enum: Int
                    cases:
                      success: { value: 0, summary: The message was delivered. }
                      pending: 1
                      fail: { value: 2, summary: Every attempt failed. }
                """), "\(result.spec)")
        #expect(result.spec.contains("  ItemColor: { enum: String, cases: { red: r, green: g } }"), "\(result.spec)")
        let generated = try await RealDocumentsTests.generate(try #require(result.files).map { ($0.path, $0.text) })
        let models = try #require(generated.first { $0.contents.contains("enum MessageStatus") }).contents
        #expect(
            models.contains(
                "    /// The message was delivered.\n    case success\n    case pending\n"
                    + "    /// Every attempt failed.\n    case fail\n"), "\(models)")
    }
}
