import Foundation
import PackagePlugin

/// Generates a target's network layer from its `NAME.netlayer.yaml` on
/// every build where the spec, a file it includes, the settings or a
/// template changed, and only then: SwiftPM reruns a build command when one
/// of its declared inputs changes.
///
/// The output files must be named before the generator has read the spec,
/// so the plugin asks for the one-file-per-layer layout (`LayerFiles`),
/// whose names follow from the spec's file name alone.
@main
struct NetLayerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL.standardizedFileURL
        let files = SpecFiles(folder: folder)
        let spec = try files.spec(ofTarget: target.name)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSources")
        let arguments =
            SpecFiles.generateArguments(for: spec, into: output) + [
                "--layout", "layers", "--include-root", folder.path, "--quiet",
            ]
        return [
            .buildCommand(
                displayName: "Generating the network layer of \(target.name) from \(spec.lastPathComponent)",
                executable: try PluginTool.url(in: context),
                arguments: arguments,
                // Every YAML file of the target, not only those the spec
                // includes today: a new include is then noticed too.
                inputFiles: files.inputs,
                outputFiles: LayerFiles.names(ofSpec: spec.lastPathComponent).map {
                    output.appendingPathComponent($0)
                })
        ]
    }
}
