import Foundation
import TestSupport
import Testing

@testable import NetLayerSpec

/// `ConstraintCases`, the table the runtime's `ValueRules` runs too: the spec's messages are the ones a call
/// refused before sending shows, word for word.
@Suite struct SharedConstraintCasesTests {
    @Test(arguments: ConstraintCases.all.indices)
    func theSpecGivesTheSharedMessage(_ index: Int) {
        let check = ConstraintCases.all[index]
        let violation = Self.constraints(check.rules).violation(of: Self.json(check.value))
        #expect(violation?.message == check.message)
        #expect(violation?.rule.rawValue == check.rule)
    }

    /// The spec's constraints for a case's rules.
    static func constraints(_ rules: ConstraintCases.Rules) -> Constraints {
        Constraints(
            minimum: rules.minimum.map { .init($0) } ?? rules.exclusiveMinimum.map { .init($0, exclusive: true) },
            maximum: rules.maximum.map { .init($0) } ?? rules.exclusiveMaximum.map { .init($0, exclusive: true) },
            multipleOf: rules.multipleOf, minLength: rules.minLength, maxLength: rules.maxLength,
            pattern: rules.pattern, minItems: rules.minItems, maxItems: rules.maxItems,
            uniqueItems: rules.uniqueItems, items: rules.items.map(constraints))
    }

    /// A case's value as the spec's JSON.
    static func json(_ value: ConstraintCases.Value) -> OrderedJSON {
        switch value {
        case .int(let number): .int(Int64(number))
        case .double(let number): .double(number)
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .array(let elements): .array(elements.map(json))
        case .null: .null
        }
    }
}
