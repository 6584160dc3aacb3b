// Server-sent events over loopback, from the server's write to the app's loop: the
// latency of one event when the stream is otherwise quiet (p50, p99), and how many
// events a second a stream delivers when the server writes them back to back. Both
// through `Transport.open` (the body's chunks) and through `NetLayerClient.events`
// (parsed and decoded), so the client layer's share shows. Run in release, through
// Benchmarks/Scripts/stream-latency.sh:
//
//     swift run -c release --enable-all-traits RuntimeBenchmark --mode stream [--calls N] [--rounds R]
//         [--transport urlsession|async-http-client]
//
// `--calls` is the number of events timed one by one (each written once the previous one
// reached the loop, so none waits behind another); `--rounds` times 10,000 events for the
// throughput. The server is `StreamServer` (raw sockets, a thread per connection), in the
// same process: the write time travels in the event, read off the same monotonic clock.

import Foundation
import LoopbackServers
@_spi(Generated) import NetLayer
import TestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

enum StreamBenchmark {
    struct Stamp: Decodable, Sendable {
        var t: UInt64
    }

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    static func run(_ arguments: RuntimeBenchmarkOptions) async throws {
        let server = try StreamServer.start()
        defer { Task { await server.stop() } }
        let client = NetLayerClient(
            configuration: ClientConfiguration(callbackQueue: nil),
            environment: ServerEnvironment(name: "production", baseURL: server.baseURL),
            transport: arguments.transport.make())
        let endpoint = Endpoint(
            id: "events", method: .GET, path: "events", accept: "text/event-stream", timeout: 600, sendsToken: false)
        let events = arguments.calls
        /// Reads one stream to its end, through the transport's chunks or through the client.
        @Sendable func read(_ side: String, each: @escaping @Sendable (Stamp) -> Void) async throws {
            guard side.hasPrefix("Transport") else {
                for try await stamp in client.events(endpoint, as: Stamp.self) { each(stamp) }
                return
            }
            let reply = try await client.transport.open(
                HTTPRequest(url: server.url("/events")), body: nil, options: TransferOptions())
            var parser = ServerSentEventParser()
            for try await chunk in reply.body {
                for event in parser.consume(chunk) {
                    each(try JSONDecoder().decode(Stamp.self, from: Data(event.data.utf8)))
                }
            }
        }
        var connections = 0

        print(
            "Server-sent events over loopback (\(arguments.transport.rawValue)), \(events) events timed one at a "
                + "time (release build)")
        print("")
        print("latency, from the server's write to the loop    p50        p99        max")
        for side in ["Transport.open (chunks)", "NetLayerClient.events(as:)"] {
            let received = TestState<[UInt64]>([])
            let reader = Task {
                try await read(side) { stamp in
                    let latency = now() - stamp.t
                    received.update { $0.append(latency) }
                }
            }
            guard let connection = await server.connection(connections) else {
                throw BenchmarkFailure.unexpected("no connection")
            }
            connections += 1
            connection.writeHead(headers: ["Content-Type": "text/event-stream"])
            for index in 0..<(events + 100) {
                connection.write("data: {\"t\":\(now())}\n\n")
                _ = await received.wait { $0.count > index }
            }
            connection.end()
            _ = try await reader.value
            // The first 100 warm the connection and the code up.
            let latencies = received.value.dropFirst(100).sorted()
            func micro(_ quantile: Double) -> String {
                let value = latencies[min(latencies.count - 1, Int(Double(latencies.count) * quantile))]
                return String(format: "%7.1f µs", Double(value) / 1000)
            }
            print(side.padding(toLength: 46, withPad: " ", startingAt: 0), micro(0.5), micro(0.99), micro(1.0))
        }

        print("")
        print("throughput, 10,000 events written back to back (median of \(arguments.rounds) rounds)")
        for side in ["Transport.open (chunks)", "NetLayerClient.events(as:)"] {
            var rates: [Double] = []
            for _ in 0..<arguments.rounds {
                let count = 10_000
                let reader = Task { () -> (Int, UInt64) in
                    let progress = TestState((seen: 0, start: UInt64(0)))
                    try await read(side) { _ in
                        progress.update { progress in
                            if progress.seen == 0 { progress.start = now() }
                            progress.seen += 1
                        }
                    }
                    let (seen, start) = progress.value
                    return (seen, now() - start)
                }
                guard let connection = await server.connection(connections) else {
                    throw BenchmarkFailure.unexpected("no connection")
                }
                connections += 1
                connection.writeHead(headers: ["Content-Type": "text/event-stream"])
                for index in 0..<count { connection.write("data: {\"t\":\(index)}\n\n") }
                connection.end()
                let (seen, elapsed) = try await reader.value
                guard seen == count else { throw BenchmarkFailure.unexpected("\(seen) of \(count) events") }
                rates.append(Double(count - 1) / (Double(elapsed) / 1e9))
            }
            let median = rates.sorted()[rates.count / 2]
            print(side.padding(toLength: 46, withPad: " ", startingAt: 0), String(format: "%9.0f events/s", median))
        }
    }
}
