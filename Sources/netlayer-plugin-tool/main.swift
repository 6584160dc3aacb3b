import NetLayerCLI

/// The tool of the NetLayerPlugin and GenerateNetLayer plugins: `netlayer`
/// without the runtime's sources, which only `--embed-runtime` needs.
enum NoRuntimeSources: RuntimeSources {
    static var files: [String: String]? { nil }
}

NetLayerCommand<NoRuntimeSources>.main()
