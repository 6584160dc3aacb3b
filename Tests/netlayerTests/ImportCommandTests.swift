import Foundation
import TestSupport
import Testing

/// `netlayer import`, run as a separate process: it writes a spec that
/// `netlayer validate` accepts, writes nothing when it stops, and reports
/// compiler-style into the document.
@Suite struct ImportCommandTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "netlayer-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static let petStore = Corpora.url("openapi/pet-store-3.0.yaml").path

    @Test func writesASpecThatValidates() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("specs/Petstore.yaml").path
        let output = try await CommandRunner.run(["import", Self.petStore, "--output", spec, "--name", "Petstore"])
        #expect(output.status == 0, "\(output.standardError)")
        // Its one loss was the body field `username` beside the placeholder `{username}`: kept now, by placement.
        #expect(output.standardOutput == "wrote \(spec)\n")
        #expect(output.standardError == "")
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        #expect(text.contains("name: Petstore\n"))
        let validate = try await CommandRunner.run(["validate", spec])
        #expect(validate.status == 0, "\(validate.standardError)")
        #expect(validate.standardOutput == "\(spec): 3 modules, 19 interfaces, 8 models\n")
    }

    @Test func strictStopsAtTheFirstLossAndWritesNothing() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("Petstore.yaml").path
        let document = Corpora.url("openapi/v2.0-api-with-examples.yaml").path
        let output = try await CommandRunner.run(["import", document, "-o", spec, "--strict", "--no-source-lines"])
        #expect(output.status == 1)
        // The headline and the node's pointer: the document's root.
        #expect(output.standardError.split(separator: "\n").count == 2)
        #expect(
            output.standardError.hasSuffix(
                "v2.0-api-with-examples.yaml:1:1: error: the document names no server; "
                    + "the environment 'production' uses 'https://api.example.invalid': replace it with the real host\n"
                    + "note: at #\n"
            ))
        #expect(!FileManager.default.fileExists(atPath: spec))
    }

    @Test func splitWritesTheIncludedFilesBesideTheSpec() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("Petstore.yaml").path
        let output = try await CommandRunner.run(["import", Self.petStore, "-o", spec, "--split"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.hasPrefix("wrote \(spec) and 4 included files"))
        let included = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("Petstore").path
        ).sorted()
        #expect(included == ["models.yaml", "pet.yaml", "store.yaml", "user.yaml"])
        let validate = try await CommandRunner.run(["validate", spec])
        #expect(validate.status == 0, "\(validate.standardError)")
    }

    @Test func aDocumentThatIsNotOneFailsWithItsPlace() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("api.yaml")
        let text =
            "openapi: 3.0.0\nservers: [{ url: https://a.example }]\npaths:\n  /a:\n    get:\n"
            + "      responses: { \"200\": { $ref: \"#/nope\" } }\n"
        try Data(text.utf8).write(to: document)
        let spec = folder.appendingPathComponent("Out.yaml").path
        let output = try await CommandRunner.run(["import", document.path, "-o", spec, "--no-source-lines"])
        #expect(output.status == 1)
        #expect(
            output.standardError
                == "\(document.path):6:35: error: $ref target '#/nope' does not exist in '\(document.path)'\n"
                + "note: at #/paths/~1a/get/responses/200/$ref\n")
        #expect(!FileManager.default.fileExists(atPath: spec))
    }

    @Test(arguments: [
        (["--envelope", "code,data"], "Error: The value 'code,data' is invalid for '--envelope <envelope>'"),
        (["--modules", "folders"], "Error: The value 'folders' is invalid for '--modules <modules>'"),
        (["-o", "Out.json"], "Error: --output must name a .yaml file, such as specs/Shop.yaml"),
    ])
    func badOptionsAreRefused(arguments: [String], message: String) async throws {
        let output = try await CommandRunner.run(
            ["import", Self.petStore] + (arguments.contains("-o") ? arguments : arguments + ["-o", "/tmp/x.yaml"]))
        #expect(output.status != 0)
        #expect(output.standardError.hasPrefix(message), "\(output.standardError)")
    }
}
