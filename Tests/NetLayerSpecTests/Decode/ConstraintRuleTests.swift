import Foundation
import TestSupport
import Testing

@testable import NetLayerSpec

/// A field's and a parameter's `constraints`: how they read and what is refused in the mapping itself
/// (Checks/ConstraintChecksTests: whether they fit the type, and defaults and examples against them).
@Suite struct ConstraintRuleTests {
    @Test func everyRuleIsReadWithItsExactValue() throws {
        let result = load(
            specYAML(
                modules: """
                    cart:
                      interfaces:
                        list:
                          method: GET
                          path: list
                          params:
                            limit: { type: Int, constraints: { minimum: 1, exclusiveMaximum: 9223372036854775807 } }
                            code: { type: String, constraints: { minLength: 2, maxLength: 8, pattern: "^[A-Z]+$" } }
                            step: { type: Double, constraints: { multipleOf: 0.01 } }
                            tags:
                              type: "[String]"
                              constraints: { minItems: 1, maxItems: 3, uniqueItems: true, items: { maxLength: 5 } }
                    """))
        #expect(messages(result).isEmpty)
        let parameters = try #require(result.spec?.modules.first?.interfaces.first?.parameters)
        let limit = try #require(parameters.first { $0.name == "limit" }?.constraints)
        #expect(limit.lowerBound == .init(1))
        // Exact: a Double would round 2^63 − 1 to 2^63.
        #expect(limit.upperBound == .init(Decimal(Int64.max), exclusive: true))
        #expect(limit.rules == [.minimum, .exclusiveMaximum])
        let code = try #require(parameters.first { $0.name == "code" }?.constraints)
        #expect(code.minLength == 2 && code.maxLength == 8 && code.pattern == "^[A-Z]+$")
        let step = try #require(parameters.first { $0.name == "step" }?.constraints)
        #expect(step.multipleOf == Decimal(string: "0.01"))
        let tags = try #require(parameters.first { $0.name == "tags" }?.constraints)
        #expect(tags.rules == [.minItems, .maxItems, .uniqueItems, .items])
        #expect(tags.items?.maxLength == 5)
    }

    @Test func aFieldKeepsItsConstraints() throws {
        let result = load(
            specYAML(models: "Pet: { name: { type: String, constraints: { minLength: 1 } }, age: Int }"))
        #expect(messages(result) == ["spec.yaml:9:3: warning: model 'Pet' is not used by any interface"])
        guard case .structure(let fields) = try #require(result.spec?.models.first).kind else {
            Issue.record("Pet is not a struct")
            return
        }
        #expect(fields.first { $0.name == "name" }?.constraints?.minLength == 1)
        #expect(fields.first { $0.name == "age" }?.constraints == nil)
    }

    @Test func constraintsTwoSpecsWriteAlikeAreEqualWhereverTheyAreWritten() {
        let here = Constraints(
            minLength: 1, locations: .init(mapping: SourceLocation(file: "a.yaml", line: 1, column: 1)))
        let there = Constraints(
            minLength: 1, locations: .init(mapping: SourceLocation(file: "b.yaml", line: 9, column: 3)))
        #expect(here == there)
        #expect(here != Constraints(minLength: 2))
    }

    @Test func badConstraintsAreReportedWhereTheyAreWritten() {
        #expect(
            errors(
                specYAML(
                    models: """
                        Pet:
                          a: { type: Int, constraints: { minimum: low, maximum: 3, exclusiveMaximum: 4 } }
                          b: { type: String, constraints: { minLength: -1, maxLength: 2.5, pattern: "[a-" } }
                          c: { type: Int, constraints: { multipleOf: 0, minimum: 5, maximum: 4 } }
                          d: { type: "[Int]", constraints: { minItems: 3, maxItems: 2, uniqueItems: yes, sorted: 1 } }
                          e: { type: Int, constraints: { minimum: 2, exclusiveMaximum: 2 } }
                          f: { type: Int, constraints: 3 }
                        """)) == [
                    "spec.yaml:10:45: error: 'minimum' must be a number, found 'low'",
                    "spec.yaml:10:62: error: 'maximum' and 'exclusiveMaximum' in field 'a': keep one",
                    "spec.yaml:11:50: error: 'minLength' must be a whole number, 0 or more, found '-1'",
                    "spec.yaml:11:65: error: 'maxLength' must be a whole number, 0 or more, found '2.5'",
                    "spec.yaml:11:79: error: 'pattern' is not a regular expression: '[a-'",
                    "spec.yaml:12:48: error: 'multipleOf' must be greater than 0, found '0'",
                    "spec.yaml:12:51: error: field 'c' allows no number: 'minimum' 5 is not below 'maximum' 4",
                    "spec.yaml:13:40: error: field 'd' allows nothing: 'minItems' 3 is greater than 'maxItems' 2",
                    "spec.yaml:13:79: error: 'uniqueItems' must be true or false, found 'yes'",
                    "spec.yaml:13:84: error: unknown key 'sorted' in the constraints of field 'd'",
                    "spec.yaml:14:36: error: field 'e' allows no number: 'minimum' 2 is not below 'exclusiveMaximum' 2",
                    "spec.yaml:15:34: error: the constraints of field 'f' must be a mapping, found a scalar",
                ])
    }
}
