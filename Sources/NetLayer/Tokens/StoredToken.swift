import Foundation

/// A login token as kept by a ``TokenStore``, with the moment it stops being accepted.
public struct StoredToken: Codable, Sendable, Equatable {
    /// The token itself, bare: sent as it is, or after the configuration's scheme (`Bearer <token>`).
    public var value: String
    /// When the token expires, or `nil` when its lifetime is unknown (it is then used until
    /// the server rejects it).
    public var expiresAt: Date?

    /// Creates a stored token.
    /// - Parameters:
    ///   - value: The token as sent to the server.
    ///   - expiresAt: When it expires; `nil` if unknown. ``JWT/expiry(of:)`` can supply this.
    public init(value: String, expiresAt: Date? = nil) {
        self.value = value
        self.expiresAt = expiresAt
    }

    /// Whether the token may still be used at `now`: true when there is no expiry or the
    /// expiry is still in the future.
    ///
    /// A token expiring exactly at `now` is already invalid, so a cold start never sends a
    /// token the server is about to reject.
    ///
    /// - Parameter now: The moment to check; the current time by default.
    /// - Returns: True when there is no expiry or it is later than `now`.
    public func isValid(at now: Date = Date()) -> Bool {
        guard let expiresAt else { return true }
        return expiresAt > now
    }
}
