import Foundation
import Testing

@testable import NetLayerGenerator

/// `Templates/` is the one copy a person edits; the generator carries a
/// committed rendering of it, which must say the same, byte for byte.
@Suite struct EmbeddedTemplatesTests {
    @Test func theEmbeddedTemplatesAreThoseInTemplatesFolder() throws {
        let folder = GoldenTests.root.appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".mustache")
        }
        var onDisk: [String: String] = [:]
        for name in names {
            onDisk[String(name.dropLast(".mustache".count))] = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(Set(onDisk.keys) == Set(TemplateLibrary.builtInNames))
        #expect(
            EmbeddedTemplates.all == onDisk,
            "Sources/NetLayerGenerator/Render/EmbeddedTemplates.swift is out of date: run scripts/embed-templates.sh")
    }
}
