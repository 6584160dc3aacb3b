// Generation speed, memory and output size for synthetic specs of 100, 1,000
// and 10,000 interfaces, and the debug compile time of the generated code
// for 1,000 interfaces against the runtime. Run in release:
//
//     swift build -c release --target NetLayer     # the runtime, for the compile step
//     swift run -c release GenerateBenchmark [--rounds R] [--no-compile]
//
// It reports load (with every check), plan and render apart, and `netlayer
// export` of the same spec (plan the OpenAPI 3.1.1 document and write it as
// YAML) beside them; then imports real documents (`--document PATH`, Stripe's
// by default) and times generate and export of each imported spec; then the
// API reference (`netlayer docs`, DocsBenchmark) of the 1,000-interface spec
// and of the documents (`--no-docs` leaves it out). Targets
// (issue 10, as a whole process: docs/benchmarks.md): 1,000 interfaces in
// 0.12 s, 10,000 in 1.2 s and 200 MB; the code of 1,000 interfaces compiles
// in debug in 20 s and 500 MB (Benchmarks/Scripts/compile-generated.sh
// reports the slowest files and function bodies).
import BenchmarkTiming
import Foundation
import NetLayerExport
import NetLayerGenerator
import NetLayerImport
import NetLayerSpec
import SyntheticSpecs

let arguments = GenerateBenchmarkOptions.parseOrExit()
let rounds = arguments.rounds
let compiles = !arguments.noCompile

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("netlayer-generate-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

let library = try TemplateLibrary.builtIn()
print("interfaces  spec MB  generate (median)  load   plan  render  files  output MB  export (median)  peak MB")
var generated1000: URL?
var synthetic1000: URL?
for interfaces in [100, 1_000, 10_000] {
    let modules = max(1, interfaces / 100)
    let spec = folder.appendingPathComponent("synthetic-\(interfaces).yaml")
    let text = SyntheticSpec(modules: modules, interfacesPerModule: interfaces / modules).text
    try text.write(to: spec, atomically: true, encoding: .utf8)

    var times: [Double] = []
    var stages: [(load: Double, plan: Double, render: Double)] = []
    var files: [RenderedFile] = []
    let generator = Generator(library: library)
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        let loaded = generator.load(spec.path)
        let planning = ContinuousClock.now
        guard let checked = loaded.spec, let names = loaded.names else {
            let problems = loaded.diagnostics.prefix(5).map(\.description).joined(separator: "\n")
            fatalError("the synthetic spec did not generate:\n\(problems)")
        }
        let plan = try generator.plan(checked, names: names, specFileName: spec.lastPathComponent)
        let rendering = ContinuousClock.now
        files = generator.render(plan)
        let end = ContinuousClock.now
        times.append((end - start).seconds)
        stages.append(((planning - start).seconds, (rendering - planning).seconds, (end - rendering).seconds))
    }
    times.sort()
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let output = folder.appendingPathComponent("out-\(interfaces)")
    try OutputWriter(directory: output).write(files)
    let bytes = files.reduce(0) { $0 + $1.contents.utf8.count }
    let exported = try exportTime(of: spec.path, generator: generator)
    print(
        String(
            format: "%10d  %7.2f  %15.3f s  %5.3f  %5.3f  %6.3f  %5d  %9.2f  %13.3f s  %7.1f", interfaces,
            Double(text.utf8.count) / 1_048_576, times[times.count / 2], median(stages.map(\.load)),
            median(stages.map(\.plan)), median(stages.map(\.render)), files.count, Double(bytes) / 1_048_576,
            exported.seconds, PeakMemory.megabytes))
    if interfaces == 1_000 { (generated1000, synthetic1000) = (output, spec) }
}

// Each document imported once, its spec on disk: generate, export and docs read the same files.
var importedSpecs: [(name: String, path: String)] = []
for (index, document) in arguments.documents.enumerated() {
    let spec = try imported(document, into: folder.appendingPathComponent("imported-\(index)"))
    importedSpecs.append(spec)
    try realDocument(spec)
}

if !arguments.noDocs, let synthetic1000 {
    DocsBenchmark(rounds: rounds, library: library).run(synthetic: synthetic1000, imported: importedSpecs)
}

/// The median time of `netlayer export`'s work on the spec at `path`, loaded
/// once: the document planned and written as YAML (not the file write).
func exportTime(of path: String, generator: Generator) throws -> (seconds: Double, bytes: Int) {
    guard let spec = generator.load(path).spec else { fatalError("\(path) did not load") }
    var times: [Double] = []
    var bytes = 0
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        guard let document = Exporter().export(spec).document else { fatalError("\(path) did not export") }
        bytes = DocumentText.text(of: document, as: .yaml).utf8.count
        times.append((ContinuousClock.now - start).seconds)
    }
    return (times.sorted()[times.count / 2], bytes)
}

/// The OpenAPI document at `path` imported into `specFolder`: the document's name and the spec's path.
func imported(_ path: String, into specFolder: URL) throws -> (name: String, path: String) {
    let imported = Importer().run(path, outputName: "Imported.yaml")
    guard let files = imported.files else { fatalError("\(path) did not import") }
    for file in files {
        let url = specFolder.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.text.write(to: url, atomically: true, encoding: .utf8)
    }
    return ((path as NSString).lastPathComponent, specFolder.appendingPathComponent(files[0].path).path)
}

/// An imported spec generated and exported `rounds` times.
func realDocument(_ spec: (name: String, path: String)) throws {
    let specPath = spec.path
    let generator = Generator(library: library)
    var times: [Double] = []
    var interfaces = 0
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        let loaded = generator.load(specPath)
        guard let checked = loaded.spec, let names = loaded.names else {
            fatalError("\(spec.name)'s spec did not load")
        }
        interfaces = checked.interfaces.count
        _ = generator.render(try generator.plan(checked, names: names, specFileName: "Imported.yaml"))
        times.append((ContinuousClock.now - start).seconds)
    }
    let exported = try exportTime(of: specPath, generator: generator)
    print(
        String(
            format: "%@ imported (%d interfaces): generate (median) %.3f s, export (median) %.3f s, %.2f MB of YAML",
            spec.name, interfaces, times.sorted()[times.count / 2], exported.seconds,
            Double(exported.bytes) / 1_048_576))
}

guard compiles, let generated1000 else { exit(0) }
// The debug compile of the 1,000-interface output, with the runtime built in
// release by `swift build -c release --product NetLayer` (its module is all
// the compile needs).
let modules = URL(fileURLWithPath: ".build/release/Modules")
guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("NetLayer.swiftmodule").path) else {
    print("skipping the compile: run `swift build -c release --product NetLayer` first")
    exit(0)
}
let sources = try FileManager.default.contentsOfDirectory(atPath: generated1000.path).filter { $0.hasSuffix(".swift") }
    .sorted()
let objects = folder.appendingPathComponent("objects")
try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
let process = Process()
process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
process.currentDirectoryURL = objects
process.arguments =
    [
        "swiftc", "-c", "-Onone", "-g", "-swift-version", "6", "-parse-as-library", "-module-name", "Generated", "-j",
        "2",
        "-I", modules.path,
    ] + sources.map { generated1000.appendingPathComponent($0).path }
let start = ContinuousClock.now
try runToExit(process)
let elapsed = (ContinuousClock.now - start).seconds
print(
    String(
        format: "debug compile of the 1,000-interface output (%d files, 2 jobs): %.1f s, exit %d", sources.count,
        elapsed, process.terminationStatus))

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
