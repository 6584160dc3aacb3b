import ArgumentParser
import BenchmarkTiming
import Foundation

/// The flags of `GenerateBenchmark`.
struct GenerateBenchmarkOptions: BenchmarkOptions {
    static let benchmarkName = "GenerateBenchmark"

    @Option(help: "Timed generations of each spec.")
    var rounds = 3

    @Flag(help: "Skip the debug compile of the 1,000-interface output.")
    var noCompile = false

    @Flag(help: "Skip the API reference (netlayer docs) of the 1,000-interface spec and of the documents.")
    var noDocs = false

    @Option(
        name: .customLong("document"),
        help: """
            An OpenAPI document to import, then generate, export and document like the synthetic specs \
            (repeatable; default: Tests/Corpora/openapi-real/stripe.yaml).
            """)
    var givenDocuments: [String] = []

    /// The documents given, else Stripe's from the corpora, when run from the package's root.
    var documents: [String] {
        if !givenDocuments.isEmpty { return givenDocuments }
        let stripe = "Tests/Corpora/openapi-real/stripe.yaml"
        return FileManager.default.fileExists(atPath: stripe) ? [stripe] : []
    }

    var counts: [(flag: String, value: Int)] { [("rounds", rounds)] }
}
