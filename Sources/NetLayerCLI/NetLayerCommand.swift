import ArgumentParser
import NetLayerSpec

/// `netlayer`: its subcommands, and what each executable adds to them.
/// Generic so that each executable says what it carries: `netlayer` the
/// runtime's sources (for `--package --embed-runtime`) and `mock`; the
/// plugins' tool neither (SwiftPM builds plugin tools without running build
/// plugins, so it could not embed the sources, and a build has no use for a
/// server).
public struct NetLayerCommand<Executable: NetLayerExecutable>: AsyncParsableCommand {
    /// The command's name, version and subcommands: the shared ones, then the executable's own.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "netlayer",
            abstract: "Generates a Swift network layer from a NetLayer spec.",
            version: NetLayerVersion.current,
            subcommands: [
                ValidateCommand.self, GenerateCommand<Executable>.self, ImportCommand.self, ExportCommand.self,
                DiffCommand.self, VerifyCommand.self, SchemaCommand.self,
            ]
                + Executable.commands
        )
    }

    /// Creates the command; ArgumentParser picks the subcommand.
    public init() {}
}

/// What one executable of `netlayer` carries beyond the shared commands.
public protocol NetLayerExecutable {
    /// The sources of the `NetLayer` runtime and of the mock backend
    /// (`NetLayerMock`, `SeededRandom`), by path below `Sources`
    /// (`NetLayer/Client/NetLayerClient.swift`); nil when this executable does not carry them.
    static var runtimeFiles: [String: String]? { get }
    /// Commands of this executable's own.
    static var commands: [any ParsableCommand.Type] { get }
}
