import Foundation

/// Keys (`auth.keys`): set by the app, kept per host, chosen per call.
extension NetLayerClient {
    /// Stores `value` as the key `name` for the current environment, bare
    /// (a leading scheme of the key's, such as `Basic `, is dropped): sent
    /// with every call to the environment's host whose chosen alternative
    /// names it. A name the configuration does not have is kept in memory
    /// and never sent. A module on a host of its own (the spec's `base`)
    /// takes its keys with ``setKey(_:named:for:)``.
    ///
    /// - Parameters:
    ///   - value: The key's value, with or without the scheme the configuration names.
    ///   - name: The key's name in the spec's `auth.keys`.
    public func setKey(_ value: String, named name: String) {
        setKey(value, named: name, host: host)
    }

    /// Stores `value` as the key `name` for the host `endpoint`'s calls go
    /// to in the current environment (a module's own `base`, or the
    /// environment's), bare as ``setKey(_:named:)`` keeps it: sent to that
    /// host only, and no other host's calls send it.
    ///
    /// - Parameters:
    ///   - value: The key's value, with or without the scheme the configuration names.
    ///   - name: The key's name in the spec's `auth.keys`.
    ///   - endpoint: Any endpoint of the module whose host the key is for.
    public func setKey(_ value: String, named name: String, for endpoint: Endpoint) {
        setKey(value, named: name, host: host(of: endpoint))
    }

    /// The key `name` set for the current environment, if any.
    ///
    /// - Parameter name: The key's name in the spec's `auth.keys`.
    /// - Returns: The value as stored (bare, without its scheme), or nil when none is set.
    public func key(named name: String) -> String? {
        key(named: name, host: host)
    }

    /// The key `name` set for the host `endpoint`'s calls go to, if any.
    ///
    /// - Parameters:
    ///   - name: The key's name in the spec's `auth.keys`.
    ///   - endpoint: Any endpoint of the module whose host the key is for.
    /// - Returns: The value as stored (bare, without its scheme), or nil when none is set.
    public func key(named name: String, for endpoint: Endpoint) -> String? {
        key(named: name, host: host(of: endpoint))
    }

    /// Forgets the key `name` of the current environment.
    ///
    /// - Parameter name: The key's name in the spec's `auth.keys`; nothing happens when none is set.
    public func removeKey(named name: String) {
        removeKey(named: name, host: host)
    }

    /// Forgets the key `name` of the host `endpoint`'s calls go to.
    ///
    /// - Parameters:
    ///   - name: The key's name in the spec's `auth.keys`; nothing happens when none is set.
    ///   - endpoint: Any endpoint of the module whose host the key is for.
    public func removeKey(named name: String, for endpoint: Endpoint) {
        removeKey(named: name, host: host(of: endpoint))
    }

    private func setKey(_ value: String, named name: String, host: String) {
        let key = configuration.keys.first { $0.name == name }
        store(for: key).setToken(
            StoredToken(value: key.map { Self.bare(value, scheme: $0.scheme) } ?? value),
            forHost: KeyConfiguration.storeKey(host: host, name: name))
    }

    private func key(named name: String, host: String) -> String? {
        let key = configuration.keys.first { $0.name == name }
        return store(for: key).token(forHost: KeyConfiguration.storeKey(host: host, name: name))?.value
    }

    private func removeKey(named name: String, host: String) {
        let key = configuration.keys.first { $0.name == name }
        store(for: key).removeToken(forHost: KeyConfiguration.storeKey(host: host, name: name))
    }

    /// Persisted keys live in the token store, with the token; the others only in memory.
    private func store(for key: KeyConfiguration?) -> any TokenStore {
        key?.persist == true ? tokenStore : sessionKeys
    }

    private static func bare(_ value: String, scheme: String?) -> String {
        guard let scheme, !scheme.isEmpty, value.count > scheme.count,
            value.prefix(scheme.count).caseInsensitiveCompare(scheme) == .orderedSame,
            value.dropFirst(scheme.count).first == " "
        else { return value }
        return String(value.dropFirst(scheme.count).drop { $0 == " " })
    }

    /// What a call sends to `host`: the first of the endpoint's
    /// alternatives whose credentials are all set. The token counts as set
    /// when one is stored, expired or not, so an expired token ends the call
    /// as the server's refusal would; without token rules it sends nothing.
    func credentials(for endpoint: Endpoint, host: String, tokens: TokenKeeper) -> CredentialChoice {
        // No alternatives at all asks for nothing, as the mock reads it too.
        if endpoint.auth.isEmpty { return .send(token: nil, keys: []) }
        for alternative in endpoint.auth {
            var token: TokenKeeper.Lookup?
            var keys: [SentKey] = []
            var complete = true
            for name in alternative {
                if name == Endpoint.token {
                    guard configuration.token != nil else { continue }
                    let lookup = tokens.lookUp(host)
                    if lookup == .missing { complete = false } else { token = lookup }
                } else if let key = configuration.keys.first(where: { $0.name == name }),
                    let value = store(for: key).token(forHost: KeyConfiguration.storeKey(host: host, name: name))?.value
                {
                    keys.append(SentKey(configuration: key, value: value))
                } else {
                    complete = false
                }
                if !complete { break }
            }
            guard complete else { continue }
            switch token {
            case .expired(let value)?: return .expired(value)
            case .valid(let value)?: return .send(token: value, keys: keys)
            case .missing?, nil: return .send(token: nil, keys: keys)
            }
        }
        return .missing
    }
}

/// The credentials a call sends, or why it is not sent.
enum CredentialChoice: Equatable {
    case send(token: String?, keys: [SentKey])
    /// The chosen alternative's token is past its lifetime.
    case expired(String)
    /// No alternative's credentials are all set.
    case missing
}

/// A key a request carries, with its value.
struct SentKey: Sendable, Hashable {
    var configuration: KeyConfiguration
    var value: String
}
