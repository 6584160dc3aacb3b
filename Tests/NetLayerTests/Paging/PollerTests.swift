import Foundation
import Testing

@testable import NetLayer

@Suite struct PollerTests {
    private func loggedInClient() -> NetLayerClient {
        let client = NetLayerClient(
            configuration: ClientConfiguration(token: schoolToken),
            environment: ServerEnvironment(name: "production", baseURL: URL(string: "http://127.0.0.1:9")!),
            transport: StubTransport { _ in .json("{}") })
        client.setToken(StoredToken(value: "T", expiresAt: nil))
        return client
    }

    private func waitUntil(_ condition: @Sendable () -> Bool) async {
        for _ in 0..<200 where !condition() {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    @Test func pollsWhileLoggedInAndStopsOnLogout() async {
        let client = loggedInClient()
        let ticks = Locked(0)
        let poller = Poller(every: .milliseconds(20), client: client) { ticks.withLock { $0 += 1 } }
        poller.start()
        await waitUntil { ticks.withLock { $0 } >= 3 }
        #expect(ticks.withLock { $0 } >= 3)
        client.logOut()
        try? await Task.sleep(for: .milliseconds(100))
        let afterLogout = ticks.withLock { $0 }
        try? await Task.sleep(for: .milliseconds(100))
        #expect(ticks.withLock { $0 } == afterLogout)
        #expect(poller.isRunning == false)
    }

    @Test func stopsWhenItsOwnerGoesAway() async {
        let client = loggedInClient()
        let ticks = Locked(0)
        var owner: NSObject? = NSObject()
        let poller = Poller(every: .milliseconds(20), client: client, owner: owner) { ticks.withLock { $0 += 1 } }
        poller.start()
        await waitUntil { ticks.withLock { $0 } >= 2 }
        owner = nil
        try? await Task.sleep(for: .milliseconds(100))
        let afterOwner = ticks.withLock { $0 }
        try? await Task.sleep(for: .milliseconds(100))
        #expect(afterOwner >= 2)
        #expect(ticks.withLock { $0 } == afterOwner)
        #expect(poller.isRunning == false)
        _ = owner
    }

    @Test func stopStopsAndNothingRunsWhenLoggedOut() async {
        let client = loggedInClient()
        let ticks = Locked(0)
        let poller = Poller(every: .milliseconds(20), client: client) { ticks.withLock { $0 += 1 } }
        poller.start()
        await waitUntil { ticks.withLock { $0 } >= 1 }
        poller.stop()
        #expect(poller.isRunning == false)
        let stopped = ticks.withLock { $0 }
        try? await Task.sleep(for: .milliseconds(100))
        #expect(ticks.withLock { $0 } == stopped)

        client.logOut()
        let idle = Poller(every: .milliseconds(20), client: client) { ticks.withLock { $0 += 100 } }
        idle.start()
        try? await Task.sleep(for: .milliseconds(100))
        #expect(ticks.withLock { $0 } == stopped)
    }
}
