import ArgumentParser
import Foundation

/// `netlayer mock SPEC`: every interface of a spec served over HTTP from its
/// examples, for app teams before the backend exists and for colleagues with curl.
///
/// The server is its own executable, `netlayer-mock`, installed beside
/// `netlayer`: it links the runtime and URLSession's libcurl, whose loading
/// every other command would pay for at start-up (about 8 ms of the 10 a
/// `netlayer --version` took). This command checks the options, so a mistake
/// reads as one of `netlayer mock`'s, then becomes `netlayer-mock` with them.
public struct MockCommand: ParsableCommand {
    /// The subcommand's name and help, which `netlayer mock --help` prints.
    public static let configuration = CommandConfiguration(
        commandName: "mock",
        abstract: "Serves every interface of a spec from its examples, over HTTP.",
        discussion: """
            Each interface answers at its real path (the environment's base URL path, prefix, version \
            and path) with its example wrapped in the envelope. Logins hand out tokens; a call without \
            a valid token gets the expired answer; a missing or mistyped parameter gets 400 naming it. \
            Streams are written event by event (--pace apart); replies to GET carry an ETag and answer \
            If-None-Match with 304, and byte ranges with 206. \
            One line per request goes to standard output. Ctrl-C stops the server. \
            The server is netlayer-mock, installed beside netlayer.
            """
    )

    /// The options, checked here and read again by `netlayer-mock`.
    @OptionGroup public var options: MockServerOptions

    /// Creates the command; ArgumentParser fills in the options.
    public init() {}

    /// Replaces this process with `netlayer-mock` and the same arguments.
    ///
    /// - Throws: The reason `netlayer-mock` could not be started, such as its absence beside `netlayer` and on
    ///   `PATH`; it returns only then.
    public func run() throws {
        let arguments = Array(CommandLine.arguments.drop { $0 != "mock" }.dropFirst())
        throw ServerLaunch.exec(arguments)
    }
}

/// The options of `netlayer mock`, which `netlayer-mock` reads too.
public struct MockServerOptions: ParsableArguments {
    /// The spec's path.
    @Argument(help: "The spec to serve.")
    public var spec: String

    /// The port to listen on (`--port`); 0 picks a free one. Default 8080.
    @Option(help: "The port to listen on; 0 picks a free one.")
    public var port: UInt16 = 8080

    /// The address to listen on (`--host`): the loopback address by default, `0.0.0.0` for the network.
    @Option(help: "The address to listen on: 127.0.0.1 (this machine only), or 0.0.0.0 for colleagues on the network.")
    public var host = "127.0.0.1"

    /// The environment whose URL paths are served (`--environment`); nil for the spec's first.
    @Option(help: "The environment whose URL paths are served (default: the spec's first).")
    public var environment: String?

    /// How long each reply waits (`--latency`); none by default.
    @Option(help: "How long each reply takes, such as 200ms or 1.5s.", transform: MockServerOptions.duration)
    public var latency: Duration = .zero

    /// The time between two elements of a streamed reply (`--pace`); 100 ms by default.
    @Option(
        help: "The time between two events, lines or chunks of a streamed reply, such as 100ms or 1s.",
        transform: MockServerOptions.duration)
    public var pace: Duration = .milliseconds(100)

    /// The `Cache-Control` of every 200 reply to GET (`--cache-control`); `none` sends none.
    @Option(
        help: """
            The Cache-Control of every 200 reply to GET, such as 'max-age=60'; 'none' sends none. \
            Such replies carry an ETag and a Last-Modified, and revalidations get 304.
            """)
    public var cacheControl = "no-cache"

    /// The fraction of calls answered with an error (`--error-rate`), from 0 to 1.
    @Option(help: "The fraction of calls answered with an error, from 0 to 1.")
    public var errorRate = 0.0

    /// The seed of made examples, failing calls and tokens (`--seed`).
    @Option(help: "Seeds made examples, failing calls and tokens: one seed, the same answers.")
    public var seed: UInt64 = 0

    /// `INTERFACE=NAME` pairs (`--example`): the example or error an interface answers with.
    @Option(
        name: .customLong("example"),
        help: "INTERFACE=NAME: the example or error an interface answers with (repeatable).")
    public var examples: [String] = []

    /// `NAME=VALUE` pairs (`--key`): the only value each key of `auth.keys` passes with.
    @Option(
        name: .customLong("key"),
        help: "NAME=VALUE: the only value the key NAME of 'auth.keys' passes with (repeatable); by default any does.")
    public var keys: [String] = []

    /// Tokens that pass as if a login had delivered them (`--token`).
    @Option(
        name: .customLong("token"),
        help: """
            A token that passes as if a login had delivered it (repeatable): for tools that cannot log in first, \
            such as schemathesis or Postman. Where no reply delivers a token, only the given ones pass; \
            without --token, any does there.
            """)
    public var tokens: [String] = []

    /// Files or folders of recordings (`--recordings`), replayed as recorded.
    @Option(
        name: .customLong("recordings"),
        help: ArgumentHelp(
            """
            A file of recordings, or a folder of them (repeatable): each is replayed as recorded, to a request \
            like the one it answered, or always once --example names it.
            """, valueName: "path"))
    public var recordings: [String] = []

    /// Whether to print diagnostics without the source line and caret (`--no-source-lines`).
    @Flag(help: "Print only the 'path:LINE:COLUMN:' lines of spec problems, without the source line and caret.")
    public var noSourceLines = false

    /// Creates the options; ArgumentParser fills them in.
    public init() {}

    /// Checks what ArgumentParser cannot: the error rate's range and the shape of each `--example`.
    ///
    /// - Throws: A `ValidationError` naming the option at fault.
    public func validate() throws {
        guard (0...1).contains(errorRate) else { throw ValidationError("--error-rate must be from 0 to 1") }
        for example in examples where !example.contains("=") {
            throw ValidationError("--example takes INTERFACE=NAME, found '\(example)'")
        }
    }

    /// `200ms`, `1.5s`, `2s`; a bare number is milliseconds.
    ///
    /// - Parameter text: The option's value, such as `200ms`, `1.5s` or `200`.
    /// - Returns: The duration.
    /// - Throws: A `ValidationError` for text that is not a non-negative number with an optional unit.
    public static func duration(_ text: String) throws -> Duration {
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1)]
        for (unit, seconds) in units where text.hasSuffix(unit) {
            if let value = Double(text.dropLast(unit.count)), value >= 0 { return .seconds(value * seconds) }
        }
        if let value = Double(text), value >= 0 { return .milliseconds(value) }
        throw ValidationError("a duration is written such as 200ms or 1.5s, found '\(text)'")
    }

}

/// Finding `netlayer-mock` and becoming it.
enum ServerLaunch {
    static let executable = "netlayer-mock"

    /// Replaces this process with `netlayer-mock` and `arguments`, found
    /// beside this executable (as it was called, then with its links
    /// resolved), else on `PATH`. Returns only when it cannot, with the error.
    static func exec(_ arguments: [String]) -> any Error {
        let folders = folders()
        for folder in folders {
            let path = folder.appendingPathComponent(executable).path
            if FileManager.default.isExecutableFile(atPath: path) {
                run(path, arguments, searchingPath: false)
                return LaunchFailure(description: "cannot run \(path): \(String(cString: strerror(errno)))")
            }
        }
        run(executable, arguments, searchingPath: true)
        let beside = folders.first.map { " beside netlayer (\($0.path))" } ?? ""
        return LaunchFailure(
            description: "netlayer mock runs \(executable), which is not installed\(beside) nor on PATH; "
                + "install both with scripts/install.sh, or build it: swift build --product \(executable)")
    }

    private static func folders() -> [URL] {
        guard let called = Bundle.main.executableURL else { return [] }
        let folders = [called, called.resolvingSymlinksInPath()].map { $0.deletingLastPathComponent() }
        return folders[0] == folders[1] ? [folders[0]] : folders
    }

    private static func run(_ path: String, _ arguments: [String], searchingPath: Bool) {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        _ = searchingPath ? execvp(path, argv) : execv(path, argv)
    }
}

/// `netlayer-mock` could not be run: printed without the usage text, as
/// the options were fine.
struct LaunchFailure: Error, CustomStringConvertible {
    var description: String
}
