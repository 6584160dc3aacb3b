import TestSupport
import Testing

@testable import NetLayerSpec

/// `constraints` against the rest of the spec (ConstraintRules, and ExampleValues for examples): each rule
/// fits its type, and defaults, fixed values and examples keep the rules. In `specYAML`'s layout: the
/// interface `list`'s parameters from line 13, the models from line 14 when the module takes one line.
@Suite struct ConstraintChecksTests {
    /// The module `cart` with one GET interface `list` whose `params` are `parameters` (one a line).
    static func list(_ parameters: String, response: String? = nil) -> String {
        let params = parameters.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n")
        return """
            cart:
              interfaces:
                list:
                  method: GET
                  path: list
            \(response.map { "      response: \($0)\n" } ?? "")      params:
            \(params)
            """
    }

    @Test func aRuleOfAnotherKindThanTheParametersTypeIsAnError() {
        #expect(
            errors(
                specYAML(
                    modules: Self.list(
                        """
                        limit: { type: Int, constraints: { minLength: 1, maximum: 9 } }
                        since: { type: Date?, constraints: { minimum: 0 } }
                        tags: { type: "[String]", constraints: { maxLength: 5, items: { maxLength: 5, minItems: 1 } } }
                        flags: { type: "[String: Int]", constraints: { maxItems: 2 } }
                        on: { type: Bool, constraints: { pattern: "^t" } }
                        """))) == [
                    "spec.yaml:13:46: error: 'minLength' applies to a String, and parameter 'limit' is an Int",
                    "spec.yaml:14:48: error: 'minimum' applies to a number (Int, Int64 or Double), "
                        + "and parameter 'since' is a Date",
                    "spec.yaml:15:52: error: 'maxLength' applies to a String, and parameter 'tags' is an array, "
                        + "'[String]'; put it under 'items' to limit each item",
                    "spec.yaml:15:89: error: 'minItems' applies to an array, and each item of parameter 'tags' "
                        + "is a String",
                    "spec.yaml:16:58: error: 'maxItems' applies to an array, and parameter 'flags' is a dictionary, "
                        + "'[String: Int]'",
                    "spec.yaml:17:44: error: 'pattern' applies to a String, and parameter 'on' is a Bool",
                ])
    }

    /// An enum with Int raw values is a closed list of numbers: its cases say which, so no rule applies.
    @Test func aRuleOnAFieldOfAModelOrJSONTypeIsAnError() {
        #expect(
            errors(
                specYAML(
                    modules: "cart: { interfaces: { list: { method: GET, path: list, response: Pet } } }",
                    models: """
                        Pet:
                          size: { type: Size, constraints: { maximum: 3 } }
                          owner: { type: Owner?, constraints: { minItems: 1 } }
                          extra: { type: JSON, constraints: { items: { minimum: 1 } } }
                          scores: { type: "[[Int]]", constraints: { items: { minimum: 0 } } }
                        Size: { enum: Int, cases: { small: 1, large: 2 } }
                        Owner: { name: String }
                        """)) == [
                    "spec.yaml:10:40: error: 'maximum' applies to a number (Int, Int64 or Double), "
                        + "and field 'size' of 'Pet' is the enum 'Size'",
                    "spec.yaml:11:43: error: 'minItems' applies to an array, and field 'owner' of 'Pet' "
                        + "is the model 'Owner'",
                    "spec.yaml:12:41: error: 'items' applies to an array, and field 'extra' of 'Pet' is JSON",
                    "spec.yaml:13:56: error: 'minimum' applies to a number (Int, Int64 or Double), "
                        + "and each item of field 'scores' of 'Pet' is an array, '[Int]'; "
                        + "put it under 'items' to limit each item",
                ])
    }

    @Test func aDefaultOrAValueThatBreaksTheRulesIsAnError() {
        #expect(
            errors(
                specYAML(
                    modules: Self.list(
                        """
                        limit: { type: Int, default: 500, constraints: { minimum: 1, maximum: 100 } }
                        code: { type: String?, default: ab, constraints: { minLength: 3 } }
                        mode: { type: Int, value: 0, constraints: { exclusiveMinimum: 0 } }
                        price: { type: Double, default: 0.3, constraints: { multipleOf: 0.1 } }
                        after: { type: Int?, default: null, constraints: { minimum: 1 } }
                        """))) == [
                    "spec.yaml:13:40: error: the default of parameter 'limit' breaks its constraints: "
                        + "500 is greater than the maximum 100",
                    "spec.yaml:14:43: error: the default of parameter 'code' breaks its constraints: "
                        + "'ab' has 2 characters, fewer than the minimum length 3",
                    "spec.yaml:15:37: error: the value of parameter 'mode' breaks its constraints: "
                        + "0 is not greater than the exclusive minimum 0",
                ])
    }

    /// A field's value breaks its rules wherever an example holds it: the field's own example, the model's,
    /// an interface's; a rule that does not fit checks nothing, as it is reported once.
    @Test func anExampleThatBreaksTheRulesIsAnErrorAtTheValue() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            list:
                              method: GET
                              path: list
                              response: "[Item]"
                              example: [{ code: ABC, tags: [xx, xx], at: "2024-01-01T00:00:00Z" }]
                        """,
                    models: """
                        Item:
                          fields:
                            code: { type: String, constraints: { pattern: "^[A-Z]{2}$" }, example: ABCD }
                            tags: { type: "[String]", constraints: { uniqueItems: true, items: { minLength: 2 } } }
                            size: { type: Int?, constraints: { maximum: 9 } }
                            at: { type: Date, constraints: { minLength: 30 }, example: "2024-01-01T00:00:00Z" }
                          example: { code: AB, tags: [xx, y], size: 10, at: "2024-01-01T00:00:00Z" }
                        """)) == [
                    "spec.yaml:13:27: error: field 'code' of 'Item' breaks its constraints: "
                        + "'ABC' does not match the pattern '^[A-Z]{2}$'",
                    "spec.yaml:13:38: error: field 'tags' of 'Item' breaks its constraints: "
                        + "items 0 and 1 are equal, and items must be unique",
                    "spec.yaml:17:78: error: the example of field 'code' of 'Item' breaks its constraints: "
                        + "'ABCD' does not match the pattern '^[A-Z]{2}$'",
                    "spec.yaml:20:40: error: 'minLength' applies to a String, and field 'at' of 'Item' is a Date",
                    "spec.yaml:21:32: error: field 'tags' of 'Item' breaks its constraints: "
                        + "item 1: 'y' has 1 character, fewer than the minimum length 2",
                    "spec.yaml:21:47: error: field 'size' of 'Item' breaks its constraints: "
                        + "10 is greater than the maximum 9",
                ])
    }

    @Test func valuesThatKeepTheRulesAreNoError() {
        #expect(
            messages(
                specYAML(
                    modules: Self.list(
                        """
                        limit: { type: Int, default: 20, constraints: { minimum: 1, maximum: 100 } }
                        tags: { type: "[String]?", constraints: { maxItems: 3, items: { pattern: "^[a-z]+$" } } }
                        """, response: "Item"),
                    models: """
                        Item:
                          fields:
                            code: { type: String, constraints: { minLength: 2 }, example: AB }
                            scores: { type: "[Int?]", constraints: { items: { minimum: 0 } } }
                          example: { code: ABC, scores: [0, null, 7] }
                        """)) == [])
    }
}
