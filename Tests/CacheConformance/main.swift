// cache-tests-shell ORIGIN_URL [--plain]: a loopback HTTP server that answers each request it gets by
// sending it through one `NetLayerClient` with an HTTP cache to ORIGIN_URL, and hands back
// the client's result as it came: the http-tests/cache-tests runner, pointed at this shell,
// then scores NetLayer's cache as a private cache, as cache-tests.fyi scores a browser's.
// Prints `listening on PORT` once it accepts connections. Run by scripts/cache-tests.sh.

import FlyingFox
import FlyingSocks
import Foundation
@_spi(Generated) import NetLayer
import NoDelaySockets

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The policy an app that wants the most of the cache would choose: heuristic freshness on, and
// stored replies served when the server cannot be reached (the suite's `stale-close` checks, on
// which two required tests depend, ask for that).
let usage = "usage: cache-tests-shell ORIGIN_URL [--plain]  (--plain: CachePolicy.http alone)\n"
let arguments = Array(CommandLine.arguments.dropFirst())
guard let first = arguments.first, let origin = URL(string: first), arguments.count <= 2,
    arguments.count == 1 || arguments[1] == "--plain"
else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
let policy: CachePolicy =
    arguments.count == 2 ? .http : .http(offline: 86_400, heuristicFreshness: true)

let client = NetLayerClient(
    configuration: ClientConfiguration(timeout: 30, maxRetries: 0, callbackQueue: nil, cache: policy),
    environment: ServerEnvironment(name: "origin", baseURL: origin),
    // The runner asks for 3xx replies as they are (fetch's `redirect: 'manual'`).
    transport: URLSessionTransport(redirects: .never))

let pool = NoDelaySocketPool.standard()
let server = HTTPServer(
    config: HTTPServer.Configuration(
        address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), timeout: 60, pool: pool,
        logger: DisabledLogger.disabled))
// FlyingFox routes only the methods it knows unless told others: the suite sends `M-SEARCH`.
await server.appendRoute(
    HTTPRoute(methods: FlyingFox.HTTPMethod.allMethods.union(["M-SEARCH"]), path: "*"), to: CacheShell(client: client))
let running = Task { try await server.run() }
try await server.waitUntilListening(timeout: 60)
guard case .ip4(_, let port)? = await server.listeningAddress else { exit(1) }
FileHandle.standardOutput.write(Data("listening on \(port)\n".utf8))
_ = await running.result
