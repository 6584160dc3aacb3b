import ArgumentParser
import Foundation
import NetLayerSpec

/// `netlayer verify SPEC --recordings DIR`: a server's replies held to the spec, so a spec written by hand
/// learns when its backend moved on (docs/verify.md).
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Checks a server's recorded replies against the spec, strictly, and says what to edit.",
        discussion: """
            Every reply in the recordings (--recordings: files, or folders of .yaml files) is checked \
            against its interface, whatever the spec's leniency: the HTTP status, the envelope's code, \
            then the data against the response type, field by field. Each finding is printed \
            compiler-style at the spec's model, field or interface, with the replies it was seen in, \
            their JSON pointers and the spec text that would match; the same drift in many replies or \
            list items is printed once. An error breaks the generated client; a warning is read all the \
            same (leniency, an open enum); a note is a key the spec does not declare. \
            Exit status: 0 when nothing breaks the client, 1 when something does, 2 when the spec or \
            the recordings cannot be read.
            """
    )

    @Argument(help: "The spec to hold the replies to.")
    var spec: String

    @Option(
        name: .customLong("recordings"),
        help: ArgumentHelp("A file of recordings, or a folder of them; repeat for more.", valueName: "path"))
    var recordings: [String] = []

    @Option(
        name: .customLong("only"),
        help: ArgumentHelp("Check only these interfaces, by id; repeat or separate with commas.", valueName: "id"))
    var only: [String] = []

    @Option(
        name: .customLong("skip"),
        help: ArgumentHelp("Leave these interfaces out, by id; repeat or separate with commas.", valueName: "id"))
    var skip: [String] = []

    @Flag(help: "Print one JSON document (counts, then one object per finding) instead of diagnostics.")
    var json = false

    @Flag(help: "Fail on warnings too.")
    var warningsAsErrors = false

    @Flag(help: "Print only the 'path:LINE:COLUMN:' lines, without the source line and caret.")
    var noSourceLines = false

    func validate() throws {
        guard !recordings.isEmpty else {
            throw ValidationError(
                "give the replies to check with --recordings PATH; calling a live server is not in this version")
        }
    }

    func run() throws {
        let loaded = SpecLoader().load(spec)
        let read = RecordingsReader().read(recordings)
        let sources = loaded.sources.merging(read.sources) { spec, _ in spec }
        let renderer = DiagnosticRenderer(sources: sources, showsSourceLines: !noSourceLines)
        StandardError.write(renderer.render(loaded.diagnostics))
        StandardError.write(renderer.render(read.diagnostics))
        guard let checked = loaded.spec, !read.diagnostics.hasErrors else { throw ExitCode(2) }
        let report = ReplyCheck(spec: checked).report(
            of: read.recordings, only: only.isEmpty ? nil : Self.ids(only), skipping: Self.ids(skip))
        if json {
            print(report.json(spec: spec).indented)
        } else {
            StandardError.write(renderer.render(report.diagnostics(fileOrder: loaded.files)))
            print(report.summary(spec: spec))
        }
        if report.fails(warningsAsErrors: warningsAsErrors) {
            throw ExitCode.failure
        }
    }

    /// Ids given as repeated options or separated by commas.
    private static func ids(_ values: [String]) -> Set<String> {
        Set(values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) })
    }
}
