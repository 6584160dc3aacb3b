import NetLayerCLI

/// The runtime's sources, which the EmbedRuntime build plugin compiles
/// into this binary, so `--embed-runtime` works wherever the binary is copied.
enum BinaryRuntimeSources: RuntimeSources {
    static var files: [String: String]? { EmbeddedRuntime.all }
}

NetLayerCommand<BinaryRuntimeSources>.main()
