import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-netlayer
/// [--target NAME]... [--output FOLDER] [--check] [netlayer options]`:
/// writes each target's generated code into its sources, for teams that
/// commit it. Only changed files are written and files the last run wrote
/// that no longer belong are removed; `--check` writes nothing and fails
/// when the committed code is out of date (for CI).
@main
struct GenerateNetLayer: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let outputFolder = extractor.extractOption(named: "output").last ?? "Generated"
        let passedOn = extractor.remainingArguments

        // Each target with its files, its folder walked once.
        let targets: [(target: SourceModuleTarget, files: SpecFiles)]
        if names.isEmpty {
            // Without --target: every target that holds a spec.
            targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }.map {
                ($0, SpecFiles(folder: $0.directoryURL.standardizedFileURL))
            }.filter { !$0.files.specs.isEmpty }
            guard !targets.isEmpty else {
                throw SpecFilesError("no target of this package holds a NAME.netlayer.yaml spec")
            }
        } else {
            targets = try context.package.targets(named: names).map { target in
                guard let sources = target as? SourceModuleTarget else {
                    throw SpecFilesError("target '\(target.name)' has no sources to generate into")
                }
                return (sources, SpecFiles(folder: sources.directoryURL.standardizedFileURL))
            }
        }

        let tool = try PluginTool.url(in: context)
        var failed: [String] = []
        for (target, files) in targets {
            let spec = try files.spec(ofTarget: target.name)
            let output = target.directoryURL.appendingPathComponent(outputFolder)
            print("\(target.name): \(spec.lastPathComponent) → \(target.name)/\(outputFolder)")
            let process = Process()
            process.executableURL = tool
            process.arguments = SpecFiles.generateArguments(for: spec, into: output) + passedOn
            // Told by the handler: on Linux, `waitUntilExit()` polls a run loop every 50 ms, so it noticed the
            // exit up to 50 ms late.
            let exited = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in exited.signal() }
            try process.run()
            exited.wait()
            if process.terminationStatus != 0 { failed.append(target.name) }
        }
        guard failed.isEmpty else {
            throw SpecFilesError("netlayer failed for \(failed.joined(separator: ", "))")
        }
    }
}
