import ArgumentParser
import Foundation

/// The flags of `GenerateBenchmark`, parsed by `parseOrExit()` (a command only for its name in the usage).
struct GenerateBenchmarkOptions: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "GenerateBenchmark") }

    @Option(help: "Timed generations of each spec.")
    var rounds = 3

    @Flag(help: "Skip the debug compile of the 1,000-interface output.")
    var noCompile = false

    @Option(
        help: """
            An OpenAPI document to import, then generate and export like the synthetic specs \
            (default: ../shared/openapi-real/stripe.yaml, when it is there).
            """)
    var realDocument: String?

    /// The document given, else Stripe's beside the checkout when it is there.
    var document: String? {
        if let realDocument { return realDocument }
        let stripe = "../shared/openapi-real/stripe.yaml"
        return FileManager.default.fileExists(atPath: stripe) ? stripe : nil
    }

    func validate() throws {
        guard rounds > 0 else { throw ValidationError("--rounds must be positive") }
    }
}
