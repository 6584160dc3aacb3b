import Foundation
import TestSupport
import Testing

/// `netlayer validate`, run as a separate process on the repository's specs
/// and on the bad specs in `Tests/Fixtures/invalid`, each of which names the
/// diagnostics it must give in `# expect:` lines.
@Suite struct ValidateCommandTests {
    static let invalidFixtures: [String] = {
        let folder = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/invalid")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    static let exampleSpecs: [String] = {
        let folder = CommandRunner.packageRoot.appendingPathComponent("specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "specs/\($0)" }
    }()

    @Test func everyExampleSpecValidates() async throws {
        #expect(!Self.exampleSpecs.isEmpty)
        let output = try await CommandRunner.run(["validate"] + Self.exampleSpecs)
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(output.standardOutput.split(separator: "\n").count == Self.exampleSpecs.count)
        #expect(output.standardOutput.contains("specs/school.yaml: 4 modules, 7 interfaces, 8 models\n"))
    }

    @Test func thereAreInvalidFixtures() {
        #expect(Self.invalidFixtures.count >= 10)
    }

    @Test(arguments: invalidFixtures)
    func invalidSpecFailsWithItsDiagnostics(name: String) async throws {
        let path = "Tests/Fixtures/invalid/\(name)"
        // Decoded leniently: one fixture is not UTF-8 on purpose.
        let text = String(
            decoding: try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent(path)), as: UTF8.self)
        let expected = text.split(separator: "\n")
            .filter { $0.hasPrefix("# expect: ") }
            .map { "\(path):\($0.dropFirst("# expect: ".count))" }
        #expect(!expected.isEmpty, "the fixture names no diagnostics")

        let output = try await CommandRunner.run(["validate", "--no-source-lines", path])
        #expect(!output.terminatedBySignal)
        #expect(output.status == 1)
        #expect(output.standardOutput == "")
        #expect(output.standardError.split(separator: "\n").map(String.init) == expected)
    }

    @Test func sourceLinesAndCaretsAreShownByDefault() async throws {
        let output = try await CommandRunner.run(["validate", "Tests/Fixtures/invalid/unknown-key.yaml"])
        #expect(
            output.standardError == """
                Tests/Fixtures/invalid/unknown-key.yaml:13:9: error: unknown key 'mehtod' in interface 'list'; \
                did you mean 'method'?
                        mehtod: GET
                        ^

                """)
    }

    @Test func aGoodAndABadSpecTogetherFail() async throws {
        let output = try await CommandRunner.run(["validate", "specs/school.yaml", "Tests/Fixtures/invalid/empty.yaml"])
        #expect(output.status == 1)
        #expect(output.standardOutput == "specs/school.yaml: 4 modules, 7 interfaces, 8 models\n")
        #expect(output.standardError.hasPrefix("Tests/Fixtures/invalid/empty.yaml:1:1: error: the spec is empty"))
    }

    @Test func warningsPassUnlessTreatedAsErrors() async throws {
        let folder = try TemporaryFolder()
        try specYAML(models: "Unused: { id: Int }").write(
            to: folder.url.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)

        let lenient = try await CommandRunner.run(["validate", "--no-source-lines", "spec.yaml"], in: folder.url)
        #expect(lenient.status == 0)
        #expect(lenient.standardOutput == "spec.yaml: 1 module, 1 interface, 1 model\n")
        #expect(lenient.standardError == "spec.yaml:9:3: warning: model 'Unused' is not used by any interface\n")

        let strict = try await CommandRunner.run(
            ["validate", "--no-source-lines", "--warnings-as-errors", "spec.yaml"], in: folder.url)
        #expect(strict.status == 1)
        #expect(strict.standardOutput == "")
    }

    @Test func aMissingFileIsAnErrorNotACrash() async throws {
        let output = try await CommandRunner.run(["validate", "no/such/spec.yaml"])
        #expect(output.status == 1)
        #expect(output.standardError == "error: spec file 'no/such/spec.yaml' does not exist\n")
    }

    @Test func hostileFilesExitWithAnErrorNotASignal() async throws {
        let folder = try TemporaryFolder()
        var random = SeededGenerator(seed: 0xF11E)
        let files: [String: Data] = [
            "deep.yaml": Data((String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)).utf8),
            "random.bin": Data((0..<65_536).map { _ in UInt8.random(in: 0...255, using: &random) }),
            "directory.yaml": Data(),
        ]
        for (name, data) in files where name != "directory.yaml" {
            try data.write(to: folder.url.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("directory.yaml"), withIntermediateDirectories: true)
        for name in files.keys.sorted() {
            let output = try await CommandRunner.run(["validate", "--no-source-lines", name], in: folder.url)
            #expect(!output.terminatedBySignal, "\(name), random.bin from \(random)")
            #expect(output.status == 1, "\(name), random.bin from \(random)")
            #expect(output.standardError.contains("error: "), "\(name): \(output.standardError)")
        }
    }

    @Test func aFolderIsNotASpec() async throws {
        let output = try await CommandRunner.run(["validate", "specs"])
        #expect(output.status == 1)
        #expect(output.standardError == "error: spec file 'specs' is a folder, not a file\n")
    }

    @Test func aDeviceIsRefusedWithoutReadingIt() async throws {
        let output = try await CommandRunner.run(["validate", "/dev/zero"])
        #expect(output.status == 1)
        #expect(output.standardError == "error: spec file '/dev/zero' is not a regular file\n")
    }

    @Test func noSpecIsAUsageError() async throws {
        let output = try await CommandRunner.run(["validate"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("Missing expected argument '<specs> ...'"))
    }
}
