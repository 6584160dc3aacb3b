// Calls per second of small GET calls against a loopback TestServer, through plain
// URLSession and through NetLayerClient, in the same run. Run in release:
//
//     swift run -c release --enable-all-traits RuntimeBenchmark [--rounds R] [--calls N] [--tasks T]
//         [--task-calls M] [--warm-up W] [--only-side bare|netlayer] [--only-variant sequential|concurrent]
//         [--transport urlsession|async-http-client] [--server URL]
//
// Side A is the transport's bare client (URLSession, or AsyncHTTPClient's HTTPClient), side B
// NetLayerClient over that transport.
// (`--only-side` and `--only-variant` run one side or variant alone, for `perf record` and
// callgrind; `--server` calls a server of `--mode serve` in another process, so that a count of
// the process's instructions is the client's alone: Benchmarks/Scripts/call-instructions.sh;
// `--mode cache` measures the HTTP cache instead: CacheBenchmark.swift; `--mode stream`
// streamed events: StreamBenchmark.swift.)
//
// The wall clock of the project's machines swings by ±30-50 %, so the sides run in
// interleaved rounds (A then B, then B then A, ...) and each side's median is reported,
// with the core's cost: 1 - median(B) / median(A).
//
// Target: NetLayerClient costs no more than 10 % over plain URLSession.
//
// It is also where the loopback server's speed is watched: sequential calls on one
// keep-alive connection (side A, sequential) run at about 1,400 a second in release
// (docs/benchmarks.md) and 700 in a debug build on a busy machine, but at about 25
// a second when TCP_NODELAY is lost (each reply then waits ~40 ms for a delayed
// ACK). The unit tests only check that the option is set (TestServerSupportTests):
// a time measured beside the rest of the suite says more about the machine than
// about the server.

import Foundation
import LoopbackServers
@_spi(Generated) import NetLayer
import TestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The payload both sides decode.
struct Item: Codable, Sendable, Equatable {
    var id: Int
    var name: String
}

/// The whole reply, for the plain side: `{"h": {"code", "msg"}, "b": Item}`.
struct ItemReply: Codable, Sendable {
    struct Head: Codable, Sendable {
        var code: Int
        var msg: String
    }
    var h: Head
    var b: Item
}

enum BenchmarkFailure: Error, CustomStringConvertible {
    case unexpected(String)
    var description: String {
        switch self {
        case .unexpected(let text): "RuntimeBenchmark: \(text)"
        }
    }
}

/// One way of making the call.
struct Side: Sendable {
    var name: String
    var label: String
    var call: @Sendable () async throws -> Item
}

@main
struct RuntimeBenchmark {
    static let replyJSON = #"{"h":{"code":200,"msg":"ok"},"b":{"id":1,"name":"x"}}"#
    static let expected = Item(id: 1, name: "x")

    /// Not `async`: valgrind 3.19 dies (SIGSEGV in valgrind itself) once an async main parks the
    /// main thread in libdispatch's `sigsuspend` loop, so the work runs in a task the main thread waits for.
    static func main() {
        let arguments = RuntimeBenchmarkOptions.parseOrExit()
        let finished = DispatchSemaphore(value: 0)
        let failure = TestState<(any Error)?>(nil)
        // Detached: a task made here would run on the main actor, whose thread waits below.
        Task.detached {
            do { try await run(arguments) } catch { failure.update { $0 = error } }
            finished.signal()
        }
        finished.wait()
        if let error = failure.value {
            FileHandle.standardError.write(Data("RuntimeBenchmark: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run(_ arguments: RuntimeBenchmarkOptions) async throws {
        if arguments.mode == .cache {
            try await CacheBenchmark.run(arguments)
            return
        }
        if arguments.mode == .stream {
            try await StreamBenchmark.run(arguments)
            return
        }
        if arguments.mode == .serve {
            let server = try await TestServer.start(.get("/api/item", reply: .json(replyJSON)))
            // Through FileHandle: print's buffer would not reach a pipe until the process ends.
            FileHandle.standardOutput.write(Data("\(server.baseURL.absoluteString)\n".utf8))
            while true { try await Task.sleep(for: .seconds(3600)) }
        }
        let server: TestServer? =
            arguments.server == nil ? try await TestServer.start(.get("/api/item", reply: .json(replyJSON))) : nil
        guard let baseURL = server?.baseURL ?? arguments.server.flatMap(URL.init(string:)) else {
            throw BenchmarkFailure.unexpected("--server \(arguments.server ?? "") is not a URL")
        }
        let url = baseURL.appendingPathComponent("api/item")

        // (a) The bare client, whose reply JSONDecoder decodes whole, the code checked as the core does.
        let bare = try BareClient(arguments.transport, url: url)
        let plain = Side(name: "bare", label: "A  \(bare.label) + JSONDecoder") {
            let reply = try JSONDecoder().decode(ItemReply.self, from: try await bare.get())
            guard reply.h.code == 200 else { throw BenchmarkFailure.unexpected("code \(reply.h.code)") }
            return reply.b
        }

        // (b) NetLayerClient over the transport (URLSessionTransport: also ephemeral, no cookies).
        let client = NetLayerClient(
            configuration: ClientConfiguration(
                envelope: EnvelopeFormat(code: ["h", "code"], message: ["h", "msg"], data: ["b"], success: [200]),
                callbackQueue: nil),
            environment: ServerEnvironment(name: "production", baseURL: baseURL), transport: arguments.transport.make())
        let endpoint = Endpoint(id: "item", method: .GET, path: "api/item", sendsToken: false)
        let core = Side(name: "netlayer", label: "B  NetLayerClient.send(_:parameters:as:)") {
            try await client.send(endpoint, parameters: [], as: Item.self)
        }

        let sides = [plain, core].filter { arguments.runs(side: $0.name) }
        for side in sides {
            let item = try await side.call()
            guard item == expected else { throw BenchmarkFailure.unexpected("\(side.name) decoded \(item)") }
        }

        print(
            "RuntimeBenchmark: GET \(url.absoluteString) (TestServer, \(arguments.transport.rawValue)), a "
                + "\(replyJSON.utf8.count)-byte JSON reply")
        print(
            "\(arguments.rounds) interleaved rounds (order alternates); sequential: \(arguments.calls) calls per "
                + "side and round; concurrent: \(arguments.tasks) tasks × \(arguments.taskCalls) calls; "
                + "warm-up: \(arguments.warmUp) calls per side")

        var tables: [String] = []
        if arguments.runs(variant: .sequential) {
            let results = try await measure(sides, rounds: arguments.rounds, warmUp: arguments.warmUp) { side in
                try await sequential(side, calls: arguments.calls)
            }
            tables.append(table("sequential, \(arguments.calls) calls", results))
        }
        if arguments.runs(variant: .concurrent) {
            let results = try await measure(sides, rounds: arguments.rounds, warmUp: arguments.warmUp) { side in
                try await concurrent(side, tasks: arguments.tasks, calls: arguments.taskCalls)
            }
            tables.append(table("concurrent, \(arguments.tasks) tasks × \(arguments.taskCalls) calls", results))
        }
        print("")
        print(tables.joined(separator: "\n"))

        try await bare.close()
        if let server {
            await server.stop()
            let connections = Set(server.requests.compactMap(\.clientPort)).count
            print("\(server.requests.count) requests over \(connections) connections")
        }
    }

    // MARK: Running

    /// Calls/s of each side in each round: `rounds` rounds, each running every side once,
    /// the order reversed every other round, after `warmUp` calls per side.
    static func measure(
        _ sides: [Side], rounds: Int, warmUp: Int, _ run: @Sendable (Side) async throws -> Double
    ) async throws -> [(Side, [Double])] {
        for side in sides {
            _ = try await sequential(side, calls: warmUp)
            _ = try await run(side)
        }
        var samples = Array(repeating: [Double](), count: sides.count)
        for round in 0..<rounds {
            let order = round.isMultiple(of: 2) ? Array(sides.indices) : sides.indices.reversed()
            for index in order {
                samples[index].append(try await run(sides[index]))
            }
        }
        return Array(zip(sides, samples))
    }

    /// Calls/s of `calls` calls in turn.
    static func sequential(_ side: Side, calls: Int) async throws -> Double {
        guard calls > 0 else { return 0 }
        let start = ContinuousClock.now
        for _ in 0..<calls {
            let item = try await side.call()
            guard item.id == 1 else { throw BenchmarkFailure.unexpected("\(side.name) decoded \(item)") }
        }
        return Double(calls) / seconds(ContinuousClock.now - start)
    }

    /// Calls/s of `tasks` tasks side by side, each making `calls` calls in turn.
    static func concurrent(_ side: Side, tasks: Int, calls: Int) async throws -> Double {
        let start = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    for _ in 0..<calls {
                        let item = try await side.call()
                        guard item.id == 1 else { throw BenchmarkFailure.unexpected("\(side.name) decoded \(item)") }
                    }
                }
            }
            try await group.waitForAll()
        }
        return Double(tasks * calls) / seconds(ContinuousClock.now - start)
    }

    // MARK: Reporting

    static func table(_ title: String, _ results: [(Side, [Double])]) -> String {
        var lines = [
            "\(title):",
            pad("side", 44) + padLeft("median calls/s", 15) + padLeft("µs/call", 9) + padLeft("min", 9)
                + padLeft("max", 9),
        ]
        for (side, samples) in results {
            let middle = median(samples)
            lines.append(
                pad(side.label, 44) + padLeft(format(middle, 0), 15) + padLeft(format(1e6 / middle, 0), 9)
                    + padLeft(format(samples.min() ?? 0, 0), 9) + padLeft(format(samples.max() ?? 0, 0), 9))
        }
        if results.count == 2 {
            let plain = results[0].1
            let core = results[1].1
            let cost = 1 - median(core) / median(plain)
            // Paired: each round's own ratio, less sensitive to the clock drifting between rounds.
            let paired = zip(core, plain).map { 1 - $0 / $1 }
            lines.append(
                "core cost 1 - B/A: \(format(cost * 100, 1)) % of medians; per round: median "
                    + "\(format(median(paired) * 100, 1)) %, from \(format((paired.min() ?? 0) * 100, 1)) % "
                    + "to \(format((paired.max() ?? 0) * 100, 1)) %"
                    + (cost <= 0.05 ? "  (target ≤ 5 %: met)" : "  (target ≤ 5 %: NOT met)"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    static func seconds(_ duration: Duration) -> Double {
        let (whole, attoseconds) = duration.components
        return Double(whole) + Double(attoseconds) / 1e18
    }

    static func format(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
    }
}
