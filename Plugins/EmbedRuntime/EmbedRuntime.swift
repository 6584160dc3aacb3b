import Foundation
import PackagePlugin

/// Compiles the runtime's sources (`Sources/NetLayer/**/*.swift` and the vocabulary it re-exports,
/// `Sources/NetLayerWire`), and the
/// mock backend's that fixtures use (`Sources/NetLayerMock`, `Sources/SeededRandom`),
/// into the `netlayer` binary as Swift strings keyed by their path below
/// `Sources`, so `--package --embed-runtime` writes out the very same
/// source, and works when the binary is copied alone to another machine.
///
/// The templates are not embedded here: the plugins' tool needs them too,
/// and SwiftPM builds plugin tools without running build plugins, so they
/// are a committed file (`EmbeddedTemplates.swift`) that a test keeps equal
/// to `Templates/`.
@main
struct EmbedRuntime: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        // The tool is a dependency of this plugin under the trait `Tools` only (Package.swift). SwiftPM runs a
        // build plugin for every target of the graph that applies it while it plans any build, so an app that
        // turned `Tools` off runs this one too, for `netlayer`, which it never builds: no tool, no command, no error.
        // (`netlayer` itself needs `Tools`: NetLayerCLI imports ArgumentParser.)
        guard let tool = try? context.tool(named: "netlayer-embed-sources").url else { return [] }
        let sourcesFolder = context.package.directoryURL.appendingPathComponent("Sources")
        let runtime = ["NetLayerWire", "NetLayer", "NetLayerMock", "SeededRandom"].flatMap { folder in
            let walker = FileManager.default.enumerator(
                at: sourcesFolder.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            return (walker?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
        }
        .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedRuntime.swift")
        return [
            .buildCommand(
                displayName: "Embedding the runtime's \(runtime.count) sources",
                executable: tool,
                arguments: ["EmbeddedRuntime", sourcesFolder.path, output.path] + runtime.map(\.path),
                inputFiles: runtime,
                outputFiles: [output])
        ]
    }
}
