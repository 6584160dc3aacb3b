import Foundation
import NetLayerSpec
import Testing

@testable import NetLayerImport

/// A rule's number is read in JSON's syntax and kept exact: YAML's other spellings are not numbers, and no
/// digit of a decimal or of a large integer is lost to binary floating point.
@Suite struct ExactNumberTests {
    @Test(arguments: ["0", "12", "-0.5", "0.01", "1e3", "1E+3", "2.5e-7", "9007199254740993"])
    func jsonNumbersAreNumbers(text: String) {
        #expect(ExactNumber.isNumber(text))
    }

    @Test(arguments: ["", "-", "007", ".5", "1.", "+1", "0x1F", "1_000", "1e", "NaN", ".inf", "1 "])
    func otherSpellingsAreNot(text: String) {
        #expect(!ExactNumber.isNumber(text))
    }

    @Test func decimalsAreExact() throws {
        #expect(try #require(ExactNumber.decimal("0.01")).description == "0.01")
        #expect(try #require(ExactNumber.decimal("9007199254740993")).description == "9007199254740993")
        #expect(try #require(ExactNumber.decimal("1e20")).description == "100000000000000000000")
        #expect(ExactNumber.decimal("1e400") == nil)
        #expect(ValueRules.isWhole(Decimal(5)) && !ValueRules.isWhole(Decimal(string: "5.5")!))
    }
}
