import ArgumentParser
import Foundation
import NetLayerCLI
import NetLayerMockServer
import NetLayerSpec

/// `netlayer-mock record SPEC`, which `netlayer record SPEC` becomes: the recording proxy in front of an
/// environment's server.
struct RecordProxyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "netlayer-mock record",
        abstract: RecordCommand.configuration.abstract,
        discussion: RecordCommand.configuration.discussion
    )

    @OptionGroup var options: RecordOptions

    func run() async throws {
        let result = try await CheckedStart.spec(at: options.spec, noSourceLines: options.noSourceLines)
        guard let spec = result.spec else { throw ExitCode.failure }
        guard let environment = spec.environments.first(where: { $0.name == options.environment }) else {
            let known = spec.environments.map(\.name).joined(separator: ", ")
            throw ValidationError("the spec has no environment '\(options.environment)'; it has \(known)")
        }
        let proxy: RecordingProxy
        do {
            proxy = try await RecordingProxy.start(
                spec: spec, environment: environment.name, folder: options.folder, host: options.host,
                port: options.port
            ) { exchange in
                MockServerCommand.say(Self.logLine(exchange))
            }
        } catch let error as ListenFailure {
            throw error
        } catch {
            throw ListenFailure(host: options.host, port: options.port, reason: "\(error)")
        }
        let host = options.host == "0.0.0.0" ? "127.0.0.1" : options.host
        MockServerCommand.say(
            "Recording \(spec.name.value) from \(environment.name) (\(environment.baseURL)) at http://\(host):"
                + "\(proxy.port) into \(options.folder)")
        await MockServerCommand.waitForInterrupt()
        await proxy.stop()
        let count = await proxy.recordings.count
        MockServerCommand.say("Stopped. \(count) recording\(count == 1 ? "" : "s") in \(options.folder).")
    }

    /// `GET /api/v1/students → 200 students.list: reply3`.
    static func logLine(_ exchange: RecordingProxy.Exchange) -> String {
        let what =
            if let (interface, name) = exchange.recorded { "\(interface): \(name)" } else { "not recorded" }
        let failure = exchange.failure.map { " (\($0))" } ?? ""
        return "\(exchange.method) \(exchange.target) → \(exchange.status) \(what)\(failure)"
    }
}
