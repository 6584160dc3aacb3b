import Foundation

/// Sizes and last uses of a store's entries, for evicting the least
/// recently used ones past a byte limit. Not thread-safe: its store locks.
struct LRUIndex<Info> {
    struct Slot {
        var info: Info
        var cost: Int
        var lastUse: UInt64
    }

    let maxBytes: Int
    private(set) var slots: [String: Slot] = [:]
    private(set) var totalBytes = 0
    private var clock: UInt64 = 0

    init(maxBytes: Int) {
        self.maxBytes = max(0, maxBytes)
    }

    /// The entry's info, marked as just used.
    mutating func use(_ key: String) -> Info? {
        guard slots[key] != nil else { return nil }
        clock += 1
        slots[key]?.lastUse = clock
        return slots[key]?.info
    }

    /// Adds or replaces an entry as the most recently used; returns the keys evicted to stay
    /// within `maxBytes` (the new one among them when it alone is larger).
    mutating func insert(_ key: String, info: Info, cost: Int, lastUse: UInt64? = nil) -> [String] {
        remove(key)
        clock = max(clock, lastUse ?? 0) + 1
        slots[key] = Slot(info: info, cost: cost, lastUse: lastUse ?? clock)
        totalBytes += cost
        guard totalBytes > maxBytes else { return [] }
        var evicted: [String] = []
        for (oldKey, slot) in slots.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard totalBytes > maxBytes else { break }
            totalBytes -= slot.cost
            slots[oldKey] = nil
            evicted.append(oldKey)
        }
        return evicted
    }

    @discardableResult
    mutating func remove(_ key: String) -> Info? {
        guard let slot = slots.removeValue(forKey: key) else { return nil }
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
    }
}
