import Foundation
import NetLayerSpec
import TestSupport
import Testing

@testable import NetLayerImport

/// The real API descriptions of `Tests/Corpora/openapi-real` (their licenses
/// and `SOURCES.md` there): each imports without an error, loses no more
/// than it did when its bound was last lowered, has no model that is a
/// structural duplicate of another (but where the document has two alike
/// schemas), and its spec generates; the clients of the small ones compile in Swift 6 mode with warnings as
/// errors. `Benchmarks/Scripts/real-documents.sh` reports what each loses,
/// by kind, and compiles every client.
@Suite struct RealWorldDocumentsTests {
    static let folder = Corpora.url("openapi-real")

    /// Each document, the most warnings that lose information its import
    /// may give (lower a bound when a change lowers the count: it only
    /// goes down), and whether its client is small enough to compile here.
    /// Ten documents have one more since issue 37: the one warning that counts
    /// the validation keywords the spec does not keep, which were dropped
    /// silently before it.
    static let documents: [(name: String, losing: Int, compiles: Bool)] = [
        ("aws-lambda-runtime.yaml", 0, true),
        ("azure-iot-keyd.yaml", 0, true),
        ("box.json", 1, false),
        ("cisco-mindmeld.yaml", 0, true),
        ("cloud-hypervisor.yaml", 0, true),
        ("discourse.yaml", 2, false),
        ("ghes-3.0.yaml", 2, false),
        ("harbor.yaml", 1, false),
        ("jupyterhub.yaml", 0, true),
        ("k8s-core-v1.json", 1, false),
        ("mistral.yaml", 1, false),
        ("netflix-consoleme.yaml", 1, true),
        ("oai-callback.yaml", 0, true),
        ("oai-link.yaml", 0, true),
        ("openai.yaml", 1, false),
        ("prometheus-alertmanager.yaml", 0, true),
        ("stripe.yaml", 1, false),
        ("svix.json", 1, false),
        ("swiftpm-registry.yaml", 0, true),
    ]

    @Test func everyDocumentIsListed() throws {
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        #expect(Set(present) == Set(Self.documents.map(\.name)))
    }

    @Test(arguments: documents.map(\.name))
    func importsAndGenerates(name: String) async throws {
        let document = try #require(Self.documents.first { $0.name == name })
        let imported = try await RealWorldImports.imported(name)
        let result = imported.result
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.prefix(5))")
        let losing = result.diagnostics.filter(\.losesInformation)
        #expect(losing.count <= document.losing, "\(losing.prefix(10).map(\.description))")
        let files = try #require(result.files)
        let generated = try await RealDocumentsTests.generate(files)
        #expect(generated.contains { $0.path == "RequestInterface.swift" })
        // One schema, one type: no model repeats another, but where the document has two alike schemas.
        let spec = try #require(imported.spec)
        let path = Self.folder.appendingPathComponent(name).path
        let duplicates = try await onOwnThread {
            StructuralDuplicates.find(in: spec, schemaNames: StructuralDuplicates.schemaNames(ofDocument: path))
        }
        #expect(duplicates.isEmpty, "\(duplicates.prefix(10))")
        if name == "k8s-core-v1.json" {
            // At most one model per schema it uses (it has 223): none for a reference's description.
            #expect(spec.models.count <= 223, "\(spec.models.count)")
        }
        guard document.compiles else { return }
        let outcome = try await SwiftTypeCheck.run(
            generated.map { ($0.path, $0.contents) }, modules: try RealDocumentsTests.modules)
        #expect(outcome.passed, "\(outcome.output.prefix(5_000))")
    }
}
