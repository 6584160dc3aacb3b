import ArgumentParser

/// The flags of `GenerateBenchmark`, parsed by `parseOrExit()` (a command only for its name in the usage).
struct GenerateBenchmarkOptions: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "GenerateBenchmark") }

    @Option(help: "Timed generations of each spec.")
    var rounds = 3

    @Flag(help: "Skip the debug compile of the 1,000-interface output.")
    var noCompile = false

    func validate() throws {
        guard rounds > 0 else { throw ValidationError("--rounds must be positive") }
    }
}
