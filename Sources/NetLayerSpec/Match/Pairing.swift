/// Pairs the elements of two lists one to one, in stages: each stage pairs
/// what its key finds exactly once among the elements still unpaired on
/// both sides, so an ambiguous key pairs nothing and leaves the elements to
/// the next stage.
struct Pairing {
    /// Old index → new index.
    private(set) var pairs: [Int: Int] = [:]
    private(set) var pairedNew = Set<Int>()
    let oldCount: Int
    let newCount: Int

    init(oldCount: Int, newCount: Int) {
        self.oldCount = oldCount
        self.newCount = newCount
    }

    /// Pairs by `oldKey` and `newKey` (nil: no key at this stage).
    mutating func pair(old oldKey: (Int) -> String?, new newKey: (Int) -> String?) {
        func unique(_ count: Int, _ key: (Int) -> String?, unpaired: (Int) -> Bool) -> [String: Int] {
            var found: [String: Int?] = [:]
            for index in 0..<count where unpaired(index) {
                guard let key = key(index) else { continue }
                found[key] = found[key] == nil ? index : .some(nil)
            }
            return found.compactMapValues { $0 }
        }
        let olds = unique(oldCount, oldKey) { pairs[$0] == nil }
        let news = unique(newCount, newKey) { !pairedNew.contains($0) }
        for (key, oldIndex) in olds {
            guard let newIndex = news[key] else { continue }
            link(oldIndex, newIndex)
        }
    }

    /// Pairs by one key for both sides.
    mutating func pair(by key: (Int, _ isOld: Bool) -> String?) {
        pair(old: { key($0, true) }, new: { key($0, false) })
    }

    /// Pairs two elements, when neither is paired yet; whether it did.
    @discardableResult
    mutating func link(_ oldIndex: Int, _ newIndex: Int) -> Bool {
        guard pairs[oldIndex] == nil, !pairedNew.contains(newIndex) else { return false }
        pairs[oldIndex] = newIndex
        pairedNew.insert(newIndex)
        return true
    }
}
