import Foundation
import PackagePlugin

/// Compiles the runtime's sources (`Sources/NetLayer/**/*.swift`), and the
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
        let sourcesFolder = context.package.directoryURL.appendingPathComponent("Sources")
        let runtime = ["NetLayer", "NetLayerMock", "SeededRandom"].flatMap { folder in
            let walker = FileManager.default.enumerator(
                at: sourcesFolder.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            return (walker?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
        }
        .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedRuntime.swift")
        return [
            .buildCommand(
                displayName: "Embedding the runtime's \(runtime.count) sources",
                executable: try context.tool(named: "netlayer-embed-sources").url,
                arguments: ["EmbeddedRuntime", sourcesFolder.path, output.path] + runtime.map(\.path),
                inputFiles: runtime,
                outputFiles: [output])
        ]
    }
}
