import ArgumentParser
import Foundation
import NetLayerSpec

/// The options of `netlayer verify`, which `netlayer-mock verify` reads too when it calls a live server.
public struct VerifyOptions: ParsableArguments {
    /// The word `netlayer-mock` takes first to call a live server instead of serving the mock.
    public static let subcommand = "verify"

    /// The spec's path.
    @Argument(help: "The spec to hold the replies to.")
    public var spec: String

    /// Files or folders of recordings (`--recordings`).
    @Option(
        name: .customLong("recordings"),
        help: ArgumentHelp("A file of recordings, or a folder of them; repeat for more.", valueName: "path"))
    public var recordings: [String] = []

    /// The environment whose server is called (`--environment`); nil to check recordings only.
    @Option(
        help: ArgumentHelp(
            "Call this environment's server (a live check) instead of reading recordings.", valueName: "name"))
    public var environment: String?

    /// The calls file (`--calls`): calls made first, in order, with their values.
    @Option(
        help: ArgumentHelp(
            "A calls file: interfaces called first, in order, with their values; a login's token is kept for "
                + "the calls after it. Only it sends a method that is not safe.", valueName: "file"))
    public var calls: String?

    /// The token to send (`--token`); else `NETLAYER_TOKEN`.
    @Option(help: ArgumentHelp("The token to send, as the app holds it (else NETLAYER_TOKEN).", valueName: "token"))
    public var token: String?

    /// Keys by name (`--key NAME=VALUE`); else `NETLAYER_KEY_NAME`.
    @Option(
        name: .customLong("key"),
        help: ArgumentHelp(
            "A key of the spec's auth.keys, by name (else NETLAYER_KEY_NAME); repeat for more.",
            valueName: "name=value"))
    public var keys: [String] = []

    /// Each call's time-out, in seconds (`--timeout`).
    @Option(help: ArgumentHelp("Seconds each call may take, redirects included.", valueName: "seconds"))
    public var timeout: Double = 30

    /// How many calls are in flight at once (`--concurrency`).
    @Option(help: ArgumentHelp("How many calls are in flight at once, after the calls file's.", valueName: "n"))
    public var concurrency = 4

    /// Whether an environment the spec marks `production: true` may be called (`--allow-production`).
    @Flag(help: "Call the environment even where the spec marks it 'production: true'.")
    public var allowProduction = false

    /// Interfaces to check, by id (`--only`).
    @Option(
        name: .customLong("only"),
        help: ArgumentHelp("Check only these interfaces, by id; repeat or separate with commas.", valueName: "id"))
    public var only: [String] = []

    /// Interfaces to leave out, by id (`--skip`).
    @Option(
        name: .customLong("skip"),
        help: ArgumentHelp("Leave these interfaces out, by id; repeat or separate with commas.", valueName: "id"))
    public var skip: [String] = []

    /// Whether to print JSON instead of diagnostics (`--json`).
    @Flag(help: "Print one JSON document (counts, then one object per finding) instead of diagnostics.")
    public var json = false

    /// Whether warnings fail the run too (`--warnings-as-errors`).
    @Flag(help: "Fail on warnings too.")
    public var warningsAsErrors = false

    /// Whether to print diagnostics without the source line and caret (`--no-source-lines`).
    @Flag(help: "Print only the 'path:LINE:COLUMN:' lines, without the source line and caret.")
    public var noSourceLines = false

    /// Creates the options; ArgumentParser fills them in.
    public init() {}

    /// Refuses options that do not go together.
    ///
    /// - Throws: A `ValidationError` naming what is missing or does not fit.
    public mutating func validate() throws {
        switch (recordings.isEmpty, environment) {
        case (true, nil):
            throw ValidationError(
                "give the replies to check: --recordings PATH, or --environment NAME to call the server")
        case (false, _?):
            throw ValidationError("--recordings and --environment check different replies; give one of them")
        case (true, _?), (false, nil):
            break
        }
        if environment == nil {
            let live = [
                ("--calls", calls != nil), ("--token", token != nil), ("--key", !keys.isEmpty),
                ("--allow-production", allowProduction),
            ]
            for (option, given) in live where given {
                throw ValidationError("\(option) is for calling a server; give --environment NAME with it")
            }
        }
        guard timeout > 0, timeout.isFinite else {
            throw ValidationError("--timeout must be a number of seconds above 0")
        }
        guard concurrency > 0 else { throw ValidationError("--concurrency must be 1 or more") }
        _ = try namedKeys(environment: [:])
    }

    /// `--only`'s ids; nil when not given.
    public var onlyIDs: Set<String>? { only.isEmpty ? nil : Self.ids(only) }
    /// `--skip`'s ids.
    public var skippedIDs: Set<String> { Self.ids(skip) }

    /// The token: `--token`, else `NETLAYER_TOKEN` from `environment`.
    ///
    /// - Parameter environment: The process's environment variables.
    /// - Returns: The token; nil when neither gives one.
    public func token(environment: [String: String]) -> String? {
        token ?? environment["NETLAYER_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The keys by name: `--key NAME=VALUE`, else `NETLAYER_KEY_NAME` for each name in `environment`.
    ///
    /// - Parameter environment: The process's environment variables.
    /// - Returns: The keys' values by name.
    /// - Throws: A `ValidationError` for a `--key` without `=` or without a name.
    public func namedKeys(environment: [String: String]) throws -> [String: String] {
        var named: [String: String] = [:]
        for (variable, value) in environment where variable.hasPrefix("NETLAYER_KEY_") && !value.isEmpty {
            named[String(variable.dropFirst("NETLAYER_KEY_".count))] = value
        }
        for given in keys {
            guard let equals = given.firstIndex(of: "="), equals != given.startIndex else {
                // Not quoted: what was given may be the key itself.
                throw ValidationError("--key takes NAME=VALUE, the key's name from the spec's auth.keys first")
            }
            named[String(given[..<equals])] = String(given[given.index(after: equals)...])
        }
        return named
    }

    /// Ids given as repeated options or separated by commas.
    private static func ids(_ values: [String]) -> Set<String> {
        Set(values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) })
    }
}
