import ArgumentParser
import NetLayerCLI

/// `netlayer` as people install it: the runtime's sources, which the
/// EmbedRuntime build plugin compiles into this binary (so `--embed-runtime`
/// works wherever the binary is copied), and `netlayer mock` and `netlayer docs`, which run
/// `netlayer-mock` installed beside it.
enum Installed: NetLayerExecutable {
    static var runtimeFiles: [String: String]? { EmbeddedRuntime.all }
    static var commands: [any ParsableCommand.Type] { [MockCommand.self, DocsCommand.self, RecordCommand.self] }
}

@main
struct Netlayer {
    // An explicit async `main`: top-level code picks ParsableCommand's
    // synchronous one, which cannot run the async subcommands.
    static func main() async {
        await NetLayerCommand<Installed>.main()
    }
}
