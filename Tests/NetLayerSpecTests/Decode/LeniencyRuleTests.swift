import TestSupport
import Testing

@testable import NetLayerSpec

/// The spec's `lenient` (top level, module, interface, struct model) and
/// `format` on `Date` fields.
@Suite struct LeniencyRuleTests {
    @Test func leniencyIsReadAtEveryLevel() throws {
        let result = load(
            specYAML(
                top: "lenient: true",
                modules: """
                    cart:
                      lenient: [numbersFromStrings]
                      interfaces:
                        list: { method: GET, path: list, response: "[Item]", lenient: false }
                    """,
                models: """
                    Item:
                      lenient: [nullAsEmpty, stringsFromNumbers]
                      fields:
                        id: Int
                        at: { type: Date, format: "yyyy-MM-dd HH:mm:ss" }
                        seen: { type: "Date?", format: milliseconds }
                    """))
        #expect(messages(result).isEmpty)
        let spec = try #require(result.spec)
        #expect(spec.lenient == .all)
        #expect(spec.modules[0].lenient == [.numbersFromStrings])
        #expect(spec.modules[0].interfaces[0].lenient == [])
        #expect(spec.models[0].lenient == [.nullAsEmpty, .stringsFromNumbers])
        guard case .structure(let fields) = spec.models[0].kind else {
            Issue.record("Item is not a struct")
            return
        }
        #expect(fields.map(\.format) == [nil, .pattern("yyyy-MM-dd HH:mm:ss"), .milliseconds])
    }

    @Test func badLeniencyAndFormatsAreReportedWhereTheyAreWritten() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          lenient: sometimes
                          interfaces:
                            list: { method: GET, path: list, response: Item, lenient: [nullsAsEmpty] }
                        """,
                    models: """
                        Item:
                          id: { type: Int, format: seconds }
                          at: { type: Date, format: soon }
                        """)) == [
                    "spec.yaml:8:14: error: 'lenient' must be true, false, or a list of 'nullAsEmpty', "
                        + "'numbersFromStrings', 'stringsFromNumbers', found 'sometimes'",
                    "spec.yaml:10:66: error: a leniency in 'lenient' must be one of 'nullAsEmpty', "
                        + "'numbersFromStrings', 'stringsFromNumbers', found 'nullsAsEmpty'; "
                        + "did you mean 'nullAsEmpty'?",
                    "spec.yaml:13:30: error: 'format' is for Date fields, and field 'id' is 'Int'",
                    "spec.yaml:14:31: error: 'format' must be 'iso8601', 'seconds', 'milliseconds' or a date pattern "
                        + "such as 'yyyy-MM-dd HH:mm:ss', found 'soon'",
                ])
    }
}
