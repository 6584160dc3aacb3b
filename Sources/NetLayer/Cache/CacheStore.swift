import Foundation

/// Where a client keeps the replies it caches, by key. Implementations are
/// thread-safe and bound their size; evicting any entry at any time is
/// allowed (a missing entry only costs a request).
///
/// Keys are opaque strings the client makes of the method, the whole URL
/// and a digest of the credentials sent (see docs/runtime.md, "HTTP caching").
public protocol CacheStore: Sendable {
    /// The reply stored under `key`, if any; counts as a use for eviction.
    ///
    /// - Parameter key: The client's key for the request: method, URL and credentials digest.
    /// - Returns: The stored reply, or nil when there is none (never stored, removed or evicted).
    func reply(forKey key: String) -> CachedReply?
    /// Stores `reply` under `key`, replacing what was there, and evicts
    /// others if the store is over its size.
    ///
    /// - Parameters:
    ///   - reply: The reply to keep; a store may decline one larger than its whole size.
    ///   - key: The client's key for the request the reply answers.
    func store(_ reply: CachedReply, forKey key: String)
    /// Forgets the reply under `key`.
    ///
    /// - Parameter key: The key the reply was stored under; nothing happens when there is none.
    func removeReply(forKey key: String)
    /// Forgets every reply to a request for `url`, whatever its method or credentials.
    ///
    /// - Parameter url: The request's whole URL, query included, as stored in ``CachedReply/url``.
    func removeReplies(for url: URL)
    /// Forgets every reply one of whose ``CachedReply/owners`` is `owner`.
    ///
    /// - Parameter owner: A credential's SHA-256 digest (hex), as kept in ``CachedReply/owners``.
    func removeReplies(ownedBy owner: String)
    /// Forgets everything.
    func removeAll()
}
