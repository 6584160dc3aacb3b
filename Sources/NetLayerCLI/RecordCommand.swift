import ArgumentParser
import Foundation

/// `netlayer record SPEC --environment NAME`: a recording proxy on loopback in front of the environment's
/// server, which keeps each reply as a recording for `netlayer verify --recordings` (docs/verify.md). Made by
/// `netlayer-mock record`, which links the runtime's transport.
public struct RecordCommand: ParsableCommand {
    /// The subcommand's name and help, which `netlayer record --help` prints.
    public static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Records a server's replies through a proxy on loopback, for netlayer verify.",
        discussion: """
            Serves the spec's paths on loopback (point the app's, curl's or a test's environment at it), \
            forwards each request to the environment's server, hands the reply back as it came, and writes \
            it as a recording of its interface into the recordings folder (one ID.yaml per interface, \
            recordings already there kept). Tokens, keys, parameters marked secret, Authorization and \
            cookies are written as <redacted>, in the requests and in replies that echo them. A path no \
            interface has gets 404 and is not forwarded. One line per request goes to standard output; \
            Ctrl-C stops. Made by netlayer-mock, installed beside netlayer.
            """
    )

    /// The options, checked here and read again by `netlayer-mock record`.
    @OptionGroup public var options: RecordOptions

    /// Creates the command; ArgumentParser fills in the options.
    public init() {}

    /// Replaces this process with `netlayer-mock record` and the same arguments.
    ///
    /// - Throws: The reason `netlayer-mock` could not be started; it returns only then.
    public func run() throws {
        let arguments = Array(CommandLine.arguments.drop { $0 != RecordOptions.subcommand }.dropFirst())
        throw ServerLaunch.exec([RecordOptions.subcommand] + arguments)
    }
}

/// The options of `netlayer record`, which `netlayer-mock record` reads too.
public struct RecordOptions: ParsableArguments {
    /// The word `netlayer-mock` takes first to record instead of serving the mock.
    public static let subcommand = "record"

    /// The spec's path.
    @Argument(help: "The spec whose interfaces are recorded.")
    public var spec: String

    /// The environment whose server is called (`--environment`).
    @Option(help: "The environment whose server is called, and whose URL paths are served.")
    public var environment: String

    /// The port to listen on (`--port`); 0 picks a free one. Default 8080.
    @Option(help: "The port to listen on; 0 picks a free one.")
    public var port: UInt16 = 8080

    /// The address to listen on (`--host`).
    @Option(help: "The address to listen on: 127.0.0.1 (this machine only), or 0.0.0.0 for the network.")
    public var host = "127.0.0.1"

    /// The recordings folder (`--output`); nil for `NAME.recordings` beside the spec.
    @Option(help: "The recordings folder (default: NAME.recordings beside the spec NAME.yaml).")
    public var output: String?

    /// Whether to print diagnostics without the source line and caret (`--no-source-lines`).
    @Flag(help: "Print only the 'path:LINE:COLUMN:' lines of spec problems, without the source line and caret.")
    public var noSourceLines = false

    /// Creates the options; ArgumentParser fills them in.
    public init() {}

    /// The recordings folder: `--output`, else `NAME.recordings` beside the spec.
    public var folder: String {
        if let output { return output }
        // As the spec's path was given, relative or not, so the folder is named the way the user named it.
        for suffix in [".yaml", ".yml"] where spec.hasSuffix(suffix) {
            return String(spec.dropLast(suffix.count)) + ".recordings"
        }
        return spec + ".recordings"
    }
}
