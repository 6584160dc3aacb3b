import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The HTTP cache (`configuration.cache`, an endpoint's `cache`): the calls' way through it, log-out and clearing.
extension NetLayerClient {
    /// Forgets every cached reply, of every user and environment.
    public func clearCache() {
        cacheStore.removeAll()
    }

    /// Sends `request`, or answers it from the cache, by the endpoint's cache policy.
    func sendThroughCache(
        _ request: URLRequest, endpoint: Endpoint, token: String?, keys: [SentKey], transfer: TransferOptions
    ) async throws -> (TransportReply, CacheHit?) {
        let tokenHeader: String? =
            switch configuration.token?.source {
            case .header(let name)?: name
            default: nil
            }
        let cache = HTTPCache(
            store: cacheStore, policy: configuration.cachePolicy(for: endpoint), now: configuration.cacheClock,
            owners: Self.owners(
                of: request, token: token, keys: keys, credentialHeaders: configuration.credentialHeaders),
            tokenHeader: tokenHeader)
        return try await cache.send(request, options: transfer, transport: transport)
    }

    /// Forgets the cached replies sent with the current environment's token or keys, before a log-out forgets them.
    func removeCurrentUsersCachedReplies() {
        var credentials = tokenStore.token(forHost: host).map { [$0.value] } ?? []
        credentials += configuration.keys.compactMap { key(named: $0.name) }
        for credential in credentials {
            cacheStore.removeReplies(ownedBy: Self.owner(credential))
        }
    }

    /// Digests of what identifies the caller: the token and keys the call sends, and the values of the
    /// headers that carry credentials (an interceptor may set its own), so replies of two users never share a key.
    static func owners(of request: URLRequest, token: String?, keys: [SentKey], credentialHeaders: [String]) -> [String]
    {
        var credentials = (token.map { [$0] } ?? []) + keys.map(\.value)
        for name in ["Authorization", "Proxy-Authorization", "Cookie"] + credentialHeaders {
            if let value = request.value(forHTTPHeaderField: name) {
                credentials.append("\(name.lowercased()):\(value)")
            }
        }
        return Set(credentials.map(owner)).sorted()
    }

    private static func owner(_ credential: String) -> String {
        SHA256.hex(credential)
    }
}

extension ReplyReader.Outcome {
    /// The outcome, its result marked as the cache's when it came from there.
    func marked(_ hit: CacheHit?) -> Self {
        guard let hit, case .success(var result) = self else { return self }
        result.cacheHit = hit
        return .success(result)
    }
}
