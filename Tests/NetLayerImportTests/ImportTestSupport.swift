import Foundation
import NetLayerSpec
import TestSupport
import Testing

@testable import NetLayerImport

/// Imports in-memory documents: `files` maps paths to text, the first import starting at `path`.
func importDocument(
    _ files: [String: String], at path: String = "api.yaml", options: ImportOptions = ImportOptions()
) -> ImportResult {
    Importer(options: options, fileSystem: InMemoryFileSystem(files)).run(path, outputName: "Shop.yaml")
}

extension ImportResult {
    /// The root spec file's text; empty when the import failed.
    var spec: String { files?.first?.text ?? "" }
    var messages: [String] { diagnostics.map(\.description) }
}

/// The spec `text` (as ``specYAML(name:environments:top:modules:models:)``
/// builds it) loaded; a failure when it does not load.
func loadSpec(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Spec {
    let loaded = SpecLoader(fileSystem: InMemoryFileSystem(["/s.yaml": text])).load("/s.yaml")
    return try #require(loaded.spec, "\(loaded.diagnostics)", sourceLocation: sourceLocation)
}

/// An OpenAPI 3.0 document with one server, and `paths` and `components` as given.
func openAPI(paths: String, components: String = "") -> String {
    """
    openapi: 3.0.3
    info: { title: Shop, version: "1" }
    servers: [{ url: "https://shop.example/api" }]
    paths:
    \(paths)
    \(components.isEmpty ? "" : "components:\n" + components)
    """
}

/// A successful JSON reply of `schema`, as a flow mapping: `"200": \(jsonReply("{ type: string }"))`.
func jsonReply(_ schema: String) -> String {
    "{ description: ok, content: { application/json: { schema: \(schema) } } }"
}

/// The spec `files` of an import generated, compiled with `driver` (a file
/// holding `@main`) into a program linked with the runtime, and run with
/// `arguments`: how import tests run what a document becomes.
func runGenerated(
    _ files: [(path: String, text: String)], driver: String, arguments: [String] = []
) async throws -> ChildProcess.Output {
    let generated = try await RealDocumentsTests.generate(files)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("netlayer-import-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = try await SwiftExecutable.build(
        generated.map { ($0.path, $0.contents) } + [("Driver.swift", driver)], in: folder)
    return try await ChildProcess.run(program, arguments)
}
