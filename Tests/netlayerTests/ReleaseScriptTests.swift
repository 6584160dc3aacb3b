import Foundation
import NetLayerSpec
import TestSupport
import Testing

/// `scripts/release.sh VERSION --no-commit`, run on a copy of the files it edits, moves the
/// version, the changelog and the docs' install lines together, and refuses a version that
/// does not come after the current one.
@Suite struct ReleaseScriptTests {
    @Test func aReleaseMovesTheVersionTheChangelogAndTheDocsTogether() async throws {
        let copy = try TemporaryFolder()
        let edited = [
            "CHANGELOG.md", "README.md", "docs", "scripts/release.sh", "Sources/NetLayerSpec/NetLayerVersion.swift",
        ]
        for path in edited {
            let target = copy.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent(path), to: target)
        }
        let current = NetLayerVersion.current
        let parts = current.split(separator: ".").compactMap { Int($0) }
        let next = "\(parts[0]).\(parts[1] + 1).0"

        let released = try await release(next, in: copy.url)
        #expect(released.status == 0, "\(released.standardError)")
        let constant = try text(copy.url, "Sources/NetLayerSpec/NetLayerVersion.swift")
        #expect(constant.contains("public static let current = \"\(next)\""))

        let changelog = try text(copy.url, "CHANGELOG.md")
        let today = Date.now.formatted(.iso8601.year().month().day().dateSeparator(.dash))
        #expect(changelog.contains("\n## [Unreleased]\n\n## [\(next)] - \(today)\n"))
        #expect(changelog.contains("/compare/v\(next)...HEAD\n[\(next)]: "))
        #expect(changelog.contains("[\(next)]: https://github.com/netlayer/netlayer/compare/v\(current)...v\(next)\n"))

        let plugin = try text(copy.url, "docs/plugin.md")
        #expect(plugin.contains("github.com/netlayer/netlayer\", from: \"\(next)\""))
        #expect(plugin.contains("github.com/netlayer/netlayer-plugins\", from: \"\(next)\""))
        #expect(!plugin.contains("from: \"\(current)\""))
        #expect(try text(copy.url, "docs/install.md").contains("mint install netlayer/netlayer@\(next)"))
        // docs/upgrading.md's migrations since the last release, if any, are the new version's.
        let migrations = try text(CommandRunner.packageRoot, "docs/upgrading.md").contains("\n## Unreleased\n")
        #expect(try text(copy.url, "docs/upgrading.md").contains("\n## \(next)\n") == migrations)

        // Once more: the version is the current one now, and Unreleased is empty.
        let again = try await release(next, in: copy.url)
        #expect(again.status == 1)
        #expect(again.standardError.contains("does not come after the current version \(next)"))
    }

    @Test func aReleaseWithoutNotesIsRefused() async throws {
        let copy = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: copy.url.appendingPathComponent("Sources/NetLayerSpec"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: copy.url.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        for path in ["scripts/release.sh", "Sources/NetLayerSpec/NetLayerVersion.swift"] {
            try FileManager.default.copyItem(
                at: CommandRunner.packageRoot.appendingPathComponent(path), to: copy.url.appendingPathComponent(path))
        }
        let changelog = """
            # Changelog

            ## [Unreleased]

            ## [\(NetLayerVersion.current)] - 2026-11-26

            - Something.

            """
        try changelog.write(to: copy.url.appendingPathComponent("CHANGELOG.md"), atomically: true, encoding: .utf8)
        let released = try await release("99.0.0", in: copy.url)
        #expect(released.status == 1)
        #expect(released.standardError.contains("Unreleased section is empty"))
    }

    private func release(_ version: String, in folder: URL) async throws -> ChildProcess.Output {
        try await ChildProcess.run(
            URL(fileURLWithPath: "/bin/bash"), ["scripts/release.sh", version, "--no-commit"], in: folder)
    }

    private func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }
}
