import ArgumentParser

/// `netlayer`: its subcommands, over the runtime sources that
/// `--package --embed-runtime` writes out. Generic so that each executable
/// says where those come from: `netlayer` carries them in the binary, and
/// the plugins' tool carries none (SwiftPM builds plugin tools without
/// running build plugins, so it could not embed them).
public struct NetLayerCommand<Runtime: RuntimeSources>: ParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "netlayer",
            abstract: "Generates a Swift network layer from a NetLayer spec.",
            version: "0.1.0",
            subcommands: [ValidateCommand.self, GenerateCommand<Runtime>.self, ImportCommand.self]
        )
    }

    public init() {}
}

/// The `NetLayer` runtime's sources, by path below `Sources/NetLayer`.
public protocol RuntimeSources {
    /// Nil when this executable does not carry them.
    static var files: [String: String]? { get }
}
