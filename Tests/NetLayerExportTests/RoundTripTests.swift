import Foundation
import NetLayerExport
import NetLayerImport
import NetLayerSpec
import TestSupport
import Testing

/// Export then import gives the spec back: `netlayer diff` (`SpecDiff`)
/// finds no change between the original and the re-imported spec, and no
/// interface, model or field is lost. The `x-netlayer-*` extensions are
/// what makes it so: without them the same document loses information.
@Suite struct RoundTripTests {
    /// The spec exported as `format`, imported from memory, and loaded.
    static func roundTrip(_ spec: Spec, as format: DocumentFormat, stripping: Bool = false) throws -> Spec {
        var document = try #require(Exporter().export(spec).document)
        if stripping { document = Self.withoutExtensions(document) }
        let path = "/export/openapi.\(format.rawValue)"
        let importer = Importer(
            fileSystem: InMemoryFileSystem([path: DocumentText.text(of: document, as: format)]))
        let imported = importer.run(path, outputName: "Back.yaml")
        let files = try #require(imported.files, "\(imported.diagnostics.prefix(5))")
        let system = InMemoryFileSystem(Dictionary(uniqueKeysWithValues: files.map { ("/back/\($0.path)", $0.text) }))
        let loaded = SpecLoader(fileSystem: system).load("/back/\(files[0].path)")
        return try #require(loaded.spec, "\(loaded.diagnostics.prefix(5))")
    }

    static func withoutExtensions(_ value: OrderedJSON) -> OrderedJSON {
        switch value {
        case .object(let members):
            return .object(
                members.filter { !$0.key.hasPrefix("x-netlayer-") }.map { .init($0.key, withoutExtensions($0.value)) })
        case .array(let items): return .array(items.map(withoutExtensions))
        default: return value
        }
    }

    @Test(arguments: ValidatorTests.specs)
    func exportThenImportGivesTheSpecBack(path: String) throws {
        let original = try ValidatorTests.load(path)
        for format in DocumentFormat.allCases {
            let back = try Self.roundTrip(original, as: format)
            let changes = SpecDiff.changes(from: original, to: back)
            #expect(changes.isEmpty, "\(path) (\(format)): \(changes.map(\.headline))")
            #expect(!changes.hasBreaking && !changes.hasRenames)
            // The models themselves, so that what `SpecDiff` does not compare cannot be lost unseen.
            let lost = SpecModelDump.differences(from: original, to: back)
            #expect(lost.isEmpty, "\(path) (\(format)): \(lost.prefix(20).joined(separator: "\n"))")
            // Nothing lost, by name: interfaces, models, and each model's fields.
            #expect(back.interfaces.map(\.id).sorted() == original.interfaces.map(\.id).sorted())
            #expect(back.models.map(\.name).sorted() == original.models.map(\.name).sorted())
            // The interfaces' examples and errors come back too, by name.
            for interface in original.interfaces {
                let other = back.interfaces.first { $0.id == interface.id }
                #expect(
                    Set(other?.examples.map(\.name) ?? []) == Set(interface.examples.map(\.name)),
                    "\(path): \(interface.id)")
            }
            for model in original.models {
                guard case .structure(let fields) = model.kind else { continue }
                let other = back.models.first { $0.name == model.name }
                guard case .structure(let backFields)? = other?.kind else {
                    Issue.record("\(path): model \(model.name) is no longer a struct")
                    continue
                }
                #expect(backFields.map(\.name) == fields.map(\.name), "\(path): \(model.name)")
                #expect(backFields.map(\.key) == fields.map(\.key), "\(path): \(model.name)")
                // Examples, of the model and of its fields, come back where they were.
                #expect((other?.example != nil) == (model.example != nil), "\(path): \(model.name)")
                #expect(backFields.map { $0.example != nil } == fields.map { $0.example != nil }, "\(path)")
            }
        }
    }

    /// Specs that write every key export carries: the model read back holds what the original holds.
    @Test(arguments: EveryKeySpecs.all.indices)
    func everyKeyComesBack(index: Int) throws {
        let original = try ExportFixture.spec(EveryKeySpecs.all[index])
        for format in DocumentFormat.allCases {
            let back = try Self.roundTrip(original, as: format)
            let changes = SpecDiff.changes(from: original, to: back)
            #expect(changes.isEmpty, "\(format): \(changes.map(\.headline))")
            let lost = SpecModelDump.differences(from: original, to: back)
            #expect(lost.isEmpty, "\(format): \(lost.prefix(20).joined(separator: "\n"))")
        }
    }

    /// The mapping tests' spec: a literal header that starts with `$`, a
    /// prefix per environment, a required-and-nullable date in seconds,
    /// errors with and without a status.
    @Test func theMappingSpecComesBack() throws {
        let original = try ExportFixture.spec(MappingTests.school)
        let back = try Self.roundTrip(original, as: .yaml)
        #expect(SpecDiff.changes(from: original, to: back).isEmpty)
        #expect(back.headers.map(\.value.value) == [.literal("ios"), .runtime("userAgent"), .literal("$5")])
    }

    /// The same document without its extensions is an ordinary OpenAPI
    /// document, and its import is the importer's guess: it differs.
    @Test func withoutTheExtensionsTheRoundTripLoses() throws {
        let original = try ValidatorTests.load("specs/school.yaml")
        let back = try Self.roundTrip(original, as: .yaml, stripping: true)
        let changes = SpecDiff.changes(from: original, to: back)
        #expect(changes.hasBreaking)
        #expect(changes.contains { $0.message.contains("time-out") })
    }
}
