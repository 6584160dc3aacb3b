import ArgumentParser
import BenchmarkTiming
import BenchmarkTransports
import Foundation
import TransportKinds

/// The flags of `RuntimeBenchmark`.
struct RuntimeBenchmarkOptions: BenchmarkOptions {
    static let benchmarkName = "RuntimeBenchmark"

    enum Side: String, CaseIterable, ExpressibleByArgument {
        /// The transport's bare client: URLSession, or AsyncHTTPClient's HTTPClient.
        case bare
        /// NetLayerClient over the transport.
        case netlayer
    }

    enum Variant: String, CaseIterable, ExpressibleByArgument {
        case sequential, concurrent
    }

    enum Mode: String, CaseIterable, ExpressibleByArgument {
        /// The core against URLSession.
        case calls
        /// CacheBenchmark: cached calls against uncached ones.
        case cache
        /// StreamBenchmark: event latency and events per second.
        case stream
        /// Serves the calls' reply until stopped, printing its URL: the server of `--server`.
        case serve
    }

    @Option(help: "The transport: urlsession or async-http-client (its bare client is side A).")
    var transport = TransportKind.urlSession

    @Option(help: "Calls mode: the URL of a server started with --mode serve, instead of one in this process.")
    var server: String?

    @Option(help: "Interleaved rounds; each runs both sides, in alternating order.")
    var rounds = 15

    @Option(help: "Sequential calls per side and round.")
    var calls = 300

    @Option(help: "Concurrent variant: tasks per side and round.")
    var tasks = 50

    @Option(help: "Concurrent variant: calls each task makes in turn.")
    var taskCalls = 20

    @Option(help: "Calls per side before the first round (connections opened, caches filled).")
    var warmUp = 200

    @Option(help: "Only this side, for perf record.")
    var onlySide: Side?

    @Option(help: "Only this variant, for perf record.")
    var onlyVariant: Variant?

    @Option(help: "What is measured.")
    var mode = Mode.calls

    @Option(help: "Cache mode: the reply's size in bytes, about.")
    var replyBytes = 16_384

    var counts: [(flag: String, value: Int)] {
        [("rounds", rounds), ("calls", calls), ("tasks", tasks), ("task-calls", taskCalls)]
    }

    var sizes: [(flag: String, value: Int)] { [("warm-up", warmUp), ("reply-bytes", replyBytes)] }

    func runs(side: String) -> Bool { onlySide == nil || onlySide?.rawValue == side }
    func runs(variant: Variant) -> Bool { onlyVariant == nil || onlyVariant == variant }
}
