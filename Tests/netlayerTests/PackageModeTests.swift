import Foundation
import Testing

/// `netlayer generate --package`: a complete Swift package that depends on
/// the runtime and builds with `swift build`.
@Suite struct PackageModeTests {
    @Test func theGeneratedPackageBuilds() throws {
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

        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--package-path", output.path]
        build.currentDirectoryURL = output
        let pipe = Pipe()
        build.standardOutput = pipe
        build.standardError = pipe
        try build.run()
        let log = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        build.waitUntilExit()
        #expect(build.terminationStatus == 0, "\(log.suffix(3000))")
        #expect(!log.contains("/Sources/School/") || !log.contains("warning:"), "\(log.suffix(3000))")
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
