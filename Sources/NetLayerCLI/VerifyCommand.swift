import ArgumentParser
import Foundation
import NetLayerSpec

/// `netlayer verify SPEC --recordings DIR` or `--environment NAME`: a server's replies held to the spec, so a
/// spec written by hand learns when its backend moved on (docs/verify.md).
public struct VerifyCommand: ParsableCommand {
    /// The subcommand's name and help, which `netlayer verify --help` prints.
    public static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Checks a server's replies against the spec, strictly, and says what to edit.",
        discussion: """
            Every reply, recorded (--recordings: files, or folders of .yaml files) or live (--environment: \
            the server is called), is checked against its interface, whatever the spec's leniency: the \
            HTTP status, the envelope's code, then the data against the response type, field by field. \
            Each finding is printed compiler-style at the spec's model, field or interface, with the \
            replies it was seen in, their JSON pointers and the spec text that would match; the same drift \
            in many replies or list items is printed once. An error breaks the generated client; a warning \
            is read all the same (leniency, an open enum); a note is a key the spec does not declare. \
            A live check calls the calls file's interfaces first, in order, then every interface of a safe \
            method (GET, HEAD, OPTIONS) with values made from the spec; it never prints a token or a key. \
            Exit status: 0 when nothing breaks the client, 1 when something does or a call could not be \
            made, 2 when the spec, the recordings or the calls file cannot be read.
            """
    )

    /// The options, checked here and read again by `netlayer-mock verify`.
    @OptionGroup public var options: VerifyOptions

    /// Creates the command; ArgumentParser fills in the options.
    public init() {}

    /// Checks the recordings here; a live check replaces this process with `netlayer-mock verify`, which links
    /// the runtime's transport.
    ///
    /// - Throws: The exit status, or the reason `netlayer-mock` could not be started.
    public func run() throws {
        if options.environment != nil {
            let arguments = Array(CommandLine.arguments.drop { $0 != VerifyOptions.subcommand }.dropFirst())
            throw ServerLaunch.exec([VerifyOptions.subcommand] + arguments)
        }
        let loaded = SpecLoader().load(options.spec)
        let read = RecordingsReader().read(options.recordings)
        let output = VerifyOutput(options: options, loaded: loaded, sources: read.sources)
        output.problems(loaded.diagnostics)
        output.problems(read.diagnostics)
        guard let checked = loaded.spec, !read.diagnostics.hasErrors else { throw ExitCode(2) }
        let report = ReplyCheck(spec: checked).report(
            of: read.recordings, only: options.onlyIDs, skipping: options.skippedIDs)
        try output.finish(report)
    }
}

/// How `netlayer verify` prints, whoever checked the replies: the spec's problems and those of the files read
/// beside it at their lines, then the report, as diagnostics or JSON, and the exit status.
public struct VerifyOutput {
    private let options: VerifyOptions
    private let files: [String]
    private let renderer: DiagnosticRenderer

    /// An output for one run.
    ///
    /// - Parameters:
    ///   - options: The run's options.
    ///   - loaded: The spec as loaded.
    ///   - sources: The text of the other files read (recordings, a calls file), by path.
    public init(options: VerifyOptions, loaded: SpecLoadResult, sources: [String: String]) {
        self.options = options
        self.files = loaded.files
        self.renderer = DiagnosticRenderer(
            sources: loaded.sources.merging(sources) { spec, _ in spec }, showsSourceLines: !options.noSourceLines)
    }

    /// Prints problems of the spec, or of the files read beside it.
    ///
    /// - Parameter diagnostics: The problems, at their files' lines.
    public func problems(_ diagnostics: Diagnostics) {
        StandardError.write(renderer.render(diagnostics))
    }

    /// Prints the report, and ends the run with its status.
    ///
    /// - Parameter report: What the check found.
    /// - Throws: `ExitCode.failure` when the report fails the run.
    public func finish(_ report: VerifyReport) throws {
        if options.json {
            print(report.json(spec: options.spec).indented)
        } else {
            StandardError.write(renderer.render(report.diagnostics(fileOrder: files)))
            print(report.summary(spec: options.spec))
        }
        if report.fails(warningsAsErrors: options.warningsAsErrors) {
            throw ExitCode.failure
        }
    }
}
