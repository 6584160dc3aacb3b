import NetLayer

/// The run's tokens as one call made from the spec sees them: what the calls file's logins left is read, and
/// what the call's own reply delivers or expires stays with the call, so calls in flight together never hand
/// each other a token (which would make what is called with one depend on which reply came first).
final class OverlayTokenStore: TokenStore {
    private let base: any TokenStore
    /// Per host: a token of the call's own, or nil where the call removed the one it read.
    private let own = Locked<[String: StoredToken?]>([:])

    init(over base: any TokenStore) {
        self.base = base
    }

    func token(forHost host: String) -> StoredToken? {
        if let kept = own.withLock({ $0[host] }) { return kept }
        return base.token(forHost: host)
    }

    func setToken(_ token: StoredToken, forHost host: String) {
        own.withLock { $0[host] = .some(token) }
    }

    func removeToken(forHost host: String) {
        own.withLock { $0[host] = .some(nil) }
    }

    func removeToken(_ value: String, forHost host: String) -> Bool {
        own.withLock { own in
            let current = own[host] ?? base.token(forHost: host)
            guard current?.value == value else { return false }
            own[host] = .some(nil)
            return true
        }
    }
}
