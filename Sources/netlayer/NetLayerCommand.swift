import ArgumentParser

@main
struct NetLayerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "netlayer",
        abstract: "Generates a Swift network layer from a NetLayer spec.",
        version: "0.1.0",
        subcommands: [ValidateCommand.self, GenerateCommand.self]
    )
}
