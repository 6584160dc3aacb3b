import Foundation
import TestSupport
import Testing

@testable import NetLayerSpec

/// `ConstraintCases` over the spec's JSON: an example or a made value is refused with the words a call refused
/// before sending shows, since both go through the one check of `ValueRules`.
@Suite struct SharedConstraintCasesTests {
    @Test(arguments: ConstraintCases.all.indices)
    func theSpecGivesTheSharedMessage(_ index: Int) {
        let check = ConstraintCases.all[index]
        let violation = check.rules.violation(of: Self.json(check.value))
        #expect(violation?.message == check.message)
        #expect(violation?.rule == check.rule)
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
