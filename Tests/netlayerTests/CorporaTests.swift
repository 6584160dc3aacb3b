import Foundation
import TestSupport
import Testing

/// `Tests/Corpora` holds upstream's files as upstream has them: every file's
/// git blob id is the one `blobs.txt` records (written from the upstream
/// copies by `Tests/Corpora/refresh.sh --list`), so an editor's reformatting,
/// a line-ending conversion or a hand edit fails here, and no file is there
/// that the list does not name but the folder's own notes.
@Suite struct CorporaTests {
    /// What the repository wrote about the corpora, not taken from upstream.
    static let ours: Set<String> = [
        "README.md", "blobs.txt", "refresh.sh", "openapi/SOURCES.md", "openapi-real/SOURCES.md",
        "peer-suites/SOURCES.md",
    ]

    @Test func everyFileIsUpstreamsBytes() async throws {
        let list = try String(contentsOf: Corpora.url("blobs.txt"), encoding: .utf8)
        var listed: [String: String] = [:]
        for line in list.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            try #require(fields.count == 2, "blobs.txt: '\(line)' is not 'BLOB  PATH'")
            listed[fields[1]] = fields[0]
        }
        let root = Corpora.root.resolvingSymlinksInPath().path + "/"
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { entry -> String? in
            guard let path = entry as? String else { return nil }
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: root + path, isDirectory: &isFolder)
            return exists && !isFolder.boolValue ? path : nil
        }.sorted()
        #expect(files.filter { listed[$0] == nil && !Self.ours.contains($0) } == [], "files blobs.txt does not list")
        #expect(listed.keys.filter { !files.contains($0) }.sorted() == [], "files blobs.txt lists that are not there")
        #expect(listed.count > 400, "the corpora: 28 API descriptions, JSONTestSuite's cases, cache-tests")

        let paths = listed.keys.sorted()
        // `--no-filters`: the bytes on disk, whatever a .gitattributes would make of them.
        let output = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["git", "hash-object", "--no-filters"] + paths, in: Corpora.root)
        try #require(output.status == 0, "\(output.standardError)")
        let blobs = output.standardOutput.split(separator: "\n").map(String.init)
        try #require(blobs.count == paths.count)
        let changed = zip(paths, blobs).filter { listed[$0.0] != $0.1 }.map(\.0)
        #expect(changed == [], "these differ from upstream's bytes")
    }
}
