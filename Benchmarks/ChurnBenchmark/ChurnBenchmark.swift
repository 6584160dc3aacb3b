// Clients made and dropped by the thousand, each with calls in flight, against
// loopback servers with keep-alive: the churn that crashed test processes on
// Linux (issue 20). One process run; Benchmarks/Scripts/churn.sh runs many and
// counts crashes. Run in release:
//
//     swift run -c release ChurnBenchmark [--clients N] [--concurrency C] [--restart-every R] [--verbose]
//         [--transport urlsession|async-http-client|async-http-client-own]
//
// (the AsyncHTTPClient transports need `--enable-all-traits`; `-own` gives each client an
// HTTPClient of its own, shut down when the client is dropped with its calls in flight).
//
// Each client makes five calls at once and is dropped:
//   answered     GET of a keep-alive server, which must answer 200;
//   refused      a port with no listener, which must fail to connect;
//   timed out    a reply held longer than the call's 50 ms deadline;
//   cut short    a body that ends before its Content-Length;
//   cancelled    a trickling body, cancelled once its first bytes arrived.
// The keep-alive server is stopped and a new one started every R clients, so
// connections are also closed under the clients' feet. An outcome other than
// the expected one is counted, and fails the run at the end.

import BenchmarkTransports
import Foundation
import LoopbackServers
@_spi(Generated) import NetLayer
import TransportKinds

#if canImport(Glibc)
    import Glibc
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@main
struct ChurnBenchmark {
    static func main() async throws {
        let arguments = ChurnOptions.parseOrExit()
        let counts = OutcomeCounts()
        // Held by a socket that does not listen: connections are refused, and no other server takes the port.
        let refusing = try LoopbackPort.reserve()
        let refused = refusing.url
        let cut = try CutShortServer.start(.truncatedBody)
        let trickle = try CutShortServer.start(
            .trickle(
                head: Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n".utf8),
                body: Data(repeating: UInt8(ascii: " "), count: 400), interval: .milliseconds(5)))
        let start = ContinuousClock.now
        var made = 0
        while made < arguments.clients {
            let server = try await TestServer.start(
                .get("/api/ok", reply: .json(#"{"ok":true}"#)),
                .get("/api/held", reply: .delayed(0.5, then: .json("{}"))))
            let batch = min(arguments.restartEvery, arguments.clients - made)
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<batch {
                    if index >= arguments.concurrency { await group.next() }
                    group.addTask {
                        await churnOne(
                            origins: Origins(
                                keepAlive: server.baseURL, refused: refused, cut: cut.baseURL,
                                trickle: trickle.baseURL),
                            kinds: arguments.kinds, transport: arguments.transport, counts: counts)
                    }
                }
            }
            // Stopped with its keep-alive connections still open in the shared sessions.
            await server.stop()
            made += batch
            if arguments.verbose {
                returnFreeMemory()
                print("after \(made) clients: resident \(residentMegabytes("VmRSS")) MB")
            }
        }
        await cut.stop()
        await trickle.stop()
        refusing.release()
        let seconds = Double((ContinuousClock.now - start) / .milliseconds(1)) / 1000
        let summary = counts.summary
        print(
            "clients \(made) calls \(summary.calls) answered \(summary.answered) refused \(summary.refused) "
                + "timedOut \(summary.timedOut) cutShort \(summary.cutShort) cancelled \(summary.cancelled) "
                + "unexpected \(summary.unexpected) seconds \(String(format: "%.1f", seconds)) "
                + "peakResidentMB \(residentMegabytes("VmHWM"))")
        print("deadline of 50 ms overshot by \(counts.overshootPercentiles) (p50, p99, max)")
        for line in summary.examples { print("unexpected: \(line)") }
        if summary.unexpected > 0 { exit(1) }
    }

    struct Origins: Sendable {
        var keepAlive: URL
        var refused: URL
        var cut: URL
        var trickle: URL
    }

    /// One client: five calls at once, then the client is dropped.
    static func churnOne(
        origins: Origins, kinds: Set<OutcomeCounts.Kind>, transport: TransportKind, counts: OutcomeCounts
    ) async {
        func client(_ origin: URL) -> NetLayerClient {
            NetLayerClient(
                configuration: ClientConfiguration(timeout: 10),
                environment: ServerEnvironment(name: "churn", baseURL: origin), transport: transport.make())
        }
        func endpoint(_ path: String, timeout: Double? = nil) -> Endpoint {
            Endpoint(id: path, method: .GET, path: path, timeout: timeout)
        }
        await withTaskGroup(of: Void.self) { group in
            if kinds.contains(.answered) {
                group.addTask {
                    let outcome = await call(client(origins.keepAlive), endpoint("api/ok"))
                    counts.record(.answered, outcome) {
                        if case .success(let reply) = $0 { reply.httpStatus == 200 } else { false }
                    }
                }
            }
            if kinds.contains(.refused) {
                group.addTask {
                    let outcome = await call(client(origins.refused), endpoint("api/ok"))
                    counts.record(.refused, outcome) {
                        if case .failure(.network) = $0 { true } else { false }
                    }
                }
            }
            if kinds.contains(.timedOut) {
                group.addTask {
                    let held = client(origins.keepAlive)
                    let start = ContinuousClock.now
                    let outcome = await call(held, endpoint("api/held", timeout: 0.05))
                    counts.overshoot(ContinuousClock.now - start - .milliseconds(50))
                    counts.record(.timedOut, outcome) { if case .failure(.timedOut) = $0 { true } else { false } }
                }
            }
            if kinds.contains(.cutShort) {
                group.addTask {
                    let outcome = await call(client(origins.cut), endpoint("api/cut"))
                    counts.record(.cutShort, outcome) { if case .failure = $0 { true } else { false } }
                }
            }
            if kinds.contains(.cancelled) {
                group.addTask {
                    let firstBytes = AsyncStream<Void>.makeStream()
                    let trickling = client(origins.trickle)
                    let inFlight = Task {
                        await call(trickling, endpoint("api/trickle")) { _ in firstBytes.continuation.yield() }
                    }
                    for await _ in firstBytes.stream { break }
                    inFlight.cancel()
                    let outcome = await inFlight.value
                    counts.record(.cancelled, outcome) { if case .failure(.cancelled) = $0 { true } else { false } }
                }
            }
        }
    }

    static func call(
        _ client: NetLayerClient, _ endpoint: Endpoint, progress: ProgressHandler? = nil
    ) async -> Result<RequestResult, NetLayerError> {
        do throws(NetLayerError) {
            return .success(try await client.send(endpoint, progress: progress))
        } catch {
            return .failure(error)
        }
    }

    /// glibc's `malloc_trim(0)` (not in the Glibc module): what is free goes back to
    /// the system, so what stays resident is in use.
    static func returnFreeMemory() {
        #if canImport(Glibc)
            typealias Trim = @convention(c) (Int) -> Int32
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
                _ = unsafeBitCast(symbol, to: Trim.self)(0)
            }
        #endif
    }

    /// A line of /proc/self/status in megabytes: VmRSS now, VmHWM at its peak.
    static func residentMegabytes(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return kilobytes / 1024
    }
}
