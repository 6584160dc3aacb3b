// Load+check speed and peak memory of the spec loader, on a synthetic spec
// and on hostile inputs. Run in release:
//
//     swift run -c release SpecLoadBenchmark [--interfaces N] [--modules M] [--rounds R]
//     swift run -c release SpecLoadBenchmark --write-spec /tmp/synthetic.yaml   # only write the spec
//
// Targets (issue 2): 10,000 interfaces in 100 modules load and check in under
// 0.5 s with a peak under 150 MB.
import Foundation
import NetLayerSpec
import SyntheticSpecs

let arguments = SpecLoadOptions.parseOrExit()
if let path = arguments.writeSpec {
    let text = SyntheticSpec(modules: arguments.modules, interfacesPerModule: arguments.interfaces / arguments.modules)
        .text
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    print("wrote \(path)")
    exit(0)
}
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("netlayer-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

let specPath = folder.appendingPathComponent("synthetic.yaml").path
let size: Int = try {
    let text = SyntheticSpec(modules: arguments.modules, interfacesPerModule: arguments.interfaces / arguments.modules)
        .text
    try text.write(toFile: specPath, atomically: true, encoding: .utf8)
    return text.utf8.count
}()
let baseline = PeakMemory.megabytes

var times: [Double] = []
var summary = ""
for _ in 0..<arguments.rounds {
    let start = ContinuousClock.now
    let result = SpecLoader().load(specPath)
    times.append((ContinuousClock.now - start).seconds)
    guard let spec = result.spec else {
        print(DiagnosticRenderer(sources: result.sources).render(result.diagnostics.prefix(5).map { $0 }))
        fatalError("the synthetic spec did not validate")
    }
    summary = "\(spec.modules.count) modules, \(spec.interfaces.count) interfaces, \(spec.models.count) models"
}
times.sort()
print("synthetic spec: \(summary), \(String(format: "%.2f", Double(size) / 1_048_576)) MB")
print(
    String(
        format: "  load+check: median %.3f s, best %.3f s over %d rounds", times[times.count / 2], times[0], times.count
    ))
print(String(format: "  peak memory: %.1f MB (%.1f MB before loading)", PeakMemory.megabytes, baseline))

print("hostile inputs (each must be refused with an error):")
for input in HostileInput.all {
    let path = folder.appendingPathComponent(input.name).path
    try Data(input.bytes).write(to: URL(fileURLWithPath: path))
    let start = ContinuousClock.now
    let result = SpecLoader().load(path)
    let elapsed = (ContinuousClock.now - start).seconds
    let first =
        result.diagnostics.first.map { $0.description.replacingOccurrences(of: path, with: input.name) }
        ?? "no diagnostic"
    print(String(format: "  %-22@ %7.4f s  %@", input.name as NSString, elapsed, String(first.prefix(110)) as NSString))
    precondition(result.spec == nil && result.hasErrors, "\(input.name) was not refused")
}
print(String(format: "peak memory of the whole run: %.1f MB", PeakMemory.megabytes))

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
