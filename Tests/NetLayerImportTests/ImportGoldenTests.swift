import Foundation
import Testing

@testable import NetLayerImport

/// The specs two real documents import to, compared byte for byte with
/// `Tests/Goldens/Import`, so a change to the mapping or the writing shows
/// in review. `NETLAYER_RECORD=1 swift test` re-records them and fails.
@Suite struct ImportGoldenTests {
    static let goldens = RealDocumentsTests.root.appendingPathComponent("Tests/Goldens/Import")

    @Test(arguments: ["pet-store-3.0.yaml", "v2.0-uber.yaml"])
    func importMatchesItsGolden(document: String) throws {
        let path = RealDocumentsTests.folder.appendingPathComponent(document).path
        let files = try #require(Importer().run(path, outputName: "Imported.yaml").files)
        let golden = Self.goldens.appendingPathComponent(document)
        if ProcessInfo.processInfo.environment["NETLAYER_RECORD"] == "1" {
            try files[0].text.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(golden.lastPathComponent); run the tests again without NETLAYER_RECORD")
            return
        }
        #expect(
            files[0].text == (try String(contentsOf: golden, encoding: .utf8)), "\(document) differs from its golden")
    }
}
