import ArgumentParser
import NetLayerCLI

/// The tool of the NetLayerPlugin and GenerateNetLayer plugins: `netlayer`
/// without the runtime's sources, which only `--embed-runtime` needs, and
/// without `mock`.
enum PluginTool: NetLayerExecutable {
    static var runtimeFiles: [String: String]? { nil }
    static var commands: [any ParsableCommand.Type] { [] }
}

@main
struct NetlayerPluginTool {
    // An explicit async `main`: top-level code picks ParsableCommand's
    // synchronous one, which cannot run the async subcommands.
    static func main() async {
        await NetLayerCommand<PluginTool>.main()
    }
}
