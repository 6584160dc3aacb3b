// The HTTP cache's worth: the same GET through one NetLayerClient, answered by the
// server every time (cache off: what a first call costs), by a fresh stored reply (in
// memory, and on disk), and by a stored reply the server confirms with a 304. Run in
// release, through Benchmarks/Scripts/cache.sh:
//
//     swift run -c release RuntimeBenchmark --mode cache [--rounds R] [--calls N] [--reply-bytes B]
//
// Sides run in interleaved rounds, as the calls mode's do; the table gives each side's
// median and its cost as a share of the uncached call's.

import Foundation
import LoopbackServers
@_spi(Generated) import NetLayer

enum CacheBenchmark {
    static func run(_ arguments: RuntimeBenchmarkOptions) async throws {
        // From 1: the runner checks that each call returned item 1.
        let items = (1...max(1, arguments.replyBytes / 32)).map { Item(id: $0, name: "item \($0)") }
        let body = String(decoding: try JSONEncoder().encode(items), as: UTF8.self)
        let fresh = CacheableResource(body: body, cacheControl: "max-age=86400")
        let revalidated = CacheableResource(body: body, cacheControl: "no-cache")
        let server = try await TestServer.start(fresh.route("/api/fresh"), revalidated.route("/api/revalidated"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-benchmark-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }

        func client(_ policy: CachePolicy, store: (any CacheStore)? = nil) -> NetLayerClient {
            NetLayerClient(
                configuration: ClientConfiguration(callbackQueue: nil, cache: policy, cacheStore: store),
                environment: ServerEnvironment(name: "production", baseURL: server.baseURL))
        }
        func side(_ name: String, _ label: String, _ client: NetLayerClient, _ path: String, expect hit: CacheHit?)
            -> Side
        {
            let endpoint = Endpoint(id: name, method: .GET, path: path, sendsToken: false)
            return Side(name: name, label: label) {
                let result = try await client.send(endpoint)
                guard result.cacheHit == hit else {
                    throw BenchmarkFailure.unexpected("\(name): cacheHit \(String(describing: result.cacheHit))")
                }
                let decoded = try result.decode([Item].self)
                guard let first = decoded.first, decoded.count == items.count else {
                    throw BenchmarkFailure.unexpected("\(name) decoded \(decoded.count) items")
                }
                return first
            }
        }
        let sides = [
            side("network", "A  cache off: the server's 200", client(.off), "api/fresh", expect: nil),
            side(
                "memory", "B  fresh hit, MemoryCacheStore", client(.http, store: MemoryCacheStore(maxBytes: 64 << 20)),
                "api/fresh", expect: .fresh),
            side(
                "disk", "C  fresh hit, DiskCacheStore",
                client(.http, store: try DiskCacheStore(directory: folder, maxBytes: 64 << 20)), "api/fresh",
                expect: .fresh),
            side(
                "revalidated", "D  304 revalidation, MemoryCacheStore",
                client(.http, store: MemoryCacheStore(maxBytes: 64 << 20)), "api/revalidated", expect: .revalidated),
        ]
        // The first call of each caching side stores the reply; it is not measured.
        for side in sides.dropFirst() { _ = try? await side.call() }

        print("RuntimeBenchmark --mode cache: GET over loopback (TestServer), a \(body.utf8.count)-byte JSON reply")
        print(
            "\(arguments.rounds) interleaved rounds; \(arguments.calls) sequential calls per side and round; "
                + "warm-up: \(arguments.warmUp) calls per side")
        let results = try await RuntimeBenchmark.measure(sides, rounds: arguments.rounds, warmUp: arguments.warmUp) {
            try await RuntimeBenchmark.sequential($0, calls: arguments.calls)
        }
        print("")
        print(RuntimeBenchmark.table("sequential, \(arguments.calls) calls", results))
        let network = RuntimeBenchmark.median(results[0].1)
        for (side, samples) in results.dropFirst() {
            let share = network / RuntimeBenchmark.median(samples)
            print("\(side.label): \(RuntimeBenchmark.format(share * 100, 1)) % of the uncached call's time")
        }
        await server.stop()
        print(
            "server: \(fresh.fullReplies) full replies of /api/fresh, \(revalidated.fullReplies) of "
                + "/api/revalidated, \(revalidated.notModifiedReplies) 304s")
    }
}
