import ArgumentParser
import BenchmarkTiming

/// The flags of `SpecLoadBenchmark`.
struct SpecLoadOptions: BenchmarkOptions {
    static let benchmarkName = "SpecLoadBenchmark"

    @Option(help: "Interfaces in the synthetic spec.")
    var interfaces = 10_000

    @Option(help: "Modules they are spread over.")
    var modules = 100

    @Option(help: "Timed loads.")
    var rounds = 5

    @Option(help: "Write the synthetic spec here and stop, to time `netlayer validate` on it.")
    var writeSpec: String?

    var counts: [(flag: String, value: Int)] { [("interfaces", interfaces), ("modules", modules), ("rounds", rounds)] }
}
