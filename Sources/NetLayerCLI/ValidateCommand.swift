import ArgumentParser
import NetLayerGenerator
import NetLayerSpec

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Checks specs and reports every problem, compiler-style.",
        discussion: """
            Prints one summary line per valid spec. Problems go to standard error as \
            'path:LINE:COLUMN: error: message'; the exit status is 1 when any spec has an error. \
            A spec is judged as 'generate' would judge it: under the settings file beside it (or \
            --settings) and the naming flags, so a spec that validates also generates.
            """
    )

    @Argument(help: "The spec files to check.")
    var specs: [String]

    @Flag(help: "Treat warnings as errors.")
    var warningsAsErrors = false

    @Flag(help: "Print only the 'path:LINE:COLUMN:' lines, without the source line and caret.")
    var noSourceLines = false

    @Option(help: "A settings file for every spec; else each spec's netlayer.yaml beside it, when there is one.")
    var settings: String?

    @Option(help: "The prefix of generated type names (default: the spec's name), as 'generate --type-prefix'.")
    var typePrefix: String?

    @Option(
        help: "The name of the enum of every interface (default RequestInterface), as 'generate --interface-type'.")
    var interfaceType: String?

    func run() throws {
        var failed = false
        for path in specs where !validate(path) {
            failed = true
        }
        if failed {
            throw ExitCode.failure
        }
    }

    /// Checks one spec as `generate` would before it plans: the settings
    /// file, the spec under the names those choose, the chosen modules.
    /// Prints what it finds; returns whether the spec passed.
    private func validate(_ path: String) -> Bool {
        let settingsPath = SpecSettings.file(for: path, chosen: settings)
        let file = SpecSettings.load(settingsPath, showsSourceLines: !noSourceLines)
        guard let file else { return false }
        let options = GeneratorOptions(settings: file, interfaceType: interfaceType, typePrefix: typePrefix)
        let result = SpecLoader(naming: options.naming).load(path)
        let renderer = DiagnosticRenderer(sources: result.sources, showsSourceLines: !noSourceLines)
        StandardError.write(renderer.render(result.diagnostics))
        guard let spec = result.spec else { return false }
        do {
            _ = try options.chosenModules(of: spec)
        } catch {
            StandardError.write(thrown: error)
            return false
        }
        var hasWarnings = result.diagnostics.contains { $0.severity == .warning }
        let recordings = SpecSettings.recordingPaths([], settings: file, at: settingsPath)
        if !recordings.isEmpty {
            let read = SpecSettings.recordings(
                at: recordings, of: spec, fixtures: options.fixtures, showsSourceLines: !noSourceLines)
            guard let replay = read.replay else { return false }
            hasWarnings = hasWarnings || !replay.warnings.isEmpty
        }
        guard !(warningsAsErrors && hasWarnings) else { return false }
        print("\(path): \(Summary(spec))")
        return true
    }
}

/// "4 modules, 9 interfaces, 6 models".
struct Summary: CustomStringConvertible {
    var modules: Int
    var interfaces: Int
    var models: Int

    init(_ spec: Spec) {
        modules = spec.modules.count
        interfaces = spec.interfaces.count
        models = spec.models.count
    }

    var description: String {
        [(modules, "module"), (interfaces, "interface"), (models, "model")]
            .map { count, noun in "\(count) \(noun)\(count == 1 ? "" : "s")" }
            .joined(separator: ", ")
    }
}
