import Foundation

struct BenchmarkArguments {
    /// Interleaved rounds; each runs both sides, in alternating order.
    var rounds = 15
    /// Sequential calls per side and round.
    var calls = 300
    /// Concurrent variant: tasks per side and round, each making `taskCalls` calls in turn.
    var tasks = 50
    var taskCalls = 20
    /// Calls per side before the first round (connections opened, caches filled).
    var warmUp = 200
    /// Only one side ("urlsession" or "netlayer") and one variant ("sequential" or
    /// "concurrent"), for `perf record`; nil runs everything.
    var onlySide: String?
    var onlyVariant: String?
    /// "calls" (the core against URLSession), "cache" (CacheBenchmark: cached calls against uncached
    /// ones) or "stream" (StreamBenchmark: event latency and events per second).
    var mode = "calls"
    /// Cache mode: the reply's size in bytes, about.
    var replyBytes = 16_384

    static let usage =
        "usage: RuntimeBenchmark [--rounds R] [--calls N] [--tasks T] [--task-calls M] [--warm-up W] "
        + "[--only-side urlsession|netlayer] [--only-variant sequential|concurrent] [--mode calls|cache|stream] "
        + "[--reply-bytes B]"

    init(_ arguments: ArraySlice<String>) {
        var iterator = arguments.makeIterator()
        while let flag = iterator.next() {
            if flag == "--help" || flag == "-h" {
                print(Self.usage)
                exit(0)
            }
            guard let text = iterator.next() else { fail() }
            switch flag {
            case "--only-side":
                guard text == "urlsession" || text == "netlayer" else { fail() }
                onlySide = text
                continue
            case "--only-variant":
                guard text == "sequential" || text == "concurrent" else { fail() }
                onlyVariant = text
                continue
            case "--mode":
                guard ["calls", "cache", "stream"].contains(text) else { fail() }
                mode = text
                continue
            default: break
            }
            guard let value = Int(text), value >= 0 else { fail() }
            switch flag {
            case "--rounds": rounds = max(1, value)
            case "--calls": calls = max(1, value)
            case "--tasks": tasks = max(1, value)
            case "--task-calls": taskCalls = max(1, value)
            case "--warm-up": warmUp = value
            case "--reply-bytes": replyBytes = value
            default: fail()
            }
        }
    }

    func runs(side: String) -> Bool { onlySide == nil || onlySide == side }
    func runs(variant: String) -> Bool { onlyVariant == nil || onlyVariant == variant }

    private func fail() -> Never {
        fatalError(Self.usage)
    }
}
