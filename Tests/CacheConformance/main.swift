// cache-tests-shell ORIGIN_URL: a loopback HTTP server that answers each request it gets by
// sending it through one `NetLayerClient` with `cache: .http` to ORIGIN_URL, and hands back
// the client's result as it came: the http-tests/cache-tests runner, pointed at this shell,
// then scores NetLayer's cache as a private cache, as cache-tests.fyi scores a browser's.
// Prints `listening on PORT` once it accepts connections. Run by scripts/cache-tests.sh.

import FlyingFox
import FlyingSocks
import Foundation
import NoDelaySockets

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@_spi(Generated) import NetLayer

guard CommandLine.arguments.count == 2, let origin = URL(string: CommandLine.arguments[1]) else {
    FileHandle.standardError.write(Data("usage: cache-tests-shell ORIGIN_URL\n".utf8))
    exit(2)
}

let client = NetLayerClient(
    configuration: ClientConfiguration(timeout: 30, maxRetries: 0, callbackQueue: nil, cache: .http),
    environment: ServerEnvironment(name: "origin", baseURL: origin),
    // The runner asks for 3xx replies as they are (fetch's `redirect: 'manual'`).
    transport: URLSessionTransport(redirects: .never))

let forwarding = CacheShell(client: client)
let pool = NoDelaySocketPool.standard()
let server = HTTPServer(
    config: HTTPServer.Configuration(
        address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), timeout: 60, pool: pool,
        logger: DisabledLogger.disabled),
    handler: forwarding)
let running = Task { try await server.run() }
try await server.waitUntilListening(timeout: 60)
guard case .ip4(_, let port)? = await server.listeningAddress else { exit(1) }
FileHandle.standardOutput.write(Data("listening on \(port)\n".utf8))
_ = await running.result
