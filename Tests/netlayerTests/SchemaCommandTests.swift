import Foundation
import TestSupport
import Testing

/// `netlayer schema` prints the committed schemas, as built into the binary.
@Suite struct SchemaCommandTests {
    @Test(arguments: [([], "schema/netlayer.schema.json"), (["--settings"], "schema/netlayer-settings.schema.json")])
    func printsTheCommittedSchema(arguments: [String], file: String) async throws {
        let output = try await CommandRunner.run(["schema"] + arguments)
        #expect(output.status == 0, "\(output.standardError)")
        let committed = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent(file), encoding: .utf8)
        #expect(output.standardOutput == committed, "run scripts/make-schema.sh")
        let json = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        #expect(json?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test func buildingFromTheDocsGivesTheSameSchema() async throws {
        let output = try await CommandRunner.run(["schema", "--docs", "docs"])
        let committed = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("schema/netlayer.schema.json"),
            encoding: .utf8)
        #expect(output.standardOutput == committed)
    }
}
