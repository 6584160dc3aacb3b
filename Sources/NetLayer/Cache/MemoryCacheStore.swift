import Foundation

/// A ``CacheStore`` in memory, for the client's life: at most `maxBytes`
/// of bodies and headers, the least recently used replies evicted first.
public final class MemoryCacheStore: CacheStore {
    private let index: Locked<LRUIndex<CachedReply>>

    /// An empty store that holds at most `maxBytes` (a reply larger than that is not kept).
    ///
    /// - Parameter maxBytes: The most the store holds, in bytes of bodies, headers and URLs.
    public init(maxBytes: Int) {
        index = Locked(LRUIndex(maxBytes: maxBytes))
    }

    /// The bytes held now (bodies, headers and URLs).
    public var totalBytes: Int { index.withLock { $0.totalBytes } }

    /// The number of replies held now.
    public var count: Int { index.withLock { $0.slots.count } }

    /// The reply under `key`, now the most recently used.
    ///
    /// - Parameter key: The client's key for the request.
    /// - Returns: The stored reply, or nil when there is none.
    public func reply(forKey key: String) -> CachedReply? {
        index.withLock { $0.use(key) }
    }

    /// Keeps `reply`, evicting the least recently used past the limit.
    ///
    /// - Parameters:
    ///   - reply: The reply to keep; one larger than the whole store is not kept.
    ///   - key: The client's key for the request it answers.
    public func store(_ reply: CachedReply, forKey key: String) {
        index.withLock { _ = $0.insert(key, info: reply, cost: reply.cost) }
    }

    /// Forgets the reply under `key`.
    ///
    /// - Parameter key: The key the reply was stored under; nothing happens when there is none.
    public func removeReply(forKey key: String) {
        index.withLock { _ = $0.remove(key) }
    }

    /// Forgets every reply to `url`.
    ///
    /// - Parameter url: The request's whole URL, query included.
    public func removeReplies(for url: URL) {
        index.withLock { _ = $0.remove { $0.url == url } }
    }

    /// Forgets every reply `owner` is one of the owners of.
    ///
    /// - Parameter owner: A credential's SHA-256 digest (hex), as kept in ``CachedReply/owners``.
    public func removeReplies(ownedBy owner: String) {
        index.withLock { _ = $0.remove { $0.owners.contains(owner) } }
    }

    /// Forgets everything.
    public func removeAll() {
        index.withLock { $0.removeAll() }
    }
}
