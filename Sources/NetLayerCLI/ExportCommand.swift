import ArgumentParser
import Foundation
import NetLayerExport
import NetLayerSpec

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Writes an OpenAPI 3.1.1 document of a NetLayer spec.",
        discussion: """
            Writes YAML, or JSON when the output's name ends in .json. What OpenAPI can say is said in \
            OpenAPI; the rest (the envelope, prefixes per environment, leniencies, cancel policies, caching, \
            the token's capture and persistence, $name values…) in x-netlayer-* extensions, which \
            'netlayer import' reads back. What cannot be said at all is reported as \
            'SPEC:LINE:COLUMN: warning: …'; --strict makes those errors. Nothing is written when there is \
            an error. See docs/export.md.
            """
    )

    @Argument(help: "The spec file to export.")
    var spec: String

    @Option(name: .shortAndLong, help: "The document to write, such as openapi.yaml or openapi.json.")
    var output: String

    @Flag(help: "Treat warnings as errors: export nothing that would be lost.")
    var strict = false

    @Flag(help: "Print only the 'path:LINE:COLUMN:' lines, without the source line and caret.")
    var noSourceLines = false

    func run() throws {
        let loaded = SpecLoader().load(spec)
        let renderer = DiagnosticRenderer(sources: loaded.sources, showsSourceLines: !noSourceLines)
        StandardError.write(renderer.render(loaded.diagnostics))
        guard let checked = loaded.spec else { throw ExitCode.failure }
        let result = Exporter(strict: strict).export(checked)
        StandardError.write(renderer.render(result.diagnostics))
        guard let document = result.document else { throw ExitCode.failure }
        let text = DocumentText.text(of: document, as: DocumentFormat(path: output))
        try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        let warnings = result.diagnostics.filter { $0.severity == .warning }.count
        print("wrote \(output)" + (warnings > 0 ? " (\(warnings) warning\(warnings == 1 ? "" : "s"))" : ""))
    }
}
