// Import speed and peak memory of `netlayer import`, on a synthetic OpenAPI
// 3.0 document shaped like a large springfox backend (SyntheticOpenAPI: 660
// operations under 30 tags, about 2.5 MB of JSON). Run in release:
//
//     swift run -c release ImportBenchmark [--rounds R] [--process-runs N]
//     swift run -c release ImportBenchmark --write-document /tmp/synthetic-openapi.json   # only write it
//     swift run -c release ImportBenchmark --real-documents Tests/Corpora/openapi-real --rounds 3   # issue 21's report
//
// It times `Importer.run` in process (read, map, write, and the load of the
// written spec) over R rounds after a warm-up, reports the process's peak
// memory and the import's warnings, then times `netlayer import` as a whole
// process (with /usr/bin/time, for its peak memory; and again with
// --no-source-lines, which prints the warnings without their source lines)
// when the release `netlayer` is built beside this program (`swift build -c
// release --product netlayer`) or named with --netlayer.
// Target (issue 11): the import takes at most 0.5 s.
// Benchmarks/Scripts/import-vs-openapi-generator.sh compares the import,
// generation and debug compile with swift-openapi-generator's.
import BenchmarkTiming
import Foundation
import NetLayerImport
import NetLayerSpec
import SyntheticSpecs

let arguments = ImportBenchmarkOptions.parseOrExit()
if let folder = arguments.realDocuments {
    try RealDocumentsReport(folder: folder, output: arguments.writeGenerated, rounds: arguments.rounds).run()
    exit(0)
}
let document = SyntheticOpenAPI(tags: arguments.tags, resourcesPerTag: arguments.resourcesPerTag)
if let path = arguments.writeDocument {
    try document.text.write(toFile: path, atomically: true, encoding: .utf8)
    print("wrote \(path)")
    exit(0)
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("netlayer-import-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let documentPath = folder.appendingPathComponent("synthetic-openapi.json").path
let text = document.text
try text.write(toFile: documentPath, atomically: true, encoding: .utf8)
print(
    String(
        format: "synthetic document: OpenAPI 3.0.3, JSON, %d operations under %d tags, %.2f MB, %d lines",
        document.operationCount, document.tags, Double(text.utf8.count) / 1_048_576,
        text.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count))

let baseline = PeakMemory.megabytes
let importer = Importer()
var result = importer.run(documentPath, outputName: "Synthetic.yaml")  // the warm-up
guard let files = result.files else {
    print(
        DiagnosticRenderer(sources: result.sources).render(
            result.diagnostics.filter { $0.severity == .error }.prefix(5).map { $0 }))
    fatalError("the synthetic document did not import")
}
var times: [Double] = []
for _ in 0..<arguments.rounds {
    let start = ContinuousClock.now
    result = importer.run(documentPath, outputName: "Synthetic.yaml")
    times.append((ContinuousClock.now - start).seconds)
}
times.sort()

let spec = SpecLoader(fileSystem: InMemoryFileSystem(["/import/Synthetic.yaml": files[0].text])).load(
    "/import/Synthetic.yaml"
).spec
let specBytes = files.reduce(0) { $0 + $1.text.utf8.count }
print(
    "spec: \(spec?.modules.count ?? 0) modules, \(spec?.interfaces.count ?? 0) interfaces, "
        + "\(spec?.models.count ?? 0) models, "
        + String(format: "%.2f MB", Double(specBytes) / 1_048_576)
        + "; envelope: \(spec?.envelope == nil ? "none" : "found")")
print(
    String(
        format: "  import in process: median %.3f s, range %.3f–%.3f s over %d rounds (after a warm-up)",
        times[times.count / 2],
        times[0], times[times.count - 1], times.count))
print(String(format: "  peak memory: %.1f MB (%.1f MB before importing)", PeakMemory.megabytes, baseline))
let warnings = result.diagnostics.filter { $0.severity == .warning }
print("  warnings: \(warnings.count)")
for (message, count) in WarningKinds.count(warnings) {
    print("    \(String(format: "%4d", count))  \(message)")
}

// The whole process, as a user runs it.
guard let netlayer = arguments.netlayer ?? siblingExecutable("netlayer") else {
    print("netlayer import, whole process: skipped; build it first: swift build -c release --product netlayer")
    exit(0)
}
print("netlayer import, whole process (\(netlayer)):")
for flags in [[], ["--no-source-lines"]] {
    var times: [Double] = []
    var peak = 0
    for run in 0..<arguments.processRuns {
        let output = folder.appendingPathComponent("out-\(run)/Synthetic.yaml").path
        let (seconds, kilobytes) = try timeProcess(netlayer, ["import", documentPath, "--output", output] + flags)
        times.append(seconds)
        peak = max(peak, kilobytes)
    }
    times.sort()
    print(
        String(
            format: "  %@: median %.2f s, range %.2f–%.2f s over %d runs; peak memory %.1f MB",
            (["netlayer import"] + flags).joined(separator: " "), times[times.count / 2], times[0],
            times[times.count - 1], times.count, Double(peak) / 1024))
}

/// The wall time of `executable arguments` and its peak resident size in
/// KB, as /usr/bin/time reports them. Not this process's own clock and
/// getrusage: RUSAGE_CHILDREN reports at least this process's own size,
/// which a child has when it is forked, and the clock would count the
/// hand-over of the child's exit to this process.
func timeProcess(_ executable: String, _ arguments: [String]) throws -> (Double, Int) {
    let report = folder.appendingPathComponent("time.txt").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
    process.arguments = ["-f", "%e %M", "-o", report, executable] + arguments
    process.standardError = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    try runToExit(process)
    guard process.terminationStatus == 0 else { fatalError("\(executable) exited with \(process.terminationStatus)") }
    let fields = try String(contentsOfFile: report, encoding: .utf8).split(whereSeparator: \.isWhitespace)
    guard fields.count == 2, let seconds = Double(fields[0]), let kilobytes = Int(fields[1]) else {
        fatalError("unexpected /usr/bin/time report: \(fields)")
    }
    return (seconds, kilobytes)
}

/// `name` in this program's folder (`.build/release`), if it is there.
func siblingExecutable(_ name: String) -> String? {
    let path = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
