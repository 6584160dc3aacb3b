import Foundation

/// Keeps one login token per environment host, so a staging token is never sent to production.
///
/// The host key is whatever the caller chooses (for example `"api.example.com"` or
/// `"127.0.0.1:8080"`); stores compare it exactly and do not normalize it.
/// Implementations must be safe to call from any thread or task.
public protocol TokenStore: Sendable {
    /// The token stored for `host`, or `nil` if there is none. Expired tokens are returned
    /// too; use ``StoredToken/isValid(at:)`` to decide whether to send one.
    ///
    /// - Parameter host: The host key, compared exactly.
    /// - Returns: The stored token, expired or not, or nil when there is none.
    func token(forHost host: String) -> StoredToken?

    /// Stores `token` for `host`, replacing any token stored for it before.
    ///
    /// - Parameters:
    ///   - token: The token and its expiry.
    ///   - host: The host key, compared exactly.
    func setToken(_ token: StoredToken, forHost host: String)

    /// Removes the token for `host`, if any (for example on logout).
    ///
    /// - Parameter host: The host key; nothing happens when no token is stored for it.
    func removeToken(forHost host: String)

    /// Removes the token only if it still has this value; true when it did.
    ///
    /// Atomic, so that of many calls failing with an expired token at once, exactly one clears
    /// it, and a token stored by a new login meanwhile is kept.
    ///
    /// - Parameters:
    ///   - value: The value the caller saw, such as the token a failed call sent.
    ///   - host: The host key, compared exactly.
    /// - Returns: True when the stored token had this value and was removed; false when it had another or
    ///   there was none.
    func removeToken(_ value: String, forHost host: String) -> Bool
}
