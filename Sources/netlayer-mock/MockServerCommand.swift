import ArgumentParser
import Foundation
@_spi(Generated) import NetLayer
import NetLayerCLI
import NetLayerGenerator
import NetLayerMock
import NetLayerMockServer
import NetLayerSpec

/// `netlayer-mock SPEC`, which `netlayer mock SPEC` becomes: every interface
/// of a spec served over HTTP from its examples. An executable of its own, so
/// that only it links the runtime and URLSession's libcurl.
struct MockServerCommand: AsyncParsableCommand {
    /// The command's name and help: those of `netlayer mock`, which runs this one.
    public static let configuration = CommandConfiguration(
        commandName: "netlayer-mock",
        abstract: MockCommand.configuration.abstract,
        discussion: MockCommand.configuration.discussion
    )

    @OptionGroup var options: MockServerOptions

    /// Creates the command; ArgumentParser fills in the options.
    public init() {}

    /// Loads the spec, starts the server, logs each request to standard output, and stops on SIGINT or SIGTERM.
    ///
    /// - Throws: `ExitCode.failure` when the spec has errors (printed to standard error) or the process that
    ///   started it has ended; a `ValidationError` for an option that names what the spec lacks; a listen failure
    ///   when the port or host cannot be used.
    public func run() async throws {
        let result = try await CheckedStart.spec(at: options.spec, noSourceLines: options.noSourceLines)
        guard let spec = result.spec, let names = result.names else { throw ExitCode.failure }
        let replay = try recordings(of: spec)
        let backend = try backend(of: spec, recordings: replay)
        // Made in memory at start, by the pipeline `netlayer docs` writes it with.
        let reference = ReferenceRoutes(
            files: ReferenceSite.files(
                spec, names: names, graph: result.graph,
                backend: ReferenceSite.exampleBackend(spec, options: backend.options),
                library: try TemplateLibrary.builtIn()),
            backend: backend)
        let server: MockServer
        do {
            server = try await MockServer.start(
                backend: backend, reference: reference, host: options.host, port: options.port
            ) { exchange in
                Self.say(Self.logLine(exchange))
            }
        } catch {
            throw ListenFailure(host: options.host, port: options.port, reason: "\(error)")
        }
        Self.say(Self.banner(spec, backend: backend, host: options.host, port: server.port))
        let shownHost = options.host == "0.0.0.0" ? "127.0.0.1" : options.host
        Self.say("API reference at http://\(shownHost):\(server.port)\(reference.indexPath)")
        await Self.waitForInterrupt()
        await server.stop()
        Self.say("Stopped.")
    }

    /// A line on standard output at once, unbuffered: a server's log is
    /// read while it runs, through a pipe or a file too.
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The recordings the options name, read whole, with what is said of them printed at their lines; none
    /// when no `--recordings` is given.
    ///
    /// - Throws: `ExitCode.failure` when one cannot be read: nothing is served then, as for a spec error.
    private func recordings(of spec: Spec) throws -> RecordingsReplay {
        guard !options.recordings.isEmpty else { return RecordingsReplay([], spec: spec) }
        let read = RecordingsReader().read(options.recordings)
        let replay = RecordingsReplay(read.recordings, spec: spec)
        let renderer = DiagnosticRenderer(sources: read.sources, showsSourceLines: !options.noSourceLines)
        StandardError.write(renderer.render(read.diagnostics))
        guard !read.diagnostics.hasErrors else { throw ExitCode.failure }
        StandardError.write(renderer.render(replay.warnings))
        return replay
    }

    /// The backend, once every name the options give is checked against the spec.
    private func backend(of spec: Spec, recordings replay: RecordingsReplay) throws -> MockBackend {
        if let environment = options.environment, !spec.environments.contains(where: { $0.name == environment }) {
            let known = spec.environments.map(\.name).joined(separator: ", ")
            throw ValidationError("the spec has no environment '\(environment)'; it has \(known)")
        }
        var chosen: [String: String] = [:]
        let description = MockDescription(spec, seed: options.seed)
        // A reply that breaks a rule of its type is still sent, as the spec has no other: said at start, not
        // left for a client's validation to find.
        for line in description.brokenRules {
            StandardError.write("netlayer-mock: warning: \(line) (sent as it is)\n")
        }
        for example in options.examples {
            let parts = example.split(separator: "=", maxSplits: 1).map(String.init)
            guard let interface = description.interfaces.first(where: { $0.id == parts[0] }) else {
                throw ValidationError("--example: the spec has no interface '\(parts[0])'")
            }
            let name = parts.count > 1 ? parts[1] : ""
            let recorded = replay.recordings.filter { $0.interface == interface.id }.map(\.name)
            guard interface.replies.contains(where: { $0.name == name }) || recorded.contains(name) else {
                let known = (interface.replies.map(\.name) + recorded).joined(separator: ", ")
                throw ValidationError("--example: '\(parts[0])' has no example '\(name)'; it has \(known)")
            }
            chosen[parts[0]] = name
        }
        var keyValues: [String: String] = [:]
        for key in options.keys {
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
        var mock = MockOptions(
            errorRate: options.errorRate, seed: options.seed, latency: options.latency, chosenExamples: chosen,
            keys: keyValues, pace: options.pace,
            cacheControl: options.cacheControl == "none" ? nil : options.cacheControl)
        // The API reference it serves shows requests with the token `TOKEN`: its Try it, and its curl pasted
        // in a terminal, get the data a logged-in app gets. A placeholder, not a `--token`: where no reply
        // delivers a token, any still passes unless `--token` names the ones that do (docs/mock.md).
        mock.tokens = options.tokens
        mock.placeholderTokens = [ReferenceRequest.tokenPlaceholder]
        return SpecBackend.make(
            spec, description: description, environment: options.environment, options: mock,
            recordings: replay.recordings)
    }

    /// What is served where, for a reader who will curl it.
    static func banner(_ spec: Spec, backend: MockBackend, host: String, port: UInt16) -> String {
        let shownHost = host == "0.0.0.0" ? "127.0.0.1" : host
        let recorded = backend.interfaces.map(\.recordings.count).reduce(0, +)
        let recordings = recorded == 0 ? "" : ", \(recorded) recorded \(recorded == 1 ? "reply" : "replies")"
        var lines = [
            "Serving \(spec.name.value) (\(backend.interfaces.count) interfaces\(recordings), "
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
