import Foundation
import TestSupport
import Testing

/// `netlayer import` over a spec it wrote before, run as a separate process
/// on ChromaDB's real document: the renames since the previous spec on
/// standard error, and `--keep-names` writing the previous names back
/// (docs/import.md, "Importing again: renames and --keep-names").
@Suite struct ImportRenamesCommandTests {
    static let chroma = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/openapi/chroma-1.5.9.json")
        .path

    /// `spec` as an older release named it: the metadata value's arrays
    /// `array`…`array4` (before they were named for what they hold), the
    /// collections' list and a read level's case named otherwise.
    static func older(_ spec: String) throws -> String {
        let start = try #require(spec.range(of: "  HashMapValue:\n"))
        let end = try #require(spec.range(of: "\n  SchemaModel:", range: start.upperBound..<spec.endIndex))
        let union = spec[start.lowerBound..<end.lowerBound]
            .replacingOccurrences(of: "bools:", with: "array:").replacingOccurrences(of: "int64s:", with: "array2:")
            .replacingOccurrences(of: "doubles:", with: "array3:").replacingOccurrences(of: "strings:", with: "array4:")
        return spec.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: union)
            .replacingOccurrences(of: "      listCollections:\n", with: "      getCollections:\n")
            .replacingOccurrences(
                of: "cases: { indexAndWal: index_and_wal,", with: "cases: { index_and_wal: index_and_wal,")
    }

    /// Imports Chroma to `Chroma.yaml` in a new folder, and writes it over with its older names.
    static func previousSpec() async throws -> (folder: TemporaryFolder, spec: String, older: String) {
        let folder = try TemporaryFolder()
        let spec = folder.url.appendingPathComponent("Chroma.yaml").path
        let first = try await CommandRunner.run(["import", chroma, "-o", spec])
        #expect(first.status == 0, "\(first.standardError)")
        let older = try Self.older(try String(contentsOfFile: spec, encoding: .utf8))
        try older.write(toFile: spec, atomically: true, encoding: .utf8)
        return (folder, spec, older)
    }

    /// The report's lines: from `since …` on.
    static func report(_ standardError: String) -> [String] {
        let lines = standardError.split(separator: "\n").map(String.init)
        return Array(lines.drop { !$0.hasPrefix("since ") && !$0.hasPrefix("kept ") })
    }

    @Test func importingOverAPreviousSpecReportsEveryRename() async throws {
        let (folder, spec, _) = try await Self.previousSpec()
        defer { withExtendedLifetime(folder) {} }
        let output = try await CommandRunner.run(["import", Self.chroma, "-o", spec, "--no-source-lines"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(
            Self.report(output.standardError) == [
                "since \(spec): 6 renamed",
                "  interface 'collection.getCollections' → 'listCollections' "
                    + "(GET /api/v2/tenants/{tenant}/databases/{database}/collections)",
                "  union case 'HashMapValue.array' → 'bools' ([Bool])",
                "  union case 'HashMapValue.array2' → 'int64s' ([Int64])",
                "  union case 'HashMapValue.array3' → 'doubles' ([Double])",
                "  union case 'HashMapValue.array4' → 'strings' ([String])",
                "  enum case 'ReadLevel.index_and_wal' → 'indexAndWal' (value 'index_and_wal')",
                "the app's code must follow the renames, or import again with --keep-names to keep the old names",
            ])
        #expect(try String(contentsOfFile: spec, encoding: .utf8).contains("      bools: \"[Bool]\"\n"))
    }

    @Test func keepNamesWritesThePreviousNamesBackAndTheSpecGenerates() async throws {
        let (folder, spec, older) = try await Self.previousSpec()
        defer { withExtendedLifetime(folder) {} }
        let output = try await CommandRunner.run(
            ["import", Self.chroma, "-o", spec, "--keep-names", "--no-source-lines"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(Self.report(output.standardError) == ["kept 6 names of \(spec)"])
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == older)
        let validate = try await CommandRunner.run(["validate", spec])
        #expect(validate.status == 0, "\(validate.standardError)")
        let generated = folder.url.appendingPathComponent("Generated").path
        let generate = try await CommandRunner.run(["generate", spec, "--output", generated])
        #expect(generate.status == 0, "\(generate.standardError)")
        let models = try String(
            contentsOfFile: generated + "/ChromaFrontendModels+Collection.swift", encoding: .utf8)
        #expect(models.contains("    case array([Bool])\n"))
        #expect(models.contains("    case array4([String])\n"))
    }

    @Test func previousNamesAnotherSpecAndLeavesTheOutputAlone() async throws {
        let (folder, spec, older) = try await Self.previousSpec()
        defer { withExtendedLifetime(folder) {} }
        let fresh = folder.url.appendingPathComponent("Fresh.yaml").path
        let output = try await CommandRunner.run(
            ["import", Self.chroma, "-o", fresh, "--previous", spec, "--keep-names", "--no-source-lines"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(try String(contentsOfFile: fresh, encoding: .utf8) == older)
    }

    @Test func keepNamesWithoutAPreviousSpecIsAUsageError() async throws {
        let folder = try TemporaryFolder()
        defer { withExtendedLifetime(folder) {} }
        let spec = folder.url.appendingPathComponent("Chroma.yaml").path
        let output = try await CommandRunner.run(["import", Self.chroma, "-o", spec, "--keep-names"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("--keep-names needs a previous spec"))
        #expect(!FileManager.default.fileExists(atPath: spec))
    }
}
