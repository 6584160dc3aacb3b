import Foundation
import Testing

@_spi(Generated) @testable import NetLayer

@Suite struct TokenKeeperTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func keeper(
        _ expiry: TokenConfiguration.Expiry?, tokens: [String: StoredToken] = [:]
    ) -> (TokenKeeper, MemoryTokenStore, LoginEvents) {
        let store = MemoryTokenStore(tokens: tokens)
        let events = LoginEvents()
        let configuration = TokenConfiguration(placement: .header("x-auth"), source: .header("x-auth"), expiry: expiry)
        return (TokenKeeper(configuration: configuration, store: store, events: events), store, events)
    }

    @Test func theHostKeepsItsPortSoServersDoNotShareTokens() {
        #expect(TokenKeeper.host(of: URL(string: "https://api.example/a")!) == "api.example")
        #expect(TokenKeeper.host(of: URL(string: "http://127.0.0.1:8080/a")!) == "127.0.0.1:8080")
    }

    @Test func expiryComesFromSecondsABodyValueOrAHeader() {
        let (byBody, store, _) = keeper(.from(.body(["b", "expiresIn"])))
        let json: JSONValue = ["b": ["expiresIn": "3600"]]
        byBody.keep(from: RequestResult(httpStatus: 200, json: json, token: "T"), host: "h", now: now)
        #expect(store.token(forHost: "h") == StoredToken(value: "T", expiresAt: now.addingTimeInterval(3600)))

        let (bySeconds, secondsStore, _) = keeper(.seconds(60))
        bySeconds.keep(from: RequestResult(httpStatus: 200, token: "S"), host: "h", now: now)
        #expect(secondsStore.token(forHost: "h")?.expiresAt == now.addingTimeInterval(60))

        let (byHeader, headerStore, _) = keeper(.from(.header("x-ttl")))
        byHeader.keep(from: RequestResult(httpStatus: 200, headers: ["x-ttl": "5"], token: "H"), host: "h", now: now)
        #expect(headerStore.token(forHost: "h")?.expiresAt == now.addingTimeInterval(5))
    }

    @Test func aReplyWithoutATokenKeepsTheStoredOne() {
        let (keeper, store, _) = keeper(nil, tokens: ["h": StoredToken(value: "old")])
        keeper.keep(from: RequestResult(httpStatus: 200), host: "h", now: now)
        #expect(store.token(forHost: "h")?.value == "old")
    }

    /// A token past its lifetime is found as such and left for the call to
    /// expire (raising the event once), as a token the server refused.
    @Test func anExpiredTokenIsFoundExpiredAndClearedWithOneEvent() async {
        let stale = StoredToken(value: "T", expiresAt: now.addingTimeInterval(-1))
        let (keeper, store, events) = keeper(nil, tokens: ["h": stale, "other": StoredToken(value: "O")])
        let stream = events.stream()
        #expect(keeper.validToken(for: "h", now: now) == nil)
        #expect(keeper.lookUp("h", now: now) == .expired("T"))
        #expect(keeper.lookUp("other", now: now) == .valid("O"))
        #expect(keeper.lookUp("none", now: now) == .missing)
        keeper.expire("T", host: "h", endpointID: "list")
        keeper.expire("T", host: "h", endpointID: "list")
        #expect(keeper.lookUp("h", now: now) == .missing)
        #expect(store.token(forHost: "h") == nil)
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == LoginRequiredEvent(host: "h", endpointID: "list"))
    }

    /// Of many calls that sent one token and failed with an expired code,
    /// only the first clears it; a token stored since is kept.
    @Test func expiringATokenThatWasReplacedDoesNothing() {
        let (keeper, store, _) = keeper(nil, tokens: ["h": StoredToken(value: "new")])
        let raised = LockedCount()
        keeper.events.callback = { _ in raised.increment() }
        keeper.expire("old", host: "h", endpointID: "a")
        #expect(store.token(forHost: "h")?.value == "new")
        keeper.expire("new", host: "h", endpointID: "a")
        keeper.expire("new", host: "h", endpointID: "a")
        #expect(store.token(forHost: "h") == nil)
        #expect(raised.value == 1)
    }
}

private final class LockedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
