import ArgumentParser
import Foundation
@_spi(Generated) import NetLayer
import NetLayerCLI
import NetLayerMock
import NetLayerSpec

/// `netlayer mock SPEC`: every interface of a spec served over HTTP from its
/// examples, for app teams before the backend exists and for colleagues with curl.
public struct MockCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "mock",
        abstract: "Serves every interface of a spec from its examples, over HTTP.",
        discussion: """
            Each interface answers at its real path (the environment's base URL path, prefix, version \
            and path) with its example wrapped in the envelope. Logins hand out tokens; a call without \
            a valid token gets the expired answer; a missing or mistyped parameter gets 400 naming it. \
            Streams are written event by event (--pace apart); replies to GET carry an ETag and answer \
            If-None-Match with 304, and byte ranges with 206. \
            One line per request goes to standard output. Ctrl-C stops the server.
            """
    )

    @Argument(help: "The spec to serve.")
    var spec: String

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port: UInt16 = 8080

    @Option(help: "The address to listen on: 127.0.0.1 (this machine only), or 0.0.0.0 for colleagues on the network.")
    var host = "127.0.0.1"

    @Option(help: "The environment whose URL paths are served (default: the spec's first).")
    var environment: String?

    @Option(help: "How long each reply takes, such as 200ms or 1.5s.", transform: MockCommand.duration)
    var latency: Duration = .zero

    @Option(
        help: "The time between two events, lines or chunks of a streamed reply, such as 100ms or 1s.",
        transform: MockCommand.duration)
    var pace: Duration = .milliseconds(100)

    @Option(
        help: """
            The Cache-Control of every 200 reply to GET, such as 'max-age=60'; 'none' sends none. \
            Such replies carry an ETag and a Last-Modified, and revalidations get 304.
            """)
    var cacheControl = "no-cache"

    @Option(help: "The fraction of calls answered with an error, from 0 to 1.")
    var errorRate = 0.0

    @Option(help: "Seeds made examples, failing calls and tokens: one seed, the same answers.")
    var seed: UInt64 = 0

    @Option(
        name: .customLong("example"),
        help: "INTERFACE=NAME: the example or error an interface answers with (repeatable).")
    var examples: [String] = []

    @Option(
        name: .customLong("key"),
        help: "NAME=VALUE: the only value the key NAME of 'auth.keys' passes with (repeatable); by default any does.")
    var keys: [String] = []

    @Flag(help: "Print only the 'path:LINE:COLUMN:' lines of spec problems, without the source line and caret.")
    var noSourceLines = false

    public init() {}

    public func validate() throws {
        guard (0...1).contains(errorRate) else { throw ValidationError("--error-rate must be from 0 to 1") }
        for example in examples where !example.contains("=") {
            throw ValidationError("--example takes INTERFACE=NAME, found '\(example)'")
        }
    }

    public func run() async throws {
        let result = SpecLoader().load(spec)
        StandardError.write(
            DiagnosticRenderer(sources: result.sources, showsSourceLines: !noSourceLines).render(result.diagnostics))
        guard let spec = result.spec else { throw ExitCode.failure }
        let backend = try backend(of: spec)
        let server: MockServer
        do {
            server = try await MockServer.start(backend: backend, host: host, port: port) { exchange in
                Self.say(Self.logLine(exchange))
            }
        } catch {
            throw ListenFailure(host: host, port: port, reason: "\(error)")
        }
        Self.say(Self.banner(spec, backend: backend, host: host, port: server.port))
        await Self.waitForInterrupt()
        await server.stop()
        Self.say("Stopped.")
    }

    /// A line on standard output at once, unbuffered: a server's log is
    /// read while it runs, through a pipe or a file too.
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The backend, once every name the options give is checked against the spec.
    private func backend(of spec: Spec) throws -> MockBackend {
        if let environment, !spec.environments.contains(where: { $0.name == environment }) {
            let known = spec.environments.map(\.name).joined(separator: ", ")
            throw ValidationError("the spec has no environment '\(environment)'; it has \(known)")
        }
        var chosen: [String: String] = [:]
        let description = MockDescription(spec, seed: seed)
        for example in examples {
            let parts = example.split(separator: "=", maxSplits: 1).map(String.init)
            guard let interface = description.interfaces.first(where: { $0.id == parts[0] }) else {
                throw ValidationError("--example: the spec has no interface '\(parts[0])'")
            }
            let name = parts.count > 1 ? parts[1] : ""
            guard interface.replies.contains(where: { $0.name == name }) else {
                let known = interface.replies.map(\.name).joined(separator: ", ")
                throw ValidationError("--example: '\(parts[0])' has no example '\(name)'; it has \(known)")
            }
            chosen[parts[0]] = name
        }
        var keyValues: [String: String] = [:]
        for key in keys {
            let parts = key.split(separator: "=", maxSplits: 1).map(String.init)
            let known = spec.auth?.keys.map(\.name) ?? []
            guard parts.count == 2, !parts[1].isEmpty else {
                throw ValidationError("--key must be NAME=VALUE, found '\(key)'")
            }
            guard known.contains(parts[0]) else {
                throw ValidationError(
                    "--key: the spec has no key '\(parts[0])'"
                        + (known.isEmpty ? "" : "; it has \(known.joined(separator: ", "))"))
            }
            keyValues[parts[0]] = parts[1]
        }
        let options = MockOptions(
            errorRate: errorRate, seed: seed, latency: latency, chosenExamples: chosen, keys: keyValues, pace: pace,
            cacheControl: cacheControl == "none" ? nil : cacheControl)
        return SpecBackend.make(spec, description: description, environment: environment, options: options)
    }

    /// What is served where, for a reader who will curl it.
    static func banner(_ spec: Spec, backend: MockBackend, host: String, port: UInt16) -> String {
        let shownHost = host == "0.0.0.0" ? "127.0.0.1" : host
        var lines = [
            "Serving \(spec.name.value) (\(backend.interfaces.count) interfaces, "
                + "the \(backend.options.environment ?? backend.server.name) environment's paths) "
                + "at http://\(shownHost):\(port); Ctrl-C stops."
        ]
        var environment = backend.server
        environment.name = backend.options.environment ?? environment.name
        let rows = backend.interfaces.map { interface -> (String, String, String) in
            let path = interface.endpoint.url(in: environment)?.path ?? interface.endpoint.path
            return (interface.endpoint.method.rawValue, path, interface.id)
        }
        let methodWidth = rows.map(\.0.count).max() ?? 0
        let pathWidth = rows.map(\.1.count).max() ?? 0
        for (method, path, name) in rows {
            lines.append(
                "  " + method.padding(toLength: methodWidth, withPad: " ", startingAt: 0) + "  "
                    + path.padding(toLength: pathWidth, withPad: " ", startingAt: 0) + "  " + name)
        }
        return lines.joined(separator: "\n")
    }

    /// `GET /api/student/v5/student/list?stuId=1 → 200 studentList (example default) 3 ms`.
    static func logLine(_ exchange: MockServer.Exchange) -> String {
        let milliseconds = Int((exchange.duration / .milliseconds(1)).rounded())
        let interface = exchange.reply.interface.map { " \($0)" } ?? ""
        let note = exchange.reply.note.isEmpty ? "" : " (\(exchange.reply.note))"
        return "\(exchange.method) \(exchange.target) → \(exchange.reply.status)\(interface)\(note) \(milliseconds) ms"
    }

    /// `200ms`, `1.5s`, `2s`; a bare number is milliseconds.
    static func duration(_ text: String) throws -> Duration {
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1)]
        for (unit, seconds) in units where text.hasSuffix(unit) {
            if let value = Double(text.dropLast(unit.count)), value >= 0 { return .seconds(value * seconds) }
        }
        if let value = Double(text), value >= 0 { return .milliseconds(value) }
        throw ValidationError("a duration is written such as 200ms or 1.5s, found '\(text)'")
    }

    /// Returns on SIGINT (Ctrl-C) or SIGTERM.
    static func waitForInterrupt() async {
        let (signals, continuation) = AsyncStream<Void>.makeStream()
        let sources = [SIGINT, SIGTERM].map { number in
            // Ignored as a signal, so the source hears it instead of the process ending.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield() }
            source.resume()
            return source
        }
        for await _ in signals { break }
        sources.forEach { $0.cancel() }
    }
}

/// The server could not take the address: printed without the usage text,
/// as the options were fine.
struct ListenFailure: Error, CustomStringConvertible {
    var host: String
    var port: UInt16
    var reason: String

    var description: String { "cannot listen on \(host):\(port): \(reason); choose another --port or --host" }
}
