import Foundation

/// Sizes and order of use of a store's entries, for evicting the least
/// recently used past a byte limit: a list threaded through a dictionary by
/// key, so a use, an insertion and an eviction each cost O(1). Not
/// thread-safe: its store locks.
struct LRUIndex<Info> {
    struct Slot {
        var info: Info
        var cost: Int
        /// The next less recently used entry.
        var older: String?
        /// The next more recently used entry.
        var newer: String?
    }

    let maxBytes: Int
    private(set) var slots: [String: Slot] = [:]
    private(set) var totalBytes = 0
    private var oldest: String?
    private var newest: String?

    init(maxBytes: Int) {
        self.maxBytes = max(0, maxBytes)
    }

    /// The entry's info, now the most recently used.
    mutating func use(_ key: String) -> Info? {
        guard let slot = unlink(key) else { return nil }
        append(key, slot)
        return slot.info
    }

    /// Adds or replaces an entry as the most recently used; returns the keys evicted to stay
    /// within `maxBytes`, least recently used first (the new one among them when it alone is larger).
    mutating func insert(_ key: String, info: Info, cost: Int) -> [String] {
        remove(key)
        append(key, Slot(info: info, cost: cost))
        totalBytes += cost
        var evicted: [String] = []
        while totalBytes > maxBytes, let victim = oldest {
            remove(victim)
            evicted.append(victim)
        }
        return evicted
    }

    @discardableResult
    mutating func remove(_ key: String) -> Info? {
        guard let slot = unlink(key) else { return nil }
        totalBytes -= slot.cost
        return slot.info
    }

    /// Removes the entries whose info satisfies `predicate`; returns their keys.
    mutating func remove(where predicate: (Info) -> Bool) -> [String] {
        let keys = slots.filter { predicate($0.value.info) }.map(\.key)
        for key in keys { remove(key) }
        return keys
    }

    mutating func removeAll() {
        slots = [:]
        totalBytes = 0
        oldest = nil
        newest = nil
    }

    /// Takes the entry out of the dictionary and the list, its cost still counted.
    private mutating func unlink(_ key: String) -> Slot? {
        guard let slot = slots.removeValue(forKey: key) else { return nil }
        if let older = slot.older { slots[older]?.newer = slot.newer } else { oldest = slot.newer }
        if let newer = slot.newer { slots[newer]?.older = slot.older } else { newest = slot.older }
        return slot
    }

    private mutating func append(_ key: String, _ slot: Slot) {
        var slot = slot
        slot.older = newest
        slot.newer = nil
        if let newest { slots[newest]?.newer = key } else { oldest = key }
        newest = key
        slots[key] = slot
    }
}
