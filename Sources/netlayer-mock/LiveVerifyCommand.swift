import ArgumentParser
import Foundation
import NetLayerCLI
import NetLayerMockServer
import NetLayerSpec

/// `netlayer-mock verify SPEC --environment NAME`, which `netlayer verify … --environment NAME` becomes: the
/// environment's server called, and its replies held to the spec.
struct LiveVerifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "netlayer-mock verify",
        abstract: VerifyCommand.configuration.abstract,
        discussion: VerifyCommand.configuration.discussion
    )

    @OptionGroup var options: VerifyOptions

    func run() async throws {
        let loaded = SpecLoader().load(options.spec)
        guard let spec = loaded.spec else {
            VerifyOutput(options: options, loaded: loaded, sources: [:]).problems(loaded.diagnostics)
            throw ExitCode(2)
        }
        let read = options.calls.map { CallsReader(spec: spec).read($0) }
        let output = VerifyOutput(options: options, loaded: loaded, sources: read?.sources ?? [:])
        output.problems(loaded.diagnostics)
        if let read {
            output.problems(read.diagnostics)
            guard !read.diagnostics.hasErrors else { throw ExitCode(2) }
        }
        guard let environment = spec.environments.first(where: { $0.name == options.environment }) else {
            let known = spec.environments.map(\.name).quotedAsProse(naming: .max)
            StandardError.write(
                "error: the spec has no environment '\(options.environment ?? "")'; it has \(known)\n")
            throw ExitCode(2)
        }
        guard !environment.isProduction || options.allowProduction else {
            StandardError.write(
                "error: the spec marks environment '\(environment.name)' as production (production: true), whose "
                    + "server serves the app's users; give --allow-production to call it all the same\n")
            throw ExitCode(2)
        }
        let variables = ProcessInfo.processInfo.environment
        let settings = LiveVerifier.Settings(
            token: options.token(environment: variables), keys: try options.namedKeys(environment: variables),
            timeout: options.timeout, concurrency: options.concurrency, only: options.onlyIDs,
            skipping: options.skippedIDs)
        let verifier = LiveVerifier(spec: spec, environment: environment, settings: settings)
        if !options.json {
            StandardError.write("Calling \(environment.name) (\(environment.baseURL))\n")
        }
        let json = options.json
        let report = await verifier.run(read?.calls ?? []) { outcome in
            if !json { StandardError.write(Self.logLine(outcome) + "\n") }
        }
        try output.finish(report)
    }

    /// `GET /api/v1/students → 200 (students.list)`, or why not: `GET https://… → not sent: it needs the token
    /// (students.mine)`.
    static func logLine(_ outcome: LiveVerifier.Outcome) -> String {
        let result = [outcome.status.map(String.init), outcome.failure].compactMap { $0 }.joined(separator: ", ")
        return "\(outcome.request) → \(result) (\(outcome.interface))"
    }
}
