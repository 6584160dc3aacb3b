import ArgumentParser

/// The flags of `SpecLoadBenchmark`, parsed by `parseOrExit()` (a command only for its name in the usage).
struct SpecLoadOptions: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "SpecLoadBenchmark") }

    @Option(help: "Interfaces in the synthetic spec.")
    var interfaces = 10_000

    @Option(help: "Modules they are spread over.")
    var modules = 100

    @Option(help: "Timed loads.")
    var rounds = 5

    @Option(help: "Write the synthetic spec here and stop, to time `netlayer validate` on it.")
    var writeSpec: String?

    func validate() throws {
        guard interfaces > 0, modules > 0, rounds > 0 else {
            throw ValidationError("--interfaces, --modules and --rounds must be positive")
        }
    }
}
