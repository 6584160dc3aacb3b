import ArgumentParser

/// The flags of `GenerateBenchmark`, parsed by `parseOrExit()` (a command only for its name in the usage).
struct GenerateBenchmarkOptions: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "GenerateBenchmark") }

    @Option(help: "Timed generations of each spec.")
    var rounds = 3

    @Flag(help: "Skip the debug compile of the 1,000-interface output.")
    var noCompile = false

    @Flag(help: "Skip the API reference (netlayer docs) of the 1,000-interface spec and of the documents.")
    var noDocs = false

    @Option(
        name: .customLong("docs-document"),
        help: "An OpenAPI document whose imported spec's API reference is measured too (repeatable).")
    var docsDocuments: [String] = ["../shared/openapi-real/stripe.yaml"]

    func validate() throws {
        guard rounds > 0 else { throw ValidationError("--rounds must be positive") }
    }
}
