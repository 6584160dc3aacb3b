import Foundation
import PackagePlugin

/// Compiles `Templates/*.mustache` and the runtime's sources
/// (`Sources/NetLayer/**/*.swift`) into the generator as Swift strings, so
/// each stays the one copy and the `netlayer` binary still works when copied
/// alone to another machine (`--package --embed-runtime` writes the runtime
/// out again, the very same source).
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let root = context.package.directoryURL
        let tool = try context.tool(named: "netlayer-embed-templates").url
        let templates = try files(in: root.appendingPathComponent("Templates"), withExtension: "mustache")
        let runtimeFolder = root.appendingPathComponent("Sources/NetLayer")
        let runtime = try files(in: runtimeFolder, withExtension: "swift")
        let templatesOutput = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedTemplates.swift")
        let runtimeOutput = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedRuntime.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(templates.count) templates",
                executable: tool,
                arguments: ["EmbeddedTemplates", "name", templatesOutput.path] + templates.map(\.path),
                inputFiles: templates,
                outputFiles: [templatesOutput]),
            .buildCommand(
                displayName: "Embedding the runtime's \(runtime.count) sources",
                executable: tool,
                arguments: ["EmbeddedRuntime", runtimeFolder.path, runtimeOutput.path] + runtime.map(\.path),
                inputFiles: runtime,
                outputFiles: [runtimeOutput]),
        ]
    }

    /// The files below `folder` with `extension`, sorted.
    private func files(in folder: URL, withExtension fileExtension: String) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == fileExtension }
            .sorted { $0.path < $1.path }
    }
}
