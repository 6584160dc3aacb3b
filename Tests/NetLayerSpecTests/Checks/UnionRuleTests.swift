import TestSupport
import Testing

@testable import NetLayerSpec

/// Unions (`oneOf`, `anyOf`): how they decode and what the checks refuse.
/// Models start on line 9 of `specYAML`.
@Suite struct UnionRuleTests {
    private let module = "cart: { interfaces: { get: { method: GET, path: get, response: Ref } } }"

    @Test func aUnionDecodesItsAlternativesTagsAndFlags() throws {
        let result = load(
            specYAML(
                modules: module,
                models: """
                    Ref:
                      summary: The customer, or its id.
                      oneOf:
                        id: String
                        message: Message
                    Message:
                      oneOf:
                        user: { type: User, tag: human }
                        bot: Bot
                      discriminator: role
                      frozen: true
                    User: { role: String, text: String }
                    Bot: { text: String }
                    """))
        #expect(messages(result) == [])
        let models = Dictionary(uniqueKeysWithValues: (result.spec?.models ?? []).map { ($0.name, $0) })
        guard case .union(let ref)? = models["Ref"]?.kind, case .union(let message)? = models["Message"]?.kind else {
            Issue.record("not unions: \(models.keys)")
            return
        }
        #expect(ref.combination == .oneOf && ref.discriminator == nil && !ref.frozen)
        #expect(ref.cases.map(\.name) == ["id", "message"])
        #expect(ref.cases.map(\.type.value) == [.builtin(.String), .model("Message")])
        #expect(message.discriminator?.value == "role" && message.frozen)
        #expect(message.cases.map(\.tag) == ["human", "Bot"])
    }

    @Test func theChecksRefuseAlternativesThatCannotDecodeOneWayOnly() {
        #expect(
            errors(
                specYAML(
                    modules: module,
                    models: """
                        Ref:
                          oneOf:
                            id: String?
                            code: String
                            name: String
                            ref: Ref
                        Message:
                          oneOf:
                            text: String
                            user: { type: User, tag: u }
                            admin: { type: User, tag: u }
                            kind: Kind
                          discriminator: role
                        User: { role: Int }
                        Kind: { enum: String, cases: [a] }
                        Filter:
                          anyOf: { a: User }
                          frozen: true
                        """)) == [
                    "spec.yaml:11:11: error: alternative 'id' of 'Ref' is optional; "
                        + "write 'String' and make the union optional where it is used",
                    "spec.yaml:13:13: error: alternatives 'code' and 'name' of 'Ref' are both 'String': "
                        + "without a discriminator the second is never chosen",
                    "spec.yaml:14:12: error: alternative 'ref' of 'Ref' is the union itself",
                    "spec.yaml:17:13: error: alternative 'text' of 'Message' is 'String', "
                        + "but with a discriminator every alternative is a struct model that carries 'role'",
                    "spec.yaml:19:7: error: duplicate tag 'u'",
                    "spec.yaml:18:7: note: 'u' is first defined here",
                    "spec.yaml:20:13: error: alternative 'kind' of 'Message' is 'Kind', which is not a struct; "
                        + "with a discriminator every alternative is a struct model that carries 'role'",
                    "spec.yaml:22:17: error: field 'role' of 'User' is the discriminator of 'Message', "
                        + "so it holds the tag: make it 'String' or a String enum, not 'Int'",
                    "spec.yaml:26:13: error: 'frozen' is for oneOf: an anyOf has no case for unknown values",
                ])
    }

    @Test func aUnionNeedsAlternativesAndKnownTypes() {
        #expect(
            errors(
                specYAML(
                    modules: module,
                    models: """
                        Ref: { oneOf: {} }
                        Other: { oneOf: { a: Strng }, anyOf: { b: Int } }
                        """)) == [
                    "spec.yaml:9:17: error: union 'Ref' needs at least one alternative",
                    "spec.yaml:10:3: error: union 'Other' has both 'oneOf' and 'anyOf'; a union is one or the other",
                ])
    }

    @Test func aUnionThatLeadsBackToItselfHasIndirectCases() throws {
        let result = load(
            specYAML(
                modules: "t: { interfaces: { get: { method: GET, path: get, response: Node } } }",
                models: """
                    Node:
                      oneOf:
                        leaf: Int
                        pair: Pair
                    Pair: { left: Node, right: Node? }
                    """))
        #expect(messages(result) == [])
        let graph = try #require(result.spec.map(ModelGraph.init))
        #expect(graph.indirectFields.contains(.init(model: "Node", field: "pair")))
        #expect(!graph.indirectFields.contains(.init(model: "Node", field: "leaf")))
        #expect(graph.isUsed("Pair"))
    }

    @Test func anExampleOfAUnionReadsAsOneOfItsAlternatives() {
        #expect(
            errors(
                specYAML(
                    modules: module,
                    models: """
                        Ref:
                          oneOf: { id: String, user: User }
                          example: { name: Ada }
                        User: { name: String }
                        Message:
                          oneOf: { user: { type: User, tag: u } }
                          discriminator: role
                          example: { role: x, name: Ada }
                        """)) == [
                    // `{ name: Ada }` reads as a User; `x` is no tag of Message.
                    "spec.yaml:16:14: error: the example of 'Message' must have 'role' set to a tag of 'Message' "
                        + "('u'), found 'x'; did you mean 'u'?"
                ])
    }
}
