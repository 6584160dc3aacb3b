import NetLayerSpec
import Testing

@testable import NetLayerImport

/// The ledger reports, once, each keyword found that no field or parameter keeps, counted by keyword and kind,
/// and leaves out the ones kept and the ones warned of already.
@Suite struct ConstraintLedgerTests {
    private func origin(_ line: Int, _ keyword: String) -> SchemaRules.Origin {
        SchemaRules.Origin(schema: SourceLocation(file: "api.yaml", line: line, column: 1), keyword: keyword)
    }

    private func report(_ ledger: ConstraintLedger) -> [String] {
        var diagnostics = Diagnostics()
        ledger.report(to: &diagnostics, at: SourceLocation(file: "api.yaml", line: 1, column: 1))
        return diagnostics.map(\.description)
    }

    @Test func whatNoUseKeepsIsCountedByKeywordAndKind() {
        let ledger = ConstraintLedger()
        let string = ConstraintLedger.Kind(singular: "string", plural: "strings")
        let date = ConstraintLedger.Kind(singular: "'format: date-time' string", plural: "'format: date-time' strings")
        ledger.found([origin(2, "maxLength"), origin(2, "pattern")], kind: string)
        ledger.found([origin(3, "maxLength")], kind: date)
        ledger.found([origin(4, "maxLength")], kind: date)
        ledger.found([origin(5, "maxProperties"), origin(6, "maxProperties")], kind: .schema)
        // Found again, as a wrapper's schema carries its member's rules: counted once.
        ledger.found([origin(3, "maxLength")], kind: string)
        ledger.keep([origin(2, "maxLength")])
        var warned = Diagnostics()
        ledger.warn("left out", leaving: [origin(2, "pattern")], at: nil, to: &warned)
        #expect(
            report(ledger) == [
                "api.yaml:1:1: warning: 2 'format: date-time' strings' 'maxLength' and 2 schemas' 'maxProperties' "
                    + "are not kept: the spec has no place for them"
            ])
    }

    @Test func oneIsSingularAndNothingLeftOutSaysNothing() {
        let ledger = ConstraintLedger()
        #expect(report(ledger).isEmpty)
        ledger.found([origin(2, "not")], kind: .schema)
        #expect(report(ledger) == ["api.yaml:1:1: warning: 1 schema's 'not' is not kept: the spec has no place for it"])
    }

    /// A schema many fields use warns of its rules once.
    @Test func aWarningIsGivenOnce() {
        let ledger = ConstraintLedger()
        var diagnostics = Diagnostics()
        for _ in 0..<3 { ledger.warn("allows nothing", leaving: [origin(2, "minimum")], at: nil, to: &diagnostics) }
        #expect(diagnostics.count == 1)
    }
}
