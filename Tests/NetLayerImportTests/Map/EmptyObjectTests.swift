import Foundation
import NetLayerSpec
import TestSupport
import Testing

@testable import NetLayerImport

/// Objects the document says have no fields (`properties: {}`, Stripe's
/// `payment_method_affirm`) are empty structs; free-form ones stay `JSON`.
@Suite struct EmptyObjectTests {
    static let document = SchemaMappingTests.document(
        """
                affirm: { $ref: "#/components/schemas/payment_method_affirm" }
                blik: { $ref: "#/components/schemas/payment_method_blik" }
                klarna: { type: object, properties: {} }
                zip: { type: object, properties: {}, additionalProperties: false }
                sameAsAffirm: { type: object, properties: {}, description: Affirm details. }
                free: { type: object }
                anything: {}
                open: { type: object, properties: {}, additionalProperties: true }
                openToo: { type: object, properties: {}, additionalProperties: {} }
                card: { anyOf: [{ type: string }, { type: object, properties: {} }] }
        """,
        schemas: """
                payment_method_affirm: { type: object, properties: {}, description: Affirm details. }
                payment_method_blik: { type: object, properties: {} }
            """)

    @Test func aNamedEmptySchemaIsItsOwnModelAndInlineOnesShareEmptyObject() {
        let result = importDocument(["api.yaml": Self.document])
        #expect(result.messages == [])
        #expect(
            result.spec.contains(
                """
                  Item:
                    affirm: PaymentMethodAffirm?
                    blik: PaymentMethodBlik?
                    klarna: EmptyObject?
                    zip: EmptyObject?
                    sameAsAffirm: { type: EmptyObject?, summary: Affirm details. }
                    free: JSON?
                    anything: JSON?
                    open: JSON?
                    openToo: JSON?
                    card: ItemCard?
                """), "\(result.spec)")
        #expect(result.spec.contains("  PaymentMethodAffirm:\n    summary: Affirm details.\n    fields: {}\n"))
        #expect(result.spec.contains("  PaymentMethodBlik: {}\n"), "\(result.spec)")
        #expect(
            result.spec.contains(
                "  EmptyObject:\n    summary: An object the document gives no fields.\n    fields: {}\n"))
        #expect(result.spec.contains("  ItemCard:\n    oneOf:\n      string: String\n      emptyObject: EmptyObject\n"))
        #expect(!result.spec.contains("EmptyObject2"))
    }

    @Test func aDocumentSchemaCalledEmptyObjectKeepsItsName() {
        let result = importDocument([
            "api.yaml": SchemaMappingTests.document(
                """
                        mine: { $ref: "#/components/schemas/EmptyObject" }
                        inline: { type: object, properties: {} }
                """,
                schemas: """
                        EmptyObject: { type: object, properties: { size: { type: integer } } }
                    """)
        ])
        #expect(result.messages == [])
        #expect(result.spec.contains("    mine: EmptyObject?\n    inline: EmptyObject2?\n"), "\(result.spec)")
        #expect(result.spec.contains("  EmptyObject:\n    size: Int?\n"))
    }

    @Test func structsWithoutFieldsAreNotDuplicatesOfOneAnother() throws {
        let parsed = try loadSpec(
            specYAML(
                modules: "shop: { interfaces: { a: { method: GET, path: a, response: A } } }",
                models: "A: { b: B, c: C }\nB: {}\nC: {}"))
        #expect(StructuralDuplicates.find(in: parsed, schemaNames: []) == [])
    }

    static let driver = #"""
        import Foundation
        import NetLayer

        @main struct Driver {
            static func main() throws {
                let item = try ResponseDecoder().decode(
                    Item.self, from: Data(#"{"affirm":{"new":1},"klarna":{},"card":{"x":[1]},"free":{"a":true}}"#.utf8))
                print(
                    item.affirm == PaymentMethodAffirm(), item.klarna == EmptyObject(),
                    item.card == .emptyObject(EmptyObject()))
                let text = try ResponseDecoder().decode(ItemCard.self, from: Data(#""card_1""#.utf8))
                print(text == .string("card_1"))
                do {
                    _ = try ResponseDecoder().decode(EmptyObject.self, from: Data("12".utf8))
                    print("decoded a number")
                } catch {
                    print("not an object")
                }
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                let encoded = try encoder.encode(Item(affirm: PaymentMethodAffirm(), card: .emptyObject(EmptyObject())))
                print(String(decoding: encoded, as: UTF8.self))
            }
        }
        """#

    @Test func anEmptyStructDecodesAnyObjectAndEncodesAnEmptyOne() async throws {
        let result = importDocument(["api.yaml": Self.document])
        let output = try await runGenerated(try #require(result.files), driver: Self.driver)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(
            output.standardOutput.split(separator: "\n") == [
                "true true true",
                "true",
                "not an object",
                #"{"affirm":{},"card":{}}"#,
            ], "\(output.standardOutput)")
    }
}
