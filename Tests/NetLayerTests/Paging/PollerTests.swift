import Foundation
import RuntimeTestSupport
import TestSupport
import TestTraits
import Testing

@testable import NetLayer

/// Each test waits for rounds to be counted and for the polling loop to end:
/// once it has ended, no round can come, however long one waits.
@Suite(.highPriority, .timeLimit(.minutes(10))) struct PollerTests {
    private func loggedInClient() -> NetLayerClient {
        let client = NetLayerClient(
            configuration: ClientConfiguration(token: schoolToken),
            environment: ServerEnvironment(name: "production", baseURL: URL(string: "http://127.0.0.1:9")!),
            transport: StubTransport { _, _ in .json("{}") })
        client.setToken(StoredToken(value: "T", expiresAt: nil))
        return client
    }

    @Test func pollsWhileLoggedInAndStopsOnLogout() async throws {
        let client = loggedInClient()
        let rounds = TestState(0)
        let poller = Poller(every: .milliseconds(20), client: client) { rounds.update { $0 += 1 } }
        poller.start()
        let loop = try #require(poller.loop)
        await rounds.wait { $0 >= 3 }
        client.logOut()
        let atLogout = rounds.value
        await loop.value
        #expect(rounds.value <= atLogout + 1, "no round after the logout, but one already past its check")
        #expect(poller.isRunning == false)
    }

    @Test func stopsWhenItsOwnerGoesAway() async throws {
        let client = loggedInClient()
        let rounds = TestState(0)
        var owner: NSObject? = NSObject()
        let poller = Poller(every: .milliseconds(20), client: client, owner: owner) { rounds.update { $0 += 1 } }
        poller.start()
        let loop = try #require(poller.loop)
        await rounds.wait { $0 >= 2 }
        owner = nil
        let atRelease = rounds.value
        await loop.value
        #expect(atRelease >= 2)
        #expect(rounds.value <= atRelease + 1, "no round after the owner went, but one already past its check")
        #expect(poller.isRunning == false)
        _ = owner
    }

    @Test func stopStopsAndNothingRunsWhenLoggedOut() async throws {
        let client = loggedInClient()
        let rounds = TestState(0)
        let poller = Poller(every: .milliseconds(20), client: client) { rounds.update { $0 += 1 } }
        poller.start()
        let loop = try #require(poller.loop)
        await rounds.wait { $0 >= 1 }
        poller.stop()
        #expect(poller.isRunning == false)
        let atStop = rounds.value
        await loop.value
        let stopped = rounds.value
        #expect(stopped <= atStop + 1, "no round after the stop, but one already under way")

        client.logOut()
        let idle = Poller(every: .milliseconds(20), client: client) { rounds.update { $0 += 100 } }
        idle.start()
        try await #require(idle.loop).value
        #expect(rounds.value == stopped)
        #expect(idle.isRunning == false)
    }
}
