import Foundation
import NetLayerExport
import NetLayerSpec
import Testing

@testable import NetLayerCLI

/// What OpenAPI cannot say is a warning at the spec element; `--strict`
/// makes it an error, and then nothing is written.
@Suite struct WarningTests {
    /// Two interfaces on one method and path shape: OpenAPI 3.1.1, "Path Templating Matching": "Templated paths
    /// with the same hierarchy but different templated names MUST NOT exist as they are identical."
    static let clash = """
        netlayer: 1
        name: Clash
        environments: { production: https://clash.example.com }
        modules:
          items:
            interfaces:
              byId: { method: GET, path: "items/{id}", params: { id: Int } }
              byKey: { method: GET, path: "items/{key}", params: { key: String } }
              put: { method: PUT, path: "items/{id}", params: { id: Int } }
        """

    /// The second goes under its path with a fragment naming it, as Box's description does:
    /// no request sends a fragment, and the import drops it.
    @Test func anInterfaceOnATakenPathGoesApartWithAWarning() throws {
        let result = try ExportFixture.export(Self.clash)
        let document = try #require(result.document)
        #expect(result.diagnostics.count == 1)
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("interface 'byKey' is written at '/items/{key}#byKey'"))
        #expect(warning.location?.line == 8)
        #expect(document["paths", "/items/{id}", "get", "operationId"] == "byId")
        #expect(document["paths", "/items/{id}", "put", "operationId"] == "put")
        #expect(document["paths", "/items/{key}#byKey", "get", "operationId"] == "byKey")
    }

    @Test func anInterfaceWrittenApartComesBackFromTheImport() throws {
        let spec = try ExportFixture.spec(Self.clash)
        let back = try RoundTripTests.roundTrip(spec, as: .yaml)
        #expect(SpecDiff.changes(from: spec, to: back).isEmpty)
        // In the order of the paths: the one apart comes after the path it shares.
        #expect(back.interfaces.map(\.id) == ["byId", "put", "byKey"])
    }

    @Test func aHeaderToolsIgnoreIsAWarning() throws {
        let result = try ExportFixture.export(
            """
            netlayer: 1
            name: Head
            environments: { production: https://head.example.com }
            modules:
              items:
                interfaces:
                  list: { method: GET, path: items, params: { accept: { type: String, in: header, name: Accept } } }
            """)
        #expect(result.document != nil)
        #expect(result.diagnostics.map(\.message).contains { $0.contains("header parameter named 'Accept'") })
    }

    @Test func strictMakesWarningsErrorsAndWritesNothing() throws {
        let result = try ExportFixture.export(Self.clash, strict: true)
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.severity) == [.error])
    }

    @Test func aSpecWithoutLossExportsCleanUnderStrict() throws {
        let result = try ExportFixture.export(MappingTests.school, strict: true)
        #expect(result.document != nil)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}

/// `netlayer export` itself: the format by the output's name, and nothing
/// written on an error.
@Suite struct ExportCommandTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("netlayer-export-cli-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesJSONForAJSONNameAndYAMLOtherwise() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("School.yaml").path
        try MappingTests.school.write(toFile: spec, atomically: true, encoding: .utf8)
        for name in ["openapi.json", "openapi.yaml"] {
            let output = folder.appendingPathComponent(name).path
            try ExportCommand.parse([spec, "--output", output]).run()
            let text = try String(contentsOfFile: output, encoding: .utf8)
            if name.hasSuffix(".json") {
                #expect(text.hasPrefix("{\n  \"openapi\": \"3.1.1\","))
                let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
                #expect(parsed?["openapi"] as? String == "3.1.1")
            } else {
                #expect(text.hasPrefix("openapi: \"3.1.1\"\ninfo:\n  title: School\n"))
            }
        }
    }

    @Test func writesNothingOnAnErrorOrAnInvalidSpec() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clash = folder.appendingPathComponent("Clash.yaml").path
        try WarningTests.clash.write(toFile: clash, atomically: true, encoding: .utf8)
        let invalid = folder.appendingPathComponent("Invalid.yaml").path
        try "netlayer: 1\nname: Bad\n".write(toFile: invalid, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("openapi.yaml").path
        #expect(throws: (any Error).self) { try ExportCommand.parse([clash, "--output", output, "--strict"]).run() }
        #expect(throws: (any Error).self) { try ExportCommand.parse([invalid, "--output", output]).run() }
        #expect(!FileManager.default.fileExists(atPath: output))
        // Without --strict the same spec is written, its loss reported.
        try ExportCommand.parse([clash, "--output", output]).run()
        #expect(FileManager.default.fileExists(atPath: output))
    }
}
