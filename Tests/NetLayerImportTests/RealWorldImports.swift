import Foundation
import NetLayerSpec
import TestSupport

@testable import NetLayerImport

/// Each real document of `Tests/Corpora/openapi-real` imported once per test run, with its spec loaded: several
/// suites read the same imports, and each takes seconds of CPU (Stripe's the most). Done on a thread of its own
/// (`onOwnThread`), so that tests waiting on loopback do not wait for it.
enum RealWorldImports {
    struct Imported: Sendable {
        var result: ImportResult
        /// The spec the import wrote, loaded; nil when it has no files or they do not load.
        var spec: Spec?
    }

    private static let started = TestState<[String: Task<Imported, any Error>]>([:])

    /// `name`'s import, made by the first caller and shared with the rest.
    static func imported(_ name: String) async throws -> Imported {
        let task = started.update { started in
            if let task = started[name] { return task }
            let task = Task { try await onOwnThread { importing(name) } }
            started[name] = task
            return task
        }
        return try await task.value
    }

    private static func importing(_ name: String) -> Imported {
        let path = RealWorldDocumentsTests.folder.appendingPathComponent(name).path
        let result = Importer().run(path, outputName: "Imported.yaml")
        let spec = result.files.flatMap { files in
            SpecLoader(
                fileSystem: InMemoryFileSystem(
                    Dictionary(uniqueKeysWithValues: files.map { ("/spec/\($0.path)", $0.text) }))
            ).load("/spec/\(files[0].path)").spec
        }
        return Imported(result: result, spec: spec)
    }
}
