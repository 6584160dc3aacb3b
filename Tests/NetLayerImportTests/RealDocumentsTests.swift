import Foundation
import NetLayerGenerator
import NetLayerSpec
import TestSupport
import Testing

@testable import NetLayerImport

/// The real OpenAPI and Swagger documents in `Tests/Corpora/openapi` (with their
/// licenses there): each imports without an error, reports what it loses at
/// its place in the document, and its spec generates code that the compiler
/// accepts in Swift 6 mode with warnings as errors.
@Suite struct RealDocumentsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let folder = Corpora.url("openapi")

    /// Each document, with the warnings its import must report (line numbers into the document).
    static let documents: [(name: String, warnings: [String])] = [
        ("pet-store-3.0.yaml", []),
        // `Empty` and `Notification` would hide Combine's and Foundation's types: renamed.
        ("google-books-3.0.yaml", ["3643:7: warning: schema '#/components/schemas/Empty'", "3861:7: warning: "]),
        ("tomtom-3.0.yaml", []),
        ("v3.0-uspto.json", []),
        ("v3.0-petstore-expanded.json", []),
        ("v2.0-uber.yaml", []),
        ("v2.0-petstore-expanded.json", []),
        ("v2.0-api-with-examples.yaml", ["1:1: warning: the document names no server"]),
        ("v2.0-petstore-separate/spec/swagger.yaml", []),
    ]

    static var modules: URL {
        get throws { try BuildProducts.locate("Modules/NetLayer.swiftmodule").deletingLastPathComponent() }
    }

    @Test(arguments: documents.map(\.name))
    func importsGeneratesAndCompiles(name: String) async throws {
        let path = Self.folder.appendingPathComponent(name).path
        let expected = try #require(Self.documents.first { $0.name == name }).warnings
        let result = Importer().run(path, outputName: "Imported.yaml")
        let messages = result.diagnostics.map(\.description)
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning }, "\(messages)")
        #expect(messages.count == expected.count, "\(messages)")
        for (message, start) in zip(messages, expected) {
            #expect(message.hasPrefix("\(path):\(start)"), "\(message)")
        }
        let files = try #require(result.files)

        let generated = try await Self.generate(files)
        #expect(generated.contains { $0.path == "RequestInterface.swift" } && generated.count >= 4)
        let outcome = try await SwiftTypeCheck.run(generated.map { ($0.path, $0.contents) }, modules: try Self.modules)
        #expect(outcome.passed, "\(outcome.output.prefix(5_000))")
    }

    /// The spec's files, generated as `netlayer generate` would.
    static func generate(_ files: [(path: String, text: String)]) async throws -> [RenderedFile] {
        // On a thread of its own: a large document's generation takes seconds (`onOwnThread`).
        let result = try await onOwnThread {
            let fileSystem = InMemoryFileSystem(
                Dictionary(uniqueKeysWithValues: files.map { ("/spec/\($0.path)", $0.text) }))
            let generator = Generator(
                loader: SpecLoader(fileSystem: fileSystem), library: try TemplateLibrary.builtIn())
            return try generator.generate("/spec/\(files[0].path)")
        }
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        return try #require(result.files)
    }
}
