import Testing

@testable import NetLayerSpec

/// `netlayer diff` on `constraints` (docs/diff.md), in `SpecDiffTests`' layout: a rule that lets fewer values
/// through what shipped apps send breaks them; one that lets more through, or any rule of a reply's field,
/// does not.
@Suite struct SpecDiffConstraintTests {
    typealias Diff = SpecDiffTests

    /// The interface `list` with `parameters`, one a line, from line 13.
    static func list(_ parameters: String) -> String {
        Diff.shop(
            "list:\n  method: GET\n  path: list\n  params:\n"
                + parameters.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
    }

    @Test func aParameterRuleThatRefusesMoreIsBreakingAndOneThatRefusesLessCompatible() throws {
        let old = Self.list(
            """
            limit: { type: Int, constraints: { minimum: 1, maximum: 100, multipleOf: 2 } }
            code: { type: String, constraints: { maxLength: 8, pattern: "^a" } }
            tags: { type: "[String]", constraints: { items: { maxLength: 5 } } }
            """)
        let new = Self.list(
            """
            limit: { type: Int, constraints: { exclusiveMinimum: 1, maximum: 200, multipleOf: 4 } }
            code: { type: String, constraints: { maxLength: 9 } }
            tags: { type: "[String]", constraints: { uniqueItems: true, items: { maxLength: 4, minLength: 1 } } }
            """)
        let limit = "of parameter 'limit' of interface 'list'"
        let refuses = "; shipped apps may send values it refuses"
        try Diff.expect(
            old, new,
            [
                "compatible old.yaml:14:48 new.yaml:14:48: constraint 'maxLength: 8' of parameter 'code' "
                    + "of interface 'list' changed to 'maxLength: 9'",
                "compatible old.yaml:14:62 new.yaml:14:11: constraint 'pattern: ^a' removed from parameter 'code' "
                    + "of interface 'list'",
                "compatible old.yaml:13:58 new.yaml:13:67: constraint 'maximum: 100' \(limit) changed to "
                    + "'maximum: 200'",
                "breaking old.yaml:13:46 new.yaml:13:46: constraint 'minimum: 1' \(limit) changed to "
                    + "'exclusiveMinimum: 1'\(refuses)",
                "breaking old.yaml:13:72 new.yaml:13:81: constraint 'multipleOf: 2' \(limit) changed to "
                    + "'multipleOf: 4'\(refuses)",
                "breaking old.yaml:15:61 new.yaml:15:80: constraint 'items.maxLength: 5' of parameter 'tags' "
                    + "of interface 'list' changed to 'items.maxLength: 4'\(refuses)",
                "breaking old.yaml:15:11 new.yaml:15:94: constraint 'items.minLength: 1' added to parameter 'tags' "
                    + "of interface 'list'\(refuses)",
                "breaking old.yaml:15:11 new.yaml:15:52: constraint 'uniqueItems: true' added to parameter 'tags' "
                    + "of interface 'list'\(refuses)",
            ])
    }

    /// Every multiple of 0.1 is one of 0.05; a value always sent is the only one shipped apps send.
    @Test func aStepThatDividesTheOldOneOrARuleOnAFixedValueIsCompatible() throws {
        let old = Self.list(
            """
            price: { type: Double, constraints: { multipleOf: 0.1 } }
            mode: { type: Int, value: 2, constraints: { maximum: 9 } }
            """)
        let new = Self.list(
            """
            price: { type: Double, constraints: { multipleOf: 0.05 } }
            mode: { type: Int, value: 2, constraints: { maximum: 2 } }
            """)
        try Diff.expect(
            old, new,
            [
                "compatible old.yaml:14:55 new.yaml:14:55: constraint 'maximum: 9' of parameter 'mode' "
                    + "of interface 'list' changed to 'maximum: 2'",
                "compatible old.yaml:13:49 new.yaml:13:49: constraint 'multipleOf: 0.1' of parameter 'price' "
                    + "of interface 'list' changed to 'multipleOf: 0.05'",
            ])
    }

    /// A request model's rules bind what shipped apps send; a reply model's bind nothing they do.
    @Test func aFieldRuleIsJudgedByTheModelsUse() throws {
        let interfaces = Diff.request + "\nget: { method: GET, path: get, response: Out }"
        let old = Diff.shop(
            interfaces,
            models: """
                Item: { a: { type: Int, constraints: { maximum: 10 } } }
                Out: { a: { type: Int, constraints: { maximum: 10 } } }
                """)
        let new = Diff.shop(
            interfaces,
            models: """
                Item: { a: { type: Int, constraints: { maximum: 5 } } }
                Out: { a: { type: Int, constraints: { maximum: 5 } } }
                """)
        let changes = try Diff.changes(old, new)
        #expect(
            changes == [
                "breaking old.yaml:12:42 new.yaml:12:42: constraint 'maximum: 10' of field 'a' of model 'Item' "
                    + "changed to 'maximum: 5'; shipped apps may send values it refuses",
                "compatible old.yaml:13:41 new.yaml:13:41: constraint 'maximum: 10' of field 'a' of model 'Out' "
                    + "changed to 'maximum: 5'",
            ])
    }
}
