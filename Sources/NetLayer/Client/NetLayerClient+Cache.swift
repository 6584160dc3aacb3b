import Foundation
import HTTPTypes

/// The HTTP cache (`configuration.cache`, an endpoint's `cache`): the calls' way through it, log-out and clearing.
extension NetLayerClient {
    /// Forgets every cached reply, of every user and environment.
    public func clearCache() {
        replyCache.clear { $0.removeAll() }
    }

    /// Sends `request`, or answers it from the cache, by the endpoint's cache policy. `generation` is the
    /// cache's when the call began: its reply is not stored if a log-out or clearing came since. `fallback` is
    /// the call's when its policy may answer offline: the deadline then looks in the store for it.
    func sendThroughCache(
        _ request: OutgoingRequest, endpoint: Endpoint, token: String?, keys: [SentKey], transfer: TransferOptions,
        generation: Int, fallback: OfflineFallback?
    ) async throws -> (TransportReply, CacheHit?) {
        let tokenHeader: String? =
            switch configuration.token?.source {
            case .header(let name)?: name
            default: nil
            }
        let policy = configuration.cachePolicy(for: endpoint)
        // Without a cache only unsafe methods' invalidation is left, which needs no owners: no digests then.
        let owners =
            policy.isEnabled
            ? Self.owners(of: request, token: token, keys: keys, credentialHeaders: configuration.credentialHeaders)
            : []
        let cache = HTTPCache(
            cache: replyCache, generation: generation, policy: policy, now: configuration.cacheClock,
            owners: owners, tokenHeader: tokenHeader)
        guard policy.offlineMaxAge != nil, let fallback else {
            return try await cache.send(request, options: transfer, transport: sender)
        }
        let reader = replyReader(for: endpoint)
        let waits = fallback.offer {
            guard let stored = cache.offlineReply(to: request, options: transfer),
                case .success(let result) = reader.read(stored).marked(.offline)
            else { return nil }
            return result
        }
        // The deadline has passed: the call answers from the store, and a request now would be too late.
        guard waits else { throw CancellationError() }
        defer { fallback.withdraw() }
        return try await cache.send(request, options: transfer, transport: sender)
    }

    /// Forgets the cached replies sent with the current environment's token or keys, before a log-out forgets them.
    func removeCurrentUsersCachedReplies() {
        var credentials = tokenStore.token(forHost: host).map { [$0.value] } ?? []
        credentials += configuration.keys.compactMap { key(named: $0.name) }
        replyCache.clear { store in
            for credential in credentials { store.removeReplies(ownedBy: Self.owner(credential)) }
        }
    }

    /// Digests of what identifies the caller: the token and keys the call sends, and the values of the
    /// headers that carry credentials (an interceptor may set its own), so replies of two users never share a key.
    static func owners(of request: OutgoingRequest, token: String?, keys: [SentKey], credentialHeaders: [String])
        -> [String]
    {
        var credentials = (token.map { [$0] } ?? []) + keys.map(\.value)
        for name in ["Authorization", "Proxy-Authorization", "Cookie"] + credentialHeaders {
            if let value = request.head.headerFields[named: name] {
                credentials.append("\(name.lowercased()):\(value)")
            }
        }
        return Set(credentials.map(owner)).sorted()
    }

    private static func owner(_ credential: String) -> String {
        SHA256.hex(credential)
    }
}

extension AttemptOutcome where Value == RequestResult {
    /// The outcome, its result marked as the cache's when it came from there.
    func marked(_ hit: CacheHit?) -> Self {
        guard let hit, case .success(var result) = self else { return self }
        result.cacheHit = hit
        return .success(result)
    }
}
