import Foundation
import TestSupport
import Testing

@testable import NetLayer

/// The stores on their own: LRU eviction by bytes, removal by URL and owner, the disk store's files.
@Suite struct CacheStoreTests {
    @Test func memoryStoreEvictsTheLeastRecentlyUsed() {
        let one = cachedReply("/1", bytes: 400)
        let store = MemoryCacheStore(maxBytes: one.cost * 3)
        store.store(one, forKey: "1")
        store.store(cachedReply("/2", bytes: 400), forKey: "2")
        store.store(cachedReply("/3", bytes: 400), forKey: "3")
        #expect(store.reply(forKey: "1") == one, "1 is now the most recently used")
        store.store(cachedReply("/4", bytes: 400), forKey: "4")
        #expect(store.reply(forKey: "2") == nil, "2 was the least recently used")
        #expect(store.reply(forKey: "1") != nil)
        #expect(store.reply(forKey: "3") != nil)
        #expect(store.reply(forKey: "4") != nil)
        #expect(store.totalBytes <= one.cost * 3)
    }

    @Test func aReplyLargerThanTheStoreIsNotKept() {
        let store = MemoryCacheStore(maxBytes: 100)
        store.store(cachedReply("/big", bytes: 1000), forKey: "big")
        #expect(store.reply(forKey: "big") == nil)
        #expect(store.totalBytes == 0)
    }

    @Test func removalByURLAndByOwner() {
        let store = MemoryCacheStore(maxBytes: 1 << 20)
        store.store(cachedReply("/a", owners: ["alice"]), forKey: "GET a alice")
        store.store(cachedReply("/a", owners: ["bob"]), forKey: "GET a bob")
        store.store(cachedReply("/b", owners: ["alice", "key"]), forKey: "GET b alice")
        store.removeReplies(ownedBy: "alice")
        #expect(store.count == 1)
        #expect(store.reply(forKey: "GET a bob") != nil)
        store.removeReplies(for: URL(string: "https://example.com/a")!)
        #expect(store.count == 0)
    }

    @Test func diskStoreKeepsRepliesForANewStore() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let reply = cachedReply("/a?x=1", bytes: 300, owners: ["alice"])
        try DiskCacheStore(directory: folder.url, maxBytes: 1 << 20).store(reply, forKey: "GET a")
        let again = try DiskCacheStore(directory: folder.url, maxBytes: 1 << 20)
        #expect(again.count == 1)
        #expect(again.reply(forKey: "GET a") == reply)
        again.removeReplies(ownedBy: "alice")
        #expect(again.count == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func diskStoreBoundsItsSizeLeastRecentlyUsedFirst() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try DiskCacheStore(directory: folder.url, maxBytes: 3 * 1400)
        for index in 1...3 { store.store(cachedReply("/\(index)", bytes: 1000), forKey: "\(index)") }
        #expect(store.count == 3)
        _ = store.reply(forKey: "1")
        store.store(cachedReply("/4", bytes: 1000), forKey: "4")
        #expect(store.reply(forKey: "2") == nil)
        #expect(store.reply(forKey: "1") != nil)
        #expect(store.totalBytes <= 3 * 1400)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(files.count == 3)
        // A smaller limit on the next run drops the oldest files at once.
        let smaller = try DiskCacheStore(directory: folder.url, maxBytes: 1400)
        #expect(smaller.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count == 1)
    }

    @Test func corruptFilesAreIgnoredAndRemoved() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try DiskCacheStore(directory: folder.url, maxBytes: 1 << 20)
        store.store(cachedReply("/a", bytes: 100), forKey: "a")
        store.store(cachedReply("/b", bytes: 100), forKey: "b")
        let files = try FileManager.default.contentsOfDirectory(at: folder.url, includingPropertiesForKeys: nil)
        #expect(files.count == 2)
        // One file cut in its header, the other cut in its body.
        let cuts = [20, -10]
        for (file, cut) in zip(files, cuts) {
            let data = try Data(contentsOf: file)
            try data.prefix(cut > 0 ? cut : data.count + cut).write(to: file)
        }
        try Data("not an entry".utf8).write(to: folder.url.appendingPathComponent("stray.nlcache"))
        let reopened = try DiskCacheStore(directory: folder.url, maxBytes: 1 << 20)
        #expect(reopened.count == 1, "the file cut in its body has a whole header")
        #expect(reopened.reply(forKey: "a") == nil)
        #expect(reopened.reply(forKey: "b") == nil)
        #expect(reopened.count == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func aFileDamagedWhileOpenIsRemovedOnRead() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try DiskCacheStore(directory: folder.url, maxBytes: 1 << 20)
        store.store(cachedReply("/a", bytes: 100), forKey: "a")
        let file = try #require(
            try FileManager.default.contentsOfDirectory(at: folder.url, includingPropertiesForKeys: nil).first)
        try Data("garbage".utf8).write(to: file)
        #expect(store.reply(forKey: "a") == nil)
        #expect(store.count == 0)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    /// Many tasks storing, reading and removing at once: the stores stay within their size and consistent.
    @Test(arguments: ["memory", "disk"]) func storesStayConsistentUnderConcurrentUse(kind: String) async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let limit = 20 * cachedReply("/0", bytes: 500).cost
        let store: any CacheStore =
            kind == "memory"
            ? MemoryCacheStore(maxBytes: limit) : try DiskCacheStore(directory: folder.url, maxBytes: limit * 2)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<50 {
                        let key = "\((task * 7 + index) % 40)"
                        store.store(cachedReply("/\(key)", bytes: 500, owners: ["t\(task)"]), forKey: key)
                        if let reply = store.reply(forKey: key) { #expect(reply.url.path == "/\(key)") }
                        if index % 10 == 9 { store.removeReplies(ownedBy: "t\(task)") }
                    }
                }
            }
        }
        if let memory = store as? MemoryCacheStore {
            #expect(memory.totalBytes <= limit)
            #expect(memory.count <= 20)
        } else if let disk = store as? DiskCacheStore {
            #expect(disk.totalBytes <= limit * 2)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            #expect(files.filter { $0.hasSuffix(".nlcache") }.count == disk.count)
        }
    }

    /// The index's list against a plain model: after any mix of uses, insertions and removals,
    /// evictions take the least recently used first.
    @Test func lruIndexEvictsInOrderOfUse() {
        var index = LRUIndex<Int>(maxBytes: 5)
        var model: [String] = []  // least recently used first
        var generator = SeededGenerator(seed: 22)
        for step in 0..<2000 {
            let key = "\(Int.random(in: 0..<8, using: &generator))"
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                if index.use(key) != nil, let position = model.firstIndex(of: key) {
                    model.remove(at: position)
                    model.append(key)
                }
            case 1:
                model.removeAll { $0 == key }
                model.append(key)
                let evicted = index.insert(key, info: step, cost: 1)
                let expected = Array(model.prefix(max(0, model.count - 5)))
                model.removeFirst(expected.count)
                #expect(evicted == expected)
            default:
                index.remove(key)
                model.removeAll { $0 == key }
            }
            #expect(index.totalBytes == model.count)
            #expect(Set(index.slots.keys) == Set(model))
        }
    }
}
