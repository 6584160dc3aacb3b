import Foundation
import NetLayerGenerator
import NetLayerImport
import NetLayerMockServer
import NetLayerSpec

/// `netlayer docs` measured beside `generate`: the API reference of a spec (load with every check, the mock
/// backend that answers the example requests, plan, render), its median over the rounds, and the site's size.
/// Writing the files is left out, as it is for `generate`.
struct DocsBenchmark {
    var rounds: Int
    let library: TemplateLibrary

    /// One spec's row: `loader` reads `path`, on disk or imported in memory.
    func measure(_ name: String, loader: SpecLoader, path: String) {
        var times: [Double] = []
        var files: [RenderedFile] = []
        var interfaces = 0
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            let loaded = loader.load(path)
            guard let spec = loaded.spec, let names = loaded.names else {
                let problems = loaded.diagnostics.prefix(5).map(\.description).joined(separator: "\n")
                fatalError("\(name) did not load:\n\(problems)")
            }
            let backend = ReferenceSite.exampleBackend(spec, options: .init())
            files = ReferenceSite.files(spec, names: names, graph: loaded.graph, backend: backend, library: library)
            times.append((ContinuousClock.now - start).seconds)
            interfaces = spec.interfaces.count
        }
        let bytes = files.reduce(0) { $0 + $1.contents.utf8.count }
        print(
            String(
                format: "%-26@  %10d  %11.3f s  %5d  %7.2f  %7.1f", name, interfaces, times.sorted()[times.count / 2],
                files.count, Double(bytes) / 1_048_576, PeakMemory.megabytes))
    }

    /// The rows of the synthetic spec at `synthetic` and of each OpenAPI document, imported in memory first.
    func run(synthetic: URL, documents: [String]) throws {
        print("\ndocs (the API reference)    interfaces  docs (median)  files  site MB  peak MB")
        measure("synthetic", loader: SpecLoader(), path: synthetic.path)
        for document in documents {
            let imported = Importer().run(document, outputName: "Imported.yaml")
            guard let written = imported.files else {
                print("\(document): the import failed")
                continue
            }
            let fileSystem = InMemoryFileSystem(
                Dictionary(uniqueKeysWithValues: written.map { ("/spec/\($0.path)", $0.text) }))
            measure(
                "imported " + URL(fileURLWithPath: document).deletingPathExtension().lastPathComponent,
                loader: SpecLoader(fileSystem: fileSystem), path: "/spec/Imported.yaml")
        }
    }
}
