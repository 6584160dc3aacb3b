import Foundation
import NetLayerGenerator
import NetLayerMockServer
import NetLayerSpec
import SyntheticSpecs

/// `netlayer docs` measured beside `generate`: the API reference of a spec (load with every check, the mock
/// backend that answers the example requests, plan with its replies, render), the median over the rounds of
/// the whole and of each stage, and the site's size.
/// Writing the files is left out, as it is for `generate`.
struct DocsBenchmark {
    var rounds: Int
    let library: TemplateLibrary

    /// One spec's row: the spec at `path`.
    func measure(_ name: String, path: String) {
        var times: [Double] = []
        var stages: [(load: Double, backend: Double, plan: Double, render: Double)] = []
        var files: [RenderedFile] = []
        var interfaces = 0
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            let loaded = SpecLoader().load(path)
            guard let spec = loaded.spec, let names = loaded.names else {
                let problems = loaded.diagnostics.prefix(5).map(\.description).joined(separator: "\n")
                fatalError("\(name) did not load:\n\(problems)")
            }
            let made = ContinuousClock.now
            let backend = ReferenceSite.exampleBackend(spec, options: .init())
            let planning = ContinuousClock.now
            // ReferenceSite.files, stage by stage.
            let generator = Generator(library: library)
            let plan = generator.referencePlan(
                spec, names: names, graph: loaded.graph, options: ReferenceSite.options(answeredBy: backend))
            let rendering = ContinuousClock.now
            files = generator.render(plan)
            let end = ContinuousClock.now
            times.append((end - start).seconds)
            stages.append(
                (
                    (made - start).seconds, (planning - made).seconds, (rendering - planning).seconds,
                    (end - rendering).seconds
                ))
            interfaces = spec.interfaces.count
        }
        let bytes = files.reduce(0) { $0 + $1.contents.utf8.count }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        print(
            name.padding(toLength: 26, withPad: " ", startingAt: 0)
                + String(
                    format: "  %10d  %11.3f s  %5.3f  %7.3f  %5.3f  %6.3f  %5d  %7.2f  %7.1f", interfaces,
                    median(times), median(stages.map(\.load)), median(stages.map(\.backend)),
                    median(stages.map(\.plan)), median(stages.map(\.render)), files.count,
                    Double(bytes) / 1_048_576, PeakMemory.megabytes))
    }

    /// The rows of the synthetic spec at `synthetic` and of each imported spec.
    func run(synthetic: URL, imported: [(name: String, path: String)]) {
        print(
            "\ndocs (the API reference)    interfaces  docs (median)  load  backend   plan  render  files  site MB"
                + "  peak MB")
        measure("synthetic", path: synthetic.path)
        for spec in imported {
            let name = "imported " + URL(fileURLWithPath: spec.name).deletingPathExtension().lastPathComponent
            measure(name, path: spec.path)
        }
    }
}
