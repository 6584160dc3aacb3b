import Foundation
import NetLayerExport
import NetLayerImport
import NetLayerSpec
import TestSupport
import Testing

/// The export of every valid spec the repository holds, and of every real
/// document imported first, is valid OpenAPI 3.1 as a peer judges it
/// (openapi-spec-validator), which checks a document against
/// OpenAPI 3.1's own JSON Schema and its rules (unique operation ids, path parameters).
@Suite struct ValidatorTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The valid specs: `specs/`, the valid fixtures and the example app's.
    static let specs = [
        "specs/school.yaml", "specs/microblog.yaml",
        "Tests/Fixtures/generate/credentials.yaml", "Tests/Fixtures/generate/environments.yaml",
        "Tests/Fixtures/generate/hostile.yaml", "Tests/Fixtures/generate/parameter-types.yaml",
        "Tests/Fixtures/transfers/transfers.yaml", "Tests/Fixtures/notes/implicit-token.yaml",
        "Tests/Fixtures/constraints/constraints.yaml",
        "Examples/SchoolApp/Sources/SchoolAPI/School.netlayer.yaml",
    ]

    /// Each spec, loaded.
    static func load(_ path: String) throws -> Spec {
        let result = SpecLoader().load(root.appendingPathComponent(path).path)
        return try #require(result.spec, "\(path): \(result.diagnostics.prefix(5))")
    }

    /// A fresh folder for written documents.
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("netlayer-export-\(name)-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func everyValidSpecExportsAValidDocument() async throws {
        let folder = try Self.folder("specs")
        defer { try? FileManager.default.removeItem(at: folder) }
        var written: [String: String] = [:]
        for (index, path) in Self.specs.enumerated() {
            let result = Exporter().export(try Self.load(path))
            let document = try #require(result.document, "\(path): \(result.diagnostics)")
            // Both formats: YAML for the specs, and JSON for one in two of them too.
            for format in index % 2 == 0 ? [DocumentFormat.yaml, .json] : [.yaml] {
                let file = folder.appendingPathComponent("\(index).\(format.rawValue)").path
                try DocumentText.text(of: document, as: format).write(toFile: file, atomically: true, encoding: .utf8)
                written[file] = path
            }
        }
        let verdicts = try await OpenAPIValidator.validate(written.keys.sorted())
        for (file, spec) in written {
            let verdict = try #require(verdicts[file], "the validator said nothing of \(spec)'s export")
            #expect(verdict == nil, "\(spec): \(verdict ?? "")")
        }
    }

    /// Import then export: each real document (Tests/Corpora/openapi-real)
    /// through a spec and back out is valid OpenAPI, and imported again it
    /// gives the same spec (`SpecDiff` finds no change).
    @Test func everyRealDocumentImportedThenExportedIsValid() async throws {
        let documents = Corpora.url("openapi-real")
        let names = try FileManager.default.contentsOfDirectory(atPath: documents.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
        #expect(names.count == 19)
        let folder = try Self.folder("real")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The documents side by side: each step waits for a thread of its own (`onOwnThread`), so they take turns
        // with the other suites' imports instead of queueing behind all of them one document at a time.
        let written = try await withThrowingTaskGroup(of: (file: String, name: String).self) { group in
            for name in names {
                group.addTask {
                    let file = folder.appendingPathComponent(name + ".json").path
                    try await Self.exportAndImportAgain(
                        documents.appendingPathComponent(name).path, to: file, name: name)
                    return (file, name)
                }
            }
            return try await group.reduce(into: [String: String]()) { $0[$1.file] = $1.name }
        }
        let verdicts = try await OpenAPIValidator.validate(written.keys.sorted())
        for (file, name) in written {
            let verdict = try #require(verdicts[file], "the validator said nothing of \(name)'s export")
            #expect(verdict == nil, "\(name): \(verdict ?? "")")
        }
    }

    /// The real document at `path` imported, its spec exported as JSON into `file`, and that export imported
    /// again: the spec it gives is the same (`SpecDiff` finds no change).
    private static func exportAndImportAgain(_ path: String, to file: String, name: String) async throws {
        let spec = try await imported(path, name: name)
        let result = try await onOwnThread { Exporter().export(spec) }
        let document = try #require(result.document, "\(name): \(result.diagnostics.prefix(5))")
        let text = try await onOwnThread { DocumentText.text(of: document, as: .json) }
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let again = try await imported(
            "/export/openapi.json", in: InMemoryFileSystem(["/export/openapi.json": text]), name: name)
        let changes = try await onOwnThread { SpecDiff.changes(from: spec, to: again) }
        #expect(changes.isEmpty, "\(name): \(changes.prefix(5).map(\.headline))")
    }

    /// The document at `path` imported and its spec loaded, each on a thread of its own: a real document takes
    /// seconds of CPU, which must not hold a thread the suite's loopback tests wait for (`onOwnThread`).
    private static func imported(
        _ path: String, in fileSystem: any SpecFileSystem = DiskFileSystem(), name: String
    ) async throws -> Spec {
        let imported = try await onOwnThread {
            Importer(fileSystem: fileSystem).run(path, outputName: "Imported.yaml")
        }
        let files = try #require(imported.files, "\(name): \(imported.diagnostics.prefix(5))")
        let loaded = try await onOwnThread {
            SpecLoader(
                fileSystem: InMemoryFileSystem(
                    Dictionary(uniqueKeysWithValues: files.map { ("/spec/\($0.path)", $0.text) }))
            ).load("/spec/\(files[0].path)")
        }
        return try #require(loaded.spec, "\(name): \(loaded.diagnostics.prefix(5))")
    }
}
