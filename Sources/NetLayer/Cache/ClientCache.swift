import Foundation

/// A client's cache store, with a count of the times it was cleared (log-outs,
/// `clearCache()`): a call under way when that happens must not store its reply
/// after it, or a log-out would leave the user's reply behind.
final class ClientCache: Sendable {
    let store: any CacheStore
    private let clearings = Locked(0)

    init(store: any CacheStore) {
        self.store = store
    }

    /// The clearings so far: a call takes it when it starts.
    var generation: Int { clearings.withLock { $0 } }

    /// Stores `reply` unless the store was cleared since `generation`.
    func store(_ reply: CachedReply, forKey key: String, ifStill generation: Int) {
        // Under the lock, so a clearing cannot slip between the check and the store.
        clearings.withLock { clearings in
            if clearings == generation { store.store(reply, forKey: key) }
        }
    }

    /// Runs `removal` on the store, counting a clearing.
    func clear(_ removal: (any CacheStore) -> Void) {
        clearings.withLock { clearings in
            clearings += 1
            removal(store)
        }
    }
}
