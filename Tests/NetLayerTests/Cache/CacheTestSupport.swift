import Foundation
import LoopbackServers
import RuntimeTestSupport
import Testing

@_spi(Generated) @testable import NetLayer

/// A clock the test moves: ages grow without waiting.
final class TestClock: Sendable {
    private let current: Locked<Date>

    init(_ start: Date = Date()) {
        current = Locked(start)
    }

    var now: Date { current.withLock { $0 } }

    func advance(_ seconds: TimeInterval) {
        current.withLock { $0 += seconds }
    }
}

/// A stored reply of `bytes` body bytes, for store tests.
func cachedReply(_ path: String, bytes: Int = 0, owners: [String] = []) -> CachedReply {
    CachedReply(
        url: URL(string: "https://example.com\(path)")!, method: "GET", status: 200,
        headers: ["content-type": "application/json"], body: Data(repeating: 0x61, count: bytes),
        requestTime: Date(), responseTime: Date(), owners: owners)
}

/// A folder of its own under the temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("netlayer-cache-\(UUID().uuidString)")

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// A client of `server` whose replies are cached by `policy` in `store`, its ages by `clock`.
func cachingClient(
    _ server: TestServer, policy: CachePolicy = .http, store: any CacheStore = MemoryCacheStore(maxBytes: 1 << 20),
    clock: TestClock = TestClock(), token: TokenConfiguration? = nil
) -> NetLayerClient {
    var configuration = ClientConfiguration(token: token, cache: policy, cacheStore: store)
    configuration.cacheClock = { clock.now }
    return makeClient(server, configuration)
}
