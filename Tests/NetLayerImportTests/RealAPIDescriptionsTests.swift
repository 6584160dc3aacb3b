import Foundation
import NetLayerSpec
import Testing

@testable import NetLayerImport

/// The real API descriptions in `../shared/openapi-real` (licenses and
/// sources there): each imports into a spec that loads without an error,
/// and in which no model is a structural duplicate of another but where
/// the document itself has two alike schemas.
@Suite struct RealAPIDescriptionsTests {
    static let folder = RealDocumentsTests.root.deletingLastPathComponent().appendingPathComponent(
        "shared/openapi-real")

    static var documents: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    }

    @Test(arguments: documents)
    func noModelIsAStructuralDuplicateOfAnother(name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let result = Importer().run(path, outputName: "Imported.yaml")
        let files = try #require(result.files, "\(result.diagnostics)")
        let loaded = SpecLoader(
            fileSystem: InMemoryFileSystem(
                Dictionary(uniqueKeysWithValues: files.map { ("/spec/\($0.path)", $0.text) }))
        ).load("/spec/\(files[0].path)")
        #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics.prefix(5))")
        let spec = try #require(loaded.spec)
        let duplicates = StructuralDuplicates.find(
            in: spec, schemaNames: StructuralDuplicates.schemaNames(ofDocument: path))
        #expect(duplicates.isEmpty, "\(duplicates.prefix(10))")
        if name == "k8s-core-v1.json" {
            // One model per schema it uses (it has 223), none for a reference's description.
            #expect(spec.models.count <= 223, "\(spec.models.count)")
        }
    }
}
