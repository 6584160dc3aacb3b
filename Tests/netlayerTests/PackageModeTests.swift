import Foundation
import Testing

/// `netlayer generate --package`: a complete Swift package that depends on
/// the runtime. `.ci/run` builds one with `swift build` after the tests.
@Suite struct PackageModeTests {
    @Test func theGeneratedPackageHasAManifestAndSources() async throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("School")
        let generated = try await CommandRunner.run([
            "generate", "specs/school.yaml", "--output", output.path, "--package",
            "--runtime-path", CommandRunner.packageRoot.path, "--delivery", "async,closure,delegate",
        ])
        #expect(generated.status == 0, "\(generated.standardError)")
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The runtime alone (docs/runtime.md, "What an app builds"); `traits:` needs tools 6.1.
        #expect(
            manifest.contains(#".package(path: \#(quoted(CommandRunner.packageRoot.path)), traits: ["URLSession"]),"#))
        #expect(manifest.hasPrefix("// swift-tools-version: 6.1\n"))
        #expect(manifest.contains("traits: [\"AsyncHTTPClient\"]"), "the comment on the other transport")
        #expect(manifest.contains("SchoolClient(transport: AsyncHTTPClientTransport())"))
        #expect(
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent("Sources/School/SchoolClient.swift").path))

        // Building it takes both cores for a while, which would upset the
        // timing bounds of tests running beside it: .ci/run builds it after
        // the tests (see "package mode" there).
    }

    @Test func anEmbeddedRuntimeIsTheRuntimesOwnSource() async throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("School")
        let generated = try await CommandRunner.run([
            "generate", "specs/school.yaml", "--output", output.path, "--package", "--embed-runtime",
        ])
        #expect(generated.status == 0, "\(generated.standardError)")
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        let packages = manifest.components(separatedBy: ".package(").dropFirst().map { $0.prefix { $0 != ")" } }
        #expect(
            packages == [#"url: "https://github.com/apple/swift-http-types", from: "1.8.0""#],
            "the package depends on the transport boundary's types alone, as the runtime does")
        #expect(manifest.hasPrefix("// swift-tools-version: 6.0\n"), "no `traits:`: the lowest tools version")
        #expect(manifest.contains(".target(name: \"NetLayerWire\")"))
        #expect(
            manifest.contains(
                #"dependencies: ["NetLayerWire", .product(name: "HTTPTypes", package: "swift-http-types")]"#))
        #expect(manifest.contains(#"swiftSettings: [.define("URLSession")]"#), "SchoolClient() works on Linux too")
        #expect(!manifest.contains("NetLayerMock"), "without fixtures, no mock backend")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Sources/NetLayerMock").path))
        for target in ["NetLayerWire", "NetLayer"] {
            try expectSameSources(target, in: output)
        }
    }

    /// The fixtures' `stubbed(…)` imports `NetLayerMock`: the package carries it, and its random source, as targets.
    @Test func fixturesEmbedTheMockBackendAsATargetOfItsOwn() async throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("School")
        let generated = try await CommandRunner.run([
            "generate", "specs/school.yaml", "--output", output.path, "--package", "--embed-runtime", "--fixtures",
        ])
        #expect(generated.status == 0, "\(generated.standardError)")
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".target(name: \"NetLayerMock\", dependencies: [\"NetLayer\", \"SeededRandom\"])"))
        #expect(manifest.contains("dependencies: [\"NetLayer\", \"NetLayerMock\"]"))
        for target in ["NetLayerWire", "NetLayer", "NetLayerMock", "SeededRandom"] {
            try expectSameSources(target, in: output)
        }
    }

    /// The package's `Sources/<target>` holds exactly this checkout's sources of the target.
    private func expectSameSources(_ target: String, in package: URL) throws {
        let original = CommandRunner.packageRoot.appendingPathComponent("Sources/\(target)")
        let embedded = package.appendingPathComponent("Sources/\(target)")
        let sources = try swiftFiles(in: original)
        #expect(!sources.isEmpty)
        #expect(try swiftFiles(in: embedded) == sources, "\(target)")
        for path in sources {
            let bytes = try Data(contentsOf: original.appendingPathComponent(path))
            #expect(try Data(contentsOf: embedded.appendingPathComponent(path)) == bytes, "\(target)/\(path) differs")
        }
    }

    /// Relative paths of the Swift files below `folder`, sorted.
    private func swiftFiles(in folder: URL) throws -> [String] {
        let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func aPackageNeedsToKnowWhereTheRuntimeIs() async throws {
        let folder = try TemporaryFolder()
        let output = try await CommandRunner.run([
            "generate", "specs/school.yaml", "--output", folder.url.appendingPathComponent("School").path, "--package",
        ])
        #expect(output.status == 64)
        #expect(output.standardError.contains("--package needs --runtime-path, --runtime-url or --embed-runtime"))
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }
}
