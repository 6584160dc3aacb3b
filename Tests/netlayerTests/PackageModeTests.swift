import Foundation
import Testing

/// `netlayer generate --package`: a complete Swift package that depends on
/// the runtime. `.ci/run` builds one with `swift build` after the tests.
@Suite struct PackageModeTests {
    @Test func theGeneratedPackageHasAManifestAndSources() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("School")
        let generated = try CommandRunner.run([
            "generate", "specs/school.yaml", "--output", output.path, "--package",
            "--runtime-path", CommandRunner.packageRoot.path, "--delivery", "async,closure,delegate",
        ])
        #expect(generated.status == 0, "\(generated.standardError)")
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \(quoted(CommandRunner.packageRoot.path))),"))
        #expect(
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent("Sources/School/SchoolClient.swift").path))

        // Building it takes both cores for a while, which would upset the
        // timing bounds of tests running beside it: .ci/run builds it after
        // the tests (see "package mode" there).
    }

    @Test func aPackageNeedsToKnowWhereTheRuntimeIs() throws {
        let folder = try TemporaryFolder()
        let output = try CommandRunner.run([
            "generate", "specs/school.yaml", "--output", folder.url.appendingPathComponent("School").path, "--package",
        ])
        #expect(output.status == 64)
        #expect(output.standardError.contains("--package needs --runtime-path or --runtime-url"))
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }
}
