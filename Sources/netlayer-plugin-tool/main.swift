import ArgumentParser
import NetLayerCLI

/// The tool of the NetLayerPlugin and GenerateNetLayer plugins: `netlayer`
/// without the runtime's sources, which only `--embed-runtime` needs, and
/// without `mock`.
enum PluginTool: NetLayerExecutable {
    static var runtimeFiles: [String: String]? { nil }
    static var commands: [any ParsableCommand.Type] { [] }
}

await NetLayerCommand<PluginTool>.main()
