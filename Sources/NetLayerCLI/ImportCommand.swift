import ArgumentParser
import Foundation
import NetLayerImport
import NetLayerSpec

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Writes a NetLayer spec from an OpenAPI 3.x or Swagger 2.0 document.",
        discussion: """
            Reads the document (YAML or JSON) and every file its $refs reach, and writes a spec that \
            'netlayer validate' accepts. Whatever the spec cannot hold is reported as \
            'DOC:LINE:COLUMN: warning: …' pointing into the document, followed by 'note: at #/…', the JSON \
            pointer of the node; --strict makes those errors. \
            Nothing is written when there is an error. When the output file exists (or --previous names \
            another spec), every interface, module, model, field and case renamed since it is reported as \
            'old → new'; --keep-names keeps the old names instead. See docs/import.md.
            """
    )

    @Argument(help: "The OpenAPI or Swagger document.")
    var document: String

    @Option(name: .shortAndLong, help: "The spec file to write, such as specs/Shop.yaml.")
    var output: String

    @Option(help: "The spec's name (default: the document's title).")
    var name: String?

    @Option(help: "Modules from each operation's first tag, or from the first path segment: tags or paths.")
    var modules: ImportOptions.Grouping = .tags

    @Option(
        help: """
            The reply envelope: auto (when most replies share one wrapper shape), none, or the wrapper's \
            field names as CODE,MESSAGE,DATA (MESSAGE may be empty).
            """)
    var envelope: EnvelopeChoice = .init(.auto)

    @Flag(help: "Write one include file per module (and one for the models) in a folder beside the spec.")
    var split = false

    @Flag(help: "Treat warnings as errors: import nothing that would be lost.")
    var strict = false

    @Option(
        help: """
            The spec an earlier import wrote, to report what was renamed since (default: the output file, \
            when it exists).
            """)
    var previous: String?

    @Flag(help: "Keep the previous spec's names for everything that is still there, so the app's code compiles.")
    var keepNames = false

    @Flag(help: "Print only the 'path:LINE:COLUMN:' lines and the pointers, without the source line and caret.")
    var noSourceLines = false

    func validate() throws {
        guard output.hasSuffix(".yaml") else {
            throw ValidationError("--output must name a .yaml file, such as specs/Shop.yaml")
        }
        if keepNames, previous == nil, !FileManager.default.fileExists(atPath: output) {
            throw ValidationError("--keep-names needs a previous spec: --previous, or an existing --output file")
        }
    }

    func run() throws {
        // The file about to be replaced is the previous spec, unless another one is named.
        let previousSpec =
            previous.map { ImportOptions.Previous(path: $0) }
            ?? (FileManager.default.fileExists(atPath: output)
                ? ImportOptions.Previous(path: output, named: false) : nil)
        let options = ImportOptions(
            name: name, grouping: modules, envelope: envelope.value, split: split, strict: strict,
            previous: previousSpec, keepNames: keepNames)
        let outputURL = URL(fileURLWithPath: output)
        let result = Importer(options: options).run(document, outputName: outputURL.lastPathComponent)
        let renderer = DiagnosticRenderer(sources: result.sources, showsSourceLines: !noSourceLines)
        StandardError.write(renderer.render(result.diagnostics))
        guard let files = result.files else { throw ExitCode.failure }
        if let previousSpec {
            StandardError.write(result.previousReport(previousPath: previousSpec.path, keepNames: keepNames))
        }
        let folder = outputURL.deletingLastPathComponent()
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url, options: .atomic)
        }
        let warnings = result.diagnostics.filter { $0.severity == .warning }.count
        print(
            "wrote \(output)" + (files.count > 1 ? " and \(files.count - 1) included files" : "")
                + (warnings > 0 ? " (\(warnings) warning\(warnings == 1 ? "" : "s"))" : ""))
    }
}

extension ImportOptions.Grouping: ExpressibleByArgument {}

/// `--envelope auto|none|CODE,MESSAGE,DATA`.
struct EnvelopeChoice: ExpressibleByArgument {
    var value: ImportOptions.Envelope

    init(_ value: ImportOptions.Envelope) {
        self.value = value
    }

    init?(argument: String) {
        switch argument {
        case "auto": value = .auto
        case "none": value = .none
        default:
            let names = argument.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard names.count == 3, !names[0].isEmpty, !names[2].isEmpty else { return nil }
            value = .names(code: names[0], message: names[1].isEmpty ? nil : names[1], data: names[2])
        }
    }

    var defaultValueDescription: String { "auto" }
}
