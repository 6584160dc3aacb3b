import Foundation

/// Where a client keeps the replies it caches, by key. Implementations are
/// thread-safe and bound their size; evicting any entry at any time is
/// allowed (a missing entry only costs a request).
///
/// Keys are opaque strings the client makes of the method, the whole URL
/// and a digest of the credentials sent (see docs/runtime.md, "HTTP caching").
public protocol CacheStore: Sendable {
    /// The reply stored under `key`, if any; counts as a use for eviction.
    func reply(forKey key: String) -> CachedReply?
    /// Stores `reply` under `key`, replacing what was there, and evicts
    /// others if the store is over its size.
    func store(_ reply: CachedReply, forKey key: String)
    /// Forgets the reply under `key`.
    func removeReply(forKey key: String)
    /// Forgets every reply to a request for `url`, whatever its method or credentials.
    func removeReplies(for url: URL)
    /// Forgets every reply one of whose ``CachedReply/owners`` is `owner`.
    func removeReplies(ownedBy owner: String)
    /// Forgets everything.
    func removeAll()
}
