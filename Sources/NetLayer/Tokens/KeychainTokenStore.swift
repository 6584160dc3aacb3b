#if canImport(Security)
    import Foundation
    import Security

    /// A ``TokenStore`` backed by the Keychain: one generic password item per host, with the
    /// service passed to ``init(service:)`` and the host as the account.
    ///
    /// Items use `kSecAttrAccessibleAfterFirstUnlock` so background requests made while the device
    /// is locked (after the first unlock since boot) can still read the token. Keychain errors are
    /// treated like a missing token: the worst case is a new login.
    public final class KeychainTokenStore: TokenStore {
        /// The `kSecAttrService` of the items, which keeps this store apart from other Keychain users.
        public let service: String

        // The Keychain has no compare-and-delete, so reads followed by writes are serialized here.
        // This only protects callers within this process, which is where concurrent requests are.
        private let lock = Locked(())

        /// Creates a store whose items have the given service, such as the app's bundle identifier
        /// followed by ".tokens".
        public init(service: String) {
            self.service = service
        }

        /// The token stored for `host`, or `nil` if there is none or the Keychain cannot be read.
        public func token(forHost host: String) -> StoredToken? {
            lock.withLock { _ in read(host) }
        }

        /// Stores `token` for `host`, replacing any previous one.
        public func setToken(_ token: StoredToken, forHost host: String) {
            lock.withLock { _ in write(token, host) }
        }

        /// Removes the token for `host`, if any.
        public func removeToken(forHost host: String) {
            lock.withLock { _ in _ = delete(host) }
        }

        /// Removes the token for `host` only if its value is still `value`; true when it did.
        public func removeToken(_ value: String, forHost host: String) -> Bool {
            lock.withLock { _ in
                guard read(host)?.value == value else { return false }
                return delete(host)
            }
        }

        // MARK: - Keychain calls (callers hold `lock`)

        private func baseQuery(_ host: String) -> [String: Any] {
            [
                kSecClass as String: kSecClassGenericPassword,
                kSecAttrService as String: service,
                kSecAttrAccount as String: host,
            ]
        }

        private func read(_ host: String) -> StoredToken? {
            var query = baseQuery(host)
            query[kSecReturnData as String] = true
            query[kSecMatchLimit as String] = kSecMatchLimitOne
            var result: CFTypeRef?
            guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess,
                let data = result as? Data
            else { return nil }
            return try? JSONDecoder().decode(StoredToken.self, from: data)
        }

        private func write(_ token: StoredToken, _ host: String) {
            guard let data = try? JSONEncoder().encode(token) else { return }
            let attributes: [String: Any] = [
                kSecValueData as String: data,
                kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
            ]
            // Update first: it is the common case after the first login and keeps the item's
            // identity; add only when there is nothing to update.
            let status = SecItemUpdate(baseQuery(host) as CFDictionary, attributes as CFDictionary)
            guard status == errSecItemNotFound else { return }
            let item = baseQuery(host).merging(attributes) { _, new in new }
            _ = SecItemAdd(item as CFDictionary, nil)
        }

        private func delete(_ host: String) -> Bool {
            SecItemDelete(baseQuery(host) as CFDictionary) == errSecSuccess
        }
    }
#endif
