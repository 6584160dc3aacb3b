import ArgumentParser

/// The flags of `ImportBenchmark`, parsed by `parseOrExit()` (a command only for its name in the usage).
struct ImportBenchmarkOptions: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "ImportBenchmark") }

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

    func validate() throws {
        guard rounds > 0, processRuns > 0, tags > 0, resourcesPerTag > 0 else {
            throw ValidationError("--rounds, --process-runs, --tags and --resources-per-tag must be positive")
        }
    }
}
