import Foundation
import NetLayer
import Testing

@Suite("MemoryTokenStore")
struct MemoryTokenStoreTests {
    private let host = "api.example.com"

    @Test func setGetRemove() {
        let store = MemoryTokenStore()
        #expect(store.token(forHost: host) == nil)

        let token = StoredToken(value: "one", expiresAt: Date(timeIntervalSince1970: 2_000_000_000))
        store.setToken(token, forHost: host)
        #expect(store.token(forHost: host) == token)

        store.setToken(StoredToken(value: "two"), forHost: host)
        #expect(store.token(forHost: host)?.value == "two")

        store.removeToken(forHost: host)
        #expect(store.token(forHost: host) == nil)
    }

    @Test func compareAndRemove() {
        let store = MemoryTokenStore()
        #expect(!store.removeToken("one", forHost: host))

        store.setToken(StoredToken(value: "one"), forHost: host)
        #expect(!store.removeToken("other", forHost: host))
        #expect(store.token(forHost: host)?.value == "one")

        #expect(store.removeToken("one", forHost: host))
        #expect(store.token(forHost: host) == nil)
        #expect(!store.removeToken("one", forHost: host))
    }

    @Test func hostsAreKeptApart() {
        let store = MemoryTokenStore()
        store.setToken(StoredToken(value: "prod"), forHost: "api.example.com")
        store.setToken(StoredToken(value: "local"), forHost: "127.0.0.1:8080")
        #expect(store.token(forHost: "api.example.com")?.value == "prod")
        #expect(store.token(forHost: "127.0.0.1:8080")?.value == "local")
        #expect(store.token(forHost: "staging.example.com") == nil)

        #expect(!store.removeToken("prod", forHost: "127.0.0.1:8080"))
        store.removeToken(forHost: "api.example.com")
        #expect(store.token(forHost: "api.example.com") == nil)
        #expect(store.token(forHost: "127.0.0.1:8080")?.value == "local")
    }

    @Test func initialTokens() {
        let store = MemoryTokenStore(tokens: [host: StoredToken(value: "seed")])
        #expect(store.token(forHost: host)?.value == "seed")
    }

    @Test func concurrentCompareAndRemoveSucceedsExactlyOnce() async {
        let store = MemoryTokenStore()
        store.setToken(StoredToken(value: "expired"), forHost: host)
        let successes = await countSuccessfulRemovals(of: "expired", host: host, in: store, attempts: 100)
        #expect(successes == 1)
        #expect(store.token(forHost: host) == nil)
    }

    @Test func newValueIsNotRemovedByOldValue() {
        let store = MemoryTokenStore()
        store.setToken(StoredToken(value: "old"), forHost: host)
        store.setToken(StoredToken(value: "new"), forHost: host)
        #expect(!store.removeToken("old", forHost: host))
        #expect(store.token(forHost: host)?.value == "new")
    }

    // Whatever the interleaving, a login racing with the clean-up of the old token survives.
    @Test func newLoginRacingWithRemovalsIsKept() async {
        let store = MemoryTokenStore()
        let host = self.host
        store.setToken(StoredToken(value: "old"), forHost: host)
        let successes = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<100 {
                group.addTask {
                    if index == 50 {
                        store.setToken(StoredToken(value: "new"), forHost: host)
                        return false
                    }
                    return store.removeToken("old", forHost: host)
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(successes <= 1)
        #expect(store.token(forHost: host)?.value == "new")
    }
}

/// Runs `attempts` concurrent compare-and-remove calls and counts the ones that returned true.
func countSuccessfulRemovals(
    of value: String, host: String, in store: some TokenStore, attempts: Int
) async -> Int {
    await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<attempts {
            group.addTask { store.removeToken(value, forHost: host) }
        }
        return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
}
