import TestSupport
import Testing

@testable import NetLayerSpec

/// An untagged union's alternative that decodes every value of a kind, ahead
/// of alternatives that hold only values of that kind, which are then never
/// chosen (UnionSwallowingTests shows it with the runtime). Models start on
/// line 9 of `specYAML`; the union's first alternative is on line 11.
@Suite struct SwallowingAlternativeTests {
    private let module = "cart: { interfaces: { get: { method: GET, path: get, response: Outer } } }"

    private func messages(_ models: String) -> [String] {
        NetLayerSpecTests.messages(specYAML(modules: module, models: models))
    }

    @Test func aUnionThatIsNotFrozenAheadOfOthersIsAnError() {
        #expect(
            messages(
                """
                Outer:
                  oneOf:
                    reference: Reference
                    note: String
                Reference: { oneOf: { id: Int64, path: "[String]" } }
                """) == [
                    "spec.yaml:11:18: error: alternative 'reference' of 'Outer' is 'Reference', a union that is not "
                        + "frozen: it keeps every value its alternatives do not decode as 'unknown', so 'note' after "
                        + "it is never chosen: an untagged union keeps the first alternative that decodes a value; "
                        + "write 'frozen: true' on 'Reference', or move 'reference' last"
                ])
    }

    /// Last, it hides nothing: every value still decodes, those it does not
    /// know into its own `unknown` case, as a union that is not frozen does.
    @Test func lastOrFrozenItIsFine() {
        #expect(
            messages(
                """
                Outer:
                  oneOf:
                    note: String
                    reference: Reference
                Reference: { oneOf: { id: Int64, path: "[String]" } }
                """) == [])
        #expect(
            messages(
                """
                Outer:
                  oneOf:
                    reference: Reference
                    note: String
                Reference: { oneOf: { id: Int64, path: "[String]" }, frozen: true }
                """) == [])
    }

    /// An anyOf decodes every alternative, not the first that decodes.
    @Test func anAnyOfIsNotOrdered() {
        #expect(
            messages(
                """
                Outer:
                  anyOf:
                    reference: Reference
                    note: String
                Reference: { oneOf: { id: Int64, path: "[String]" } }
                """) == [])
    }

    /// An enum that is not frozen takes every string, so a `String` after it
    /// is never chosen; but the value is kept whole in its `unknown` case,
    /// and `netlayer import` writes this shape for OpenAPI's "one of these
    /// values, or any string": not refused.
    @Test func anEnumThatIsNotFrozenIsNotRefused() {
        #expect(
            messages(
                """
                Outer:
                  oneOf:
                    kind: Kind
                    text: String
                Kind: { enum: String, cases: [sale, new] }
                """) == [])
    }

    @Test func jsonAndAFrozenUnionHoldingOneHideTheRest() {
        #expect(
            messages("Outer: { oneOf: { raw: JSON, count: Int } }") == [
                "spec.yaml:9:26: error: alternative 'raw' of 'Outer' is 'JSON', which holds any value, so 'count' "
                    + "after it is never chosen: an untagged union keeps the first alternative that decodes a value; "
                    + "move 'raw' last"
            ])
        #expect(
            messages(
                """
                Outer:
                  oneOf:
                    wrapped: Wrapped
                    note: String
                Wrapped: { oneOf: { count: Int, reference: Reference }, frozen: true }
                Reference: { oneOf: { id: Int64, path: "[String]" } }
                """) == [
                    "spec.yaml:11:16: error: alternative 'wrapped' of 'Outer' is 'Wrapped', whose alternative "
                        + "'reference' is 'Reference', a union that is not frozen: it keeps every value its "
                        + "alternatives do not decode as 'unknown', so 'note' after it is never chosen: an untagged "
                        + "union keeps the first alternative that decodes a value; write 'frozen: true' on "
                        + "'Reference', or move 'wrapped' last"
                ])
    }

    /// A union that leads back to itself is read to a fixed depth, not forever.
    @Test func aRecursiveUnionEnds() {
        #expect(
            messages(
                """
                Outer:
                  oneOf:
                    nested: Nested
                    note: String
                Nested: { oneOf: { list: "[Nested]", again: Nested2 }, frozen: true }
                Nested2: { oneOf: { back: Nested, count: Int }, frozen: true }
                """) == [])
    }
}
