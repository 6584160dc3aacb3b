import Foundation
import Testing

@testable import NetLayerSpec

/// `Constraints.violation(of:)`: the one check of a value against its rules, which the spec's checks and the
/// mock share. The rules' meanings are JSON Schema's (draft 2020-12, "Validation" §6).
@Suite struct ConstraintsTests {
    @Test func numbersAreCheckedAgainstInclusiveAndExclusiveLimits() {
        // §6.2.4 and §6.2.5: "less than or equal to", "less than".
        let inclusive = Constraints(minimum: .init(1), maximum: .init(100))
        #expect(inclusive.allows(.int(1)) && inclusive.allows(.int(100)))
        #expect(inclusive.violation(of: .int(0))?.message == "0 is less than the minimum 1")
        #expect(inclusive.violation(of: .int(101))?.message == "101 is greater than the maximum 100")
        #expect(inclusive.violation(of: .double(100.5))?.rule == .maximum)
        let exclusive = Constraints(minimum: .init(0, exclusive: true), maximum: .init(1, exclusive: true))
        #expect(exclusive.allows(.double(0.5)))
        #expect(exclusive.violation(of: .int(0))?.message == "0 is not greater than the exclusive minimum 0")
        #expect(exclusive.violation(of: .int(1))?.rule == .exclusiveMaximum)
    }

    @Test func aNumberBeyondEveryLimitIsRefusedAndNotWrapped() {
        let int64 = Constraints(minimum: .init(Decimal(Int64.min)), maximum: .init(Decimal(Int64.max)))
        #expect(int64.allows(.int(.max)))
        #expect(int64.violation(of: .double(1e20))?.rule == .maximum)
        #expect(int64.violation(of: .double(-1e300))?.rule == .minimum)
    }

    @Test func multiplesAreCheckedInDecimalNotInBinaryFractions() {
        // §6.2.1: "divided by the value of this keyword results in an integer". 0.3 / 0.1 is 2.9999999999999996
        // in binary floating point.
        let cents = Constraints(multipleOf: Decimal(string: "0.1"))
        #expect(cents.allows(.double(0.3)))
        #expect(cents.allows(.int(7)))
        #expect(cents.violation(of: .double(0.35))?.message == "0.35 is not a multiple of 0.1")
    }

    @Test func stringsCountUnicodeScalarsAndMatchPatternsAnywhere() {
        // §6.3.1: the length of a string is "the number of its characters as defined by RFC 8259", code points.
        let short = Constraints(minLength: 2, maxLength: 3)
        #expect(short.allows(.string("é")) == false)
        #expect(short.allows(.string("ab")))
        #expect(
            short.violation(of: .string("abcd"))?.message == "'abcd' has 4 characters, more than the maximum length 3")
        // §6.3.3: a pattern is not implicitly anchored.
        let digits = Constraints(pattern: "[0-9]+")
        #expect(digits.allows(.string("id-42")))
        #expect(digits.violation(of: .string("none"))?.message == "'none' does not match the pattern '[0-9]+'")
    }

    @Test func arraysCountTheirItemsCompareThemAndCheckEachOne() {
        let tags = Constraints(minItems: 1, maxItems: 3, uniqueItems: true, items: Constraints(maxLength: 2))
        #expect(tags.allows(.array([.string("a"), .string("b")])))
        #expect(tags.violation(of: .array([]))?.message == "0 items, fewer than the minimum 1")
        #expect(tags.violation(of: .array(Array(repeating: .string("a"), count: 4)))?.rule == .maxItems)
        #expect(
            tags.violation(of: .array([.string("a"), .string("b"), .string("a")]))?.message
                == "items 0 and 2 are equal, and items must be unique")
        #expect(
            tags.violation(of: .array([.string("a"), .string("abc")]))?.message
                == "item 1: 'abc' has 3 characters, more than the maximum length 2")
    }

    @Test func aRuleOfAnotherKindOfValueAndNullAreNotChecked() {
        // §7.6.1-style applicability: a string rule says nothing of a number.
        let rules = Constraints(minimum: .init(5), minLength: 3, minItems: 2)
        #expect(rules.allows(.string("abc")))
        #expect(rules.allows(.int(6)))
        #expect(rules.allows(.null))
        #expect(rules.allows(.bool(false)))
    }

    @Test func aLongValueIsCutInTheMessage() {
        let text = String(repeating: "x", count: 60)
        let message = Constraints(maxLength: 10).violation(of: .string(text))?.message
        #expect(message == "'\(String(repeating: "x", count: 40))…' has 60 characters, more than the maximum length 10")
    }
}
