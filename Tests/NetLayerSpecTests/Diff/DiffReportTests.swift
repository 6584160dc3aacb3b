import Foundation
import Testing

@testable import NetLayerSpec

/// `DiffReport`, the library's own writer of `netlayer diff`'s output contract: a caller of `SpecDiff` gets the
/// command's summary line and JSON report without the command (docs/diff.md, "JSON").
@Suite struct DiffReportTests {
    private static let list = "list: { method: GET, path: list, params: { page: Int } }"

    @Test func theJSONReportCountsEachKindAndPlacesEachChange() throws {
        let changes = try SpecDiffTests.changeList(
            SpecDiffTests.shop(Self.list), SpecDiffTests.shop(Self.list, top: "checkConstraints: true"))
        let report = DiffReport(changes)
        #expect(report.summary == "1 change: 0 breaking, 1 compatible\n")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        #expect(json["breaking"] as? Int == 0)
        #expect(json["renamed"] as? Int == 0)
        #expect(json["compatible"] as? Int == 1)
        let change = try #require((json["changes"] as? [[String: Any]])?.first)
        #expect(change["kind"] as? String == "compatible")
        #expect(change["message"] as? String == "calls now check their parameters' constraints before sending")
        let new = try #require(change["new"] as? [String: Any])
        #expect(new["file"] as? String == "new.yaml")
        #expect(new["line"] as? Int == 6)
        #expect(change.keys.contains("rename") == false, "only a rename carries one")
    }

    @Test func noChangesSaySo() {
        #expect(DiffReport([]).summary == "no changes\n")
    }
}
