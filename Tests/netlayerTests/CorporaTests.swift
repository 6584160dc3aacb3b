import Foundation
import TestSupport
import Testing

/// `Tests/Corpora` holds upstream's files as upstream has them: every file's
/// git blob id is the one `blobs.txt` records (written from the upstream
/// copies by `Tests/Corpora/refresh.sh --list`), so an editor's reformatting,
/// a line-ending conversion or a hand edit fails here, as does a listed file
/// that is missing or a file the list does not name but the folder's own
/// notes. The comparison is the script's `--check`, so the rule of which
/// files are ours has one home.
@Suite struct CorporaTests {
    @Test func everyFileIsUpstreamsBytes() async throws {
        let list = try String(contentsOf: Corpora.url("blobs.txt"), encoding: .utf8)
        let listed = list.split(separator: "\n").count
        #expect(listed > 400, "the corpora: 28 API descriptions, JSONTestSuite's cases, cache-tests")
        let check = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["bash", Corpora.url("refresh.sh").path, "--check"])
        // The output is `diff`'s: `<` a listed file that differs or is gone, `>` one that differs or is not listed.
        #expect(check.status == 0, "\(check.standardError)")
        #expect(check.standardOutput == "", "Tests/Corpora differs from blobs.txt:\n\(check.standardOutput)")
    }
}
