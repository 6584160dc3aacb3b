import ArgumentParser
import NetLayerSpec

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Checks specs and reports every problem, compiler-style.",
        discussion: """
            Prints one summary line per valid spec. Problems go to standard error as \
            'path:LINE:COLUMN: error: message'; the exit status is 1 when any spec has an error.
            """
    )

    @Argument(help: "The spec files to check.")
    var specs: [String]

    @Flag(help: "Treat warnings as errors.")
    var warningsAsErrors = false

    @Flag(help: "Print only the 'path:LINE:COLUMN:' lines, without the source line and caret.")
    var noSourceLines = false

    func run() throws {
        var failed = false
        for path in specs {
            let result = SpecLoader().load(path)
            let renderer = DiagnosticRenderer(sources: result.sources, showsSourceLines: !noSourceLines)
            StandardError.write(renderer.render(result.diagnostics))
            let hasWarnings = result.diagnostics.contains { $0.severity == .warning }
            guard let spec = result.spec, !(warningsAsErrors && hasWarnings) else {
                failed = true
                continue
            }
            print("\(path): \(Summary(spec))")
        }
        if failed {
            throw ExitCode.failure
        }
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
