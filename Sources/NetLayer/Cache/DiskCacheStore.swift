import Foundation

/// A ``CacheStore`` in a folder: one file per reply, which a new client or
/// a new run of the app finds again. At most `maxBytes` of files; the least
/// recently used are deleted first (use is kept in the files' modification
/// dates, so it outlives the process). A file that cannot be read as an
/// entry is ignored and deleted.
///
/// One store per folder: two stores (or processes) on one folder each keep
/// their own size count.
public final class DiskCacheStore: CacheStore {
    /// The folder the entries are in.
    public let directory: URL

    private struct Entry {
        var url: URL
        var owners: [String]
    }

    // File work is done under the lock too, so a read never meets a half-replaced entry.
    private let index: Locked<LRUIndex<Entry>>

    /// A store in `directory`, created if missing, with the entries a
    /// previous store left there (the least recently used dropped past
    /// `maxBytes`). Throws when the folder cannot be created or listed.
    ///
    /// - Parameters:
    ///   - directory: The folder of the entries; it and its parents are created when missing. Give each store a
    ///     folder of its own.
    ///   - maxBytes: The most the entries' files may take, in bytes.
    /// - Throws: The `FileManager` error (a Cocoa file error) when the folder cannot be created or listed.
    public init(directory: URL, maxBytes: Int) throws {
        self.directory = directory
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        let files = try manager.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey])
        var found: [(key: String, entry: Entry, size: Int, modified: Date)] = []
        for file in files where file.pathExtension == CacheFileFormat.fileExtension {
            let values = try? file.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
            guard let header = Self.readHeader(of: file), file.lastPathComponent == Self.fileName(for: header.key)
            else {
                try? manager.removeItem(at: file)
                continue
            }
            found.append(
                (
                    header.key, Entry(url: header.reply.url, owners: header.reply.owners), values?.fileSize ?? 0,
                    values?.contentModificationDate ?? .distantPast
                ))
        }
        var index = LRUIndex<Entry>(maxBytes: maxBytes)
        var evicted: [String] = []
        // Oldest first, so the list's order of use is the files' modification dates'.
        for item in found.sorted(by: { $0.modified < $1.modified }) {
            evicted += index.insert(item.key, info: item.entry, cost: item.size)
        }
        self.index = Locked(index)
        for key in evicted { try? manager.removeItem(at: file(for: key)) }
    }

    /// The bytes of the entries' files now.
    public var totalBytes: Int { index.withLock { $0.totalBytes } }

    /// The number of entries now.
    public var count: Int { index.withLock { $0.slots.count } }

    /// The reply under `key`, read from its file; a file that is not a whole entry is deleted.
    ///
    /// - Parameter key: The client's key for the request.
    /// - Returns: The stored reply, now the most recently used, or nil when there is none or its file is unreadable.
    public func reply(forKey key: String) -> CachedReply? {
        index.withLock { index in
            guard index.use(key) != nil else { return nil }
            let file = file(for: key)
            guard let data = try? Data(contentsOf: file), let decoded = CacheFileFormat.decode(data),
                decoded.key == key
            else {
                index.remove(key)
                try? FileManager.default.removeItem(at: file)
                return nil
            }
            // The modification date is the use other processes see; failing to set it only ages the entry.
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
            return decoded.reply
        }
    }

    /// Writes `reply` to its file, deleting the least recently used past the limit.
    /// A reply that cannot be written is not stored.
    ///
    /// - Parameters:
    ///   - reply: The reply to write.
    ///   - key: The client's key for the request it answers.
    public func store(_ reply: CachedReply, forKey key: String) {
        guard let data = try? CacheFileFormat.encode(reply, key: key) else { return }
        index.withLock { index in
            let file = file(for: key)
            guard (try? data.write(to: file, options: .atomic)) != nil else {
                index.remove(key)
                return
            }
            for evicted in index.insert(key, info: Entry(url: reply.url, owners: reply.owners), cost: data.count) {
                try? FileManager.default.removeItem(at: self.file(for: evicted))
            }
        }
    }

    /// Deletes the reply under `key`.
    ///
    /// - Parameter key: The key the reply was stored under; nothing happens when there is none.
    public func removeReply(forKey key: String) {
        index.withLock { index in
            index.remove(key)
            try? FileManager.default.removeItem(at: file(for: key))
        }
    }

    /// Deletes every reply to `url`.
    ///
    /// - Parameter url: The request's whole URL, query included.
    public func removeReplies(for url: URL) {
        remove { $0.url == url }
    }

    /// Deletes every reply `owner` is one of the owners of.
    ///
    /// - Parameter owner: A credential's SHA-256 digest (hex), as kept in ``CachedReply/owners``.
    public func removeReplies(ownedBy owner: String) {
        remove { $0.owners.contains(owner) }
    }

    /// Deletes every entry.
    public func removeAll() {
        remove { _ in true }
    }

    private func remove(where predicate: (Entry) -> Bool) {
        index.withLock { index in
            for key in index.remove(where: predicate) {
                try? FileManager.default.removeItem(at: file(for: key))
            }
        }
    }

    private func file(for key: String) -> URL {
        directory.appendingPathComponent(Self.fileName(for: key))
    }

    private static func fileName(for key: String) -> String {
        SHA256.hex(key) + "." + CacheFileFormat.fileExtension
    }

    /// Reads only the file's header, not its body.
    private static func readHeader(of file: URL) -> CacheFileFormat.Header? {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? handle.close() }
        guard let start = try? handle.read(upToCount: CacheFileFormat.magic.count + 4),
            let length = CacheFileFormat.headerLength(of: start),
            let rest = try? handle.read(upToCount: length - start.count)
        else { return nil }
        return CacheFileFormat.decodeHeader(start + rest)?.0
    }
}
