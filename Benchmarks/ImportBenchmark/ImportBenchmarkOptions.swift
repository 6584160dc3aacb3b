import ArgumentParser
import BenchmarkTiming

/// The flags of `ImportBenchmark`.
struct ImportBenchmarkOptions: BenchmarkOptions {
    static let benchmarkName = "ImportBenchmark"

    @Option(help: "Timed imports in process.")
    var rounds = 15

    @Option(help: "Runs of `netlayer import` as a whole process.")
    var processRuns = 7

    @Option(help: "Tags of the synthetic document.")
    var tags = 30

    @Option(help: "Resources per tag.")
    var resourcesPerTag = 4

    @Option(help: "The release `netlayer` to time; by default the one beside this program.")
    var netlayer: String?

    @Option(help: "Write the synthetic document here and stop, to time other tools on it.")
    var writeDocument: String?

    @Option(help: "Report on the real documents in this folder instead.")
    var realDocuments: String?

    @Option(help: "With --real-documents: write each document's generated code here.")
    var writeGenerated: String?

    var counts: [(flag: String, value: Int)] {
        [("rounds", rounds), ("process-runs", processRuns), ("tags", tags), ("resources-per-tag", resourcesPerTag)]
    }
}
