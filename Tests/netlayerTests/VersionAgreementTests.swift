import Foundation
import NetLayerSpec
import Testing

/// One version number: `NetLayerVersion.current`, which `scripts/release.sh` sets, is the
/// CHANGELOG's newest release, what `netlayer --version` prints, what generated packages ask
/// for, and what the install lines of the docs name.
@Suite struct VersionAgreementTests {
    @Test func theConstantIsASemanticVersion() {
        #expect(NetLayerVersion.current.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil, "\(NetLayerVersion.current)")
    }

    @Test func netlayerPrintsTheConstant() async throws {
        let output = try await CommandRunner.run(["--version"])
        #expect(output.status == 0)
        #expect(output.standardOutput == NetLayerVersion.current + "\n")
    }

    @Test func theChangelogsNewestReleaseIsTheConstant() throws {
        let changelog = try text(of: "CHANGELOG.md")
        let releases = changelog.matches(of: /\n## \[([0-9]+\.[0-9]+\.[0-9]+)\] - [0-9]{4}-[0-9]{2}-[0-9]{2}\n/)
            .map { String($0.output.1) }
        #expect(releases.first == NetLayerVersion.current, "run scripts/release.sh \(releases.first ?? "VERSION")")
        let hasUnreleased = changelog.contains("\n## [Unreleased]\n")
        #expect(hasUnreleased, "the changes since the last release go under Unreleased")
        // Each release has a link to its changes, as Keep a Changelog writes them.
        let unlinked = releases.filter { !changelog.contains("\n[\($0)]: https://") }
        #expect(unlinked.isEmpty, "no link for \(unlinked)")
    }

    @Test func aPackageOnTheRuntimesURLAsksForThisVersion() async throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("School")
        let generated = try await CommandRunner.run([
            "generate", "specs/school.yaml", "--output", output.path, "--package",
            "--runtime-url", "https://github.com/netlayer/netlayer",
        ])
        #expect(generated.status == 0, "\(generated.standardError)")
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("from: \"\(NetLayerVersion.current)\""), "\(manifest)")
    }

    /// The versions `scripts/release.sh` rewrites in the docs: a dependency on NetLayer or on its
    /// plugins package (`netlayer/netlayer", from: "X.Y.Z"`) and `mint install netlayer/netlayer@X.Y.Z`.
    @Test func theDocsInstallThisVersion() throws {
        let pages = try FileManager.default.contentsOfDirectory(atPath: root("docs").path)
        let docs = pages.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 } + ["README.md"]
        var named: [String: [String]] = [:]
        for path in docs {
            let text = try text(of: path)
            let dependencies = text.matches(of: /github\.com\/netlayer\/netlayer(?:-plugins)?", from: "([0-9.]+)"/)
            let mint = text.matches(of: /netlayer\/netlayer@([0-9.]+)/)
            named[path] = dependencies.map { String($0.output.1) } + mint.map { String($0.output.1) }
        }
        for (path, versions) in named {
            #expect(versions.allSatisfy { $0 == NetLayerVersion.current }, "\(path) names \(versions)")
        }
        for path in ["docs/install.md", "docs/plugin.md"] {
            #expect(named[path]?.isEmpty == false, "\(path) names no version to install")
        }
    }

    private func root(_ path: String) -> URL { CommandRunner.packageRoot.appendingPathComponent(path) }

    private func text(of path: String) throws -> String { try String(contentsOf: root(path), encoding: .utf8) }
}
