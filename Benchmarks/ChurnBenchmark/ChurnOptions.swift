import ArgumentParser
import BenchmarkTransports
import TransportKinds

/// The flags of `ChurnBenchmark`, parsed by `parseOrExit()` (a command only for its name in the usage).
struct ChurnOptions: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "ChurnBenchmark") }

    @Option(help: "Clients made (and dropped) in the run.")
    var clients = 5000

    @Option(help: "Clients at once.")
    var concurrency = 32

    @Option(help: "Clients per keep-alive server: then it is stopped and another started.")
    var restartEvery = 500

    @Option(
        name: .customLong("only"),
        help: "The kinds of call each client makes, comma-separated: answered,refused,timedOut,cutShort,cancelled.",
        transform: { text in
            try Set(
                text.split(separator: ",").map { name in
                    guard let kind = OutcomeCounts.Kind(rawValue: String(name)) else {
                        throw ValidationError("unknown kind '\(name)'")
                    }
                    return kind
                })
        })
    var kinds = Set(OutcomeCounts.Kind.allCases)

    @Option(help: "The clients' transport: urlsession or async-http-client.")
    var transport = TransportKind.urlSession

    @Flag(help: "Print the resident memory after each server's clients.")
    var verbose = false

    func validate() throws {
        guard clients > 0, concurrency > 0, restartEvery > 0 else {
            throw ValidationError("--clients, --concurrency and --restart-every must be positive")
        }
        guard !kinds.isEmpty else { throw ValidationError("--only needs at least one kind") }
    }
}
