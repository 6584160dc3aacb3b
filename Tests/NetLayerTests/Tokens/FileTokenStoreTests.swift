import Foundation
import NetLayer
import Testing

@Suite("FileTokenStore")
struct FileTokenStoreTests {
    private let host = "api.example.com"

    @Test func setGetRemoveAndCompareAndRemove() async throws {
        try await withTemporaryFolder { folder throws in
            let store = FileTokenStore(url: folder.appendingPathComponent("tokens.json"))
            #expect(store.token(forHost: host) == nil)
            store.setToken(StoredToken(value: "one"), forHost: host)
            #expect(store.token(forHost: host)?.value == "one")
            #expect(!store.removeToken("other", forHost: host))
            #expect(store.removeToken("one", forHost: host))
            #expect(store.token(forHost: host) == nil)
            store.setToken(StoredToken(value: "two"), forHost: host)
            store.removeToken(forHost: host)
            #expect(store.token(forHost: host) == nil)
        }
    }

    @Test func persistsAcrossInstances() async throws {
        try await withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("tokens.json")
            let expiry = Date(timeIntervalSince1970: 1_900_000_000.5)
            let first = FileTokenStore(url: url)
            first.setToken(StoredToken(value: "prod", expiresAt: expiry), forHost: "api.example.com")
            first.setToken(StoredToken(value: "local"), forHost: "127.0.0.1:8080")
            first.setToken(StoredToken(value: "gone"), forHost: "staging.example.com")
            #expect(first.removeToken("gone", forHost: "staging.example.com"))

            let second = FileTokenStore(url: url)
            #expect(second.token(forHost: "api.example.com") == StoredToken(value: "prod", expiresAt: expiry))
            #expect(second.token(forHost: "127.0.0.1:8080") == StoredToken(value: "local"))
            #expect(second.token(forHost: "staging.example.com") == nil)
        }
    }

    @Test func fileIsOwnerOnlyAfterCreateAndEveryWrite() async throws {
        try await withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("tokens.json")
            let store = FileTokenStore(url: url)
            store.setToken(StoredToken(value: "one"), forHost: host)
            #expect(try posixPermissions(of: url) == 0o600)
            store.setToken(StoredToken(value: "two"), forHost: "other.example.com")
            #expect(try posixPermissions(of: url) == 0o600)
            #expect(store.removeToken("one", forHost: host))
            #expect(try posixPermissions(of: url) == 0o600)
            store.removeToken(forHost: "other.example.com")
            #expect(try posixPermissions(of: url) == 0o600)
            // Temporary files must not be left next to the token file.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tokens.json"])
        }
    }

    @Test func preexistingWorldReadableFileIsTightened() async throws {
        try await withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("tokens.json")
            let seed = try JSONEncoder().encode([host: StoredToken(value: "seed")])
            #expect(
                FileManager.default.createFile(
                    atPath: url.path, contents: seed,
                    attributes: [.posixPermissions: 0o644]))
            #expect(try posixPermissions(of: url) == 0o644)

            let store = FileTokenStore(url: url)
            #expect(store.token(forHost: host)?.value == "seed")
            #expect(try posixPermissions(of: url) == 0o600)

            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
            store.setToken(StoredToken(value: "next"), forHost: host)
            #expect(try posixPermissions(of: url) == 0o600)
            #expect(FileTokenStore(url: url).token(forHost: host)?.value == "next")
        }
    }

    @Test func corruptFileCountsAsEmptyAndIsReplaced() async throws {
        try await withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("tokens.json")
            try Data("{\"api.example.com\": {\"value\": tru".utf8).write(to: url)

            let store = FileTokenStore(url: url)
            #expect(store.token(forHost: host) == nil)
            store.setToken(StoredToken(value: "fresh"), forHost: host)

            let onDisk = try JSONDecoder().decode([String: StoredToken].self, from: Data(contentsOf: url))
            #expect(onDisk == [host: StoredToken(value: "fresh")])
            #expect(FileTokenStore(url: url).token(forHost: host)?.value == "fresh")
        }
    }

    @Test func wrongJSONShapeCountsAsEmpty() async throws {
        try await withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("tokens.json")
            try Data("[1, 2, 3]".utf8).write(to: url)
            #expect(FileTokenStore(url: url).token(forHost: host) == nil)
        }
    }

    @Test func unreadablePathCountsAsEmpty() async throws {
        try await withTemporaryFolder { folder throws in
            // A folder where the file should be: reading and writing both fail, without crashing.
            let url = folder.appendingPathComponent("tokens.json")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            let store = FileTokenStore(url: url)
            #expect(store.token(forHost: host) == nil)
            store.setToken(StoredToken(value: "memory"), forHost: host)
            #expect(store.token(forHost: host)?.value == "memory")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tokens.json"])
        }
    }

    @Test func missingFolderIsCreatedOwnerOnly() async throws {
        try await withTemporaryFolder { folder throws in
            let nested = folder.appendingPathComponent("Application Support/NetLayer")
            let url = nested.appendingPathComponent("tokens.json")
            let store = FileTokenStore(url: url)
            store.setToken(StoredToken(value: "one"), forHost: host)

            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: nested.path, isDirectory: &isDirectory))
            #expect(isDirectory.boolValue)
            #expect(try posixPermissions(of: nested) == 0o700)
            #expect(try posixPermissions(of: url) == 0o600)
            #expect(FileTokenStore(url: url).token(forHost: host)?.value == "one")
        }
    }

    @Test func concurrentWritesLeaveAValidFileWithAllHosts() async throws {
        try await withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("tokens.json")
            let store = FileTokenStore(url: url)
            let count = 40
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<count {
                    group.addTask {
                        store.setToken(StoredToken(value: "token-\(index)"), forHost: "host-\(index)")
                    }
                }
            }

            let onDisk = try JSONDecoder().decode([String: StoredToken].self, from: Data(contentsOf: url))
            #expect(onDisk.count == count)
            let reopened = FileTokenStore(url: url)
            for index in 0..<count {
                #expect(reopened.token(forHost: "host-\(index)")?.value == "token-\(index)")
            }
            #expect(try posixPermissions(of: url) == 0o600)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tokens.json"])
        }
    }

    @Test func concurrentCompareAndRemoveSucceedsExactlyOnce() async throws {
        try await withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("tokens.json")
            let store = FileTokenStore(url: url)
            store.setToken(StoredToken(value: "expired"), forHost: host)
            store.setToken(StoredToken(value: "keep"), forHost: "other.example.com")
            let successes = await countSuccessfulRemovals(of: "expired", host: host, in: store, attempts: 100)
            #expect(successes == 1)
            let reopened = FileTokenStore(url: url)
            #expect(reopened.token(forHost: host) == nil)
            #expect(reopened.token(forHost: "other.example.com")?.value == "keep")
        }
    }

    @Test func newValueIsNotRemovedByOldValue() async throws {
        try await withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("tokens.json")
            let store = FileTokenStore(url: url)
            store.setToken(StoredToken(value: "old"), forHost: host)
            store.setToken(StoredToken(value: "new"), forHost: host)
            #expect(!store.removeToken("old", forHost: host))
            #expect(FileTokenStore(url: url).token(forHost: host)?.value == "new")
        }
    }
}

private func posixPermissions(of url: URL) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
}

private func withTemporaryFolder(_ body: (URL) async throws -> Void) async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try await body(folder)
}

private func makeTemporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("FileTokenStoreTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
