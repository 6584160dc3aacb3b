import ArgumentParser
import Foundation
import NetLayerCLI
import NetLayerGenerator
import NetLayerMock
import NetLayerMockServer
import NetLayerSpec

/// `netlayer-mock docs SPEC --output DIR`, which `netlayer docs` becomes: the API reference written as a
/// static site, with the example replies the mock backend gives (docs/reference.md).
struct ReferenceCommand: ParsableCommand {
    /// The command's name and help: those of `netlayer docs`, which runs this one.
    public static let configuration = CommandConfiguration(
        commandName: "netlayer-mock docs",
        abstract: DocsCommand.configuration.abstract,
        discussion: DocsCommand.configuration.discussion
    )

    @OptionGroup var options: DocsOptions

    /// Creates the command; ArgumentParser fills in the options.
    public init() {}

    /// Loads the spec and writes the reference's files into the output folder, only those that changed.
    ///
    /// - Throws: `ExitCode.failure` when the spec has errors (printed to standard error); a `ValidationError` for
    ///   an environment the spec lacks; the template overrides' or the writer's error.
    public func run() throws {
        var library = try TemplateLibrary.builtIn()
        if let templates = options.templates {
            try TemplateOverrides.apply(from: templates, to: &library)
        }
        let result = SpecLoader().load(options.spec)
        let renderer = DiagnosticRenderer(sources: result.sources, showsSourceLines: !options.noSourceLines)
        StandardError.write(renderer.render(result.diagnostics))
        guard let spec = result.spec, let names = result.names else { throw ExitCode.failure }
        if let environment = options.environment, !spec.environments.contains(where: { $0.name == environment }) {
            let known = spec.environments.map(\.name).joined(separator: ", ")
            throw ValidationError("the spec has no environment '\(environment)'; it has \(known)")
        }
        let backend = ReferenceSite.exampleBackend(
            spec, options: MockOptions(seed: options.seed, environment: options.environment))
        let files = ReferenceSite.files(spec, names: names, graph: result.graph, backend: backend, library: library)
        let written = try Generator(library: library).write(files, into: URL(fileURLWithPath: options.output))
        if !options.quiet { print(written.description) }
    }
}
