import Foundation

/// A ``TokenStore`` that keeps tokens in memory only, for tests, previews and apps that must
/// not persist credentials. Thread-safe.
public final class MemoryTokenStore: TokenStore {
    private let tokens: Locked<[String: StoredToken]>

    /// Creates a store, optionally pre-filled with tokens keyed by host.
    ///
    /// - Parameter tokens: Tokens by host key; none by default.
    public init(tokens: [String: StoredToken] = [:]) {
        self.tokens = Locked(tokens)
    }

    /// The token stored for `host`, or `nil`.
    ///
    /// - Parameter host: The host key, compared exactly.
    /// - Returns: The stored token, expired or not, or nil when there is none.
    public func token(forHost host: String) -> StoredToken? {
        tokens.withLock { $0[host] }
    }

    /// Stores `token` for `host`, replacing any previous one.
    ///
    /// - Parameters:
    ///   - token: The token and its expiry.
    ///   - host: The host key, compared exactly.
    public func setToken(_ token: StoredToken, forHost host: String) {
        tokens.withLock { $0[host] = token }
    }

    /// Removes the token for `host`, if any.
    ///
    /// - Parameter host: The host key; nothing happens when no token is stored for it.
    public func removeToken(forHost host: String) {
        tokens.withLock { $0[host] = nil }
    }

    /// Removes the token for `host` only if its value is still `value`; true when it did.
    ///
    /// - Parameters:
    ///   - value: The value the caller saw, such as the token a failed call sent.
    ///   - host: The host key, compared exactly.
    /// - Returns: True when the stored token had this value and was removed; false when it had another or
    ///   there was none.
    public func removeToken(_ value: String, forHost host: String) -> Bool {
        // Compare and remove under one lock hold, otherwise two callers could both see the
        // old value, or one could delete a token a new login just stored.
        tokens.withLock { tokens in
            guard tokens[host]?.value == value else { return false }
            tokens[host] = nil
            return true
        }
    }
}
