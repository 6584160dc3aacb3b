import Foundation
import NetLayerExport
import NetLayerSpec
import TestSupport

/// Specs written in a test, exported.
enum ExportFixture {
    /// The spec in `yaml`, loaded from memory; its diagnostics when it does not load.
    static func spec(_ yaml: String, file: String = "/spec/Test.yaml") throws -> Spec {
        let result = SpecLoader(fileSystem: InMemoryFileSystem([file: yaml])).load(file)
        guard let spec = result.spec else {
            throw FixtureError(result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return spec
    }

    /// The export of the spec in `yaml`.
    static func export(_ yaml: String, strict: Bool = false) throws -> ExportResult {
        Exporter(strict: strict).export(try spec(yaml))
    }

    /// The document of the spec in `yaml`, which must export without an error.
    static func document(_ yaml: String) throws -> OrderedJSON {
        let result = try export(yaml)
        guard let document = result.document else {
            throw FixtureError(result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return document
    }

    struct FixtureError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

extension OrderedJSON {
    /// The value at a path of keys (and array indices as numbers), such as `["paths", "/a", "get"]`.
    subscript(path: String...) -> OrderedJSON? {
        var value: OrderedJSON? = self
        for key in path {
            switch value {
            case .object(let members)?: value = members.first { $0.key == key }?.value
            case .array(let items)?: value = Int(key).flatMap { items.indices.contains($0) ? items[$0] : nil }
            default: return nil
            }
        }
        return value
    }
}
