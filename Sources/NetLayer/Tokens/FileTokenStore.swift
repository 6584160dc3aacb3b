import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// A ``TokenStore`` that keeps the tokens of all hosts in one JSON file readable by the owner
/// only (mode 0600).
///
/// The file is read once, on first use, and cached; every change rewrites the whole file
/// atomically, so a crash mid-write leaves either the old or the new file, never a torn one.
/// A missing, unreadable or corrupt file counts as empty: the worst case is a new login.
///
/// Use one instance per file within a process: instances do not see each other's later
/// changes, only what was on disk when they first read it (as on a new app launch).
public final class FileTokenStore: TokenStore {
    /// The JSON file holding the tokens.
    public let url: URL

    // `nil` until the file has been read; the lock also serializes the writes.
    private let cache = Locked<[String: StoredToken]?>(nil)

    /// Creates a store backed by the file at `url`. Nothing is read or created until first use;
    /// the folder is created (mode 0700) on the first write if it is missing.
    ///
    /// - Parameter url: A file URL of the JSON file; it need not exist yet.
    public init(url: URL) {
        self.url = url
    }

    /// The token stored for `host`, or `nil`.
    ///
    /// - Parameter host: The host key, compared exactly.
    /// - Returns: The stored token, expired or not, or nil when there is none.
    public func token(forHost host: String) -> StoredToken? {
        cache.withLock { cache in loaded(&cache)[host] }
    }

    /// Stores `token` for `host`, replacing any previous one, and writes the file.
    ///
    /// Writing is best effort: if it fails the token is still used for this launch, and the
    /// next change rewrites the whole file anyway.
    ///
    /// - Parameters:
    ///   - token: The token and its expiry.
    ///   - host: The host key, compared exactly.
    public func setToken(_ token: StoredToken, forHost host: String) {
        cache.withLock { cache in
            var tokens = loaded(&cache)
            tokens[host] = token
            cache = tokens
            persist(tokens)
        }
    }

    /// Removes the token for `host`, if any, and writes the file.
    ///
    /// - Parameter host: The host key; nothing happens when no token is stored for it.
    public func removeToken(forHost host: String) {
        cache.withLock { cache in
            var tokens = loaded(&cache)
            guard tokens.removeValue(forKey: host) != nil else { return }
            cache = tokens
            persist(tokens)
        }
    }

    /// Removes the token for `host` only if its value is still `value`; true when it did.
    ///
    /// - Parameters:
    ///   - value: The value the caller saw, such as the token a failed call sent.
    ///   - host: The host key, compared exactly.
    /// - Returns: True when the stored token had this value and was removed; false when it had another or
    ///   there was none.
    public func removeToken(_ value: String, forHost host: String) -> Bool {
        // Compare, remove and write under one lock hold so concurrent callers cannot both
        // succeed, nor delete a token a new login stored in between.
        cache.withLock { cache in
            var tokens = loaded(&cache)
            guard tokens[host]?.value == value else { return false }
            tokens[host] = nil
            cache = tokens
            persist(tokens)
            return true
        }
    }

    // MARK: - Disk

    private func loaded(_ cache: inout [String: StoredToken]?) -> [String: StoredToken] {
        if let tokens = cache { return tokens }
        let tokens = readFile()
        cache = tokens
        return tokens
    }

    private func readFile() -> [String: StoredToken] {
        guard let data = try? Data(contentsOf: url) else { return [:] }
        // A file left with wider permissions (older version, user copy) is tightened at once
        // rather than at the next write, which may never come.
        tightenPermissions()
        // Corrupt content is treated as "no tokens" instead of failing: the user just logs in
        // again and the next write replaces the file.
        return (try? JSONDecoder().decode([String: StoredToken].self, from: data)) ?? [:]
    }

    private func tightenPermissions() {
        let manager = FileManager.default
        let mode = (try? manager.attributesOfItem(atPath: url.path)[.posixPermissions]) as? Int
        if mode != 0o600 {
            try? manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        }
    }

    private func persist(_ tokens: [String: StoredToken]) {
        let encoder = JSONEncoder()
        // Sorted keys keep the file stable between writes, which makes diffs and debugging easier.
        // The default date strategy is kept on purpose: it round-trips `Date` exactly.
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(tokens) else { return }
        try? writeAtomically(data)
    }

    private func writeAtomically(_ data: Data) throws {
        let folder = url.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path) {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        }

        // The temporary file must be in the same folder so that rename(2) stays on one file
        // system and therefore replaces the target atomically.
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o600))
        guard fd >= 0 else { throw POSIXFailure(errno: errno) }
        var renamed = false
        defer {
            if !renamed { unlink(temporary.path) }
        }
        do {
            defer { close(fd) }
            // open's mode is filtered by the umask; fchmod sets it exactly, and does so before
            // any token byte is on disk, so the content is never readable by others.
            guard fchmod(fd, mode_t(0o600)) == 0 else { throw POSIXFailure(errno: errno) }
            try writeAll(data, to: fd)
            // Flush before renaming so a power loss cannot leave an empty file in place of the
            // previous good one.
            guard fsync(fd) == 0 else { throw POSIXFailure(errno: errno) }
        }
        guard rename(temporary.path, url.path) == 0 else { throw POSIXFailure(errno: errno) }
        renamed = true
    }

    private func writeAll(_ data: Data, to fd: Int32) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXFailure(errno: errno)
                }
                offset += written
            }
        }
    }
}

/// A failed POSIX call; only used internally to abandon a write.
private struct POSIXFailure: Error {
    var errno: Int32
}
