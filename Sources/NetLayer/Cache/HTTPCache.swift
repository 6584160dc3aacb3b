import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One call's way through the cache (RFC 9111, as a private cache): a fresh
/// stored reply instead of a request, a conditional request for a stale one,
/// what the reply says stored, and a stored reply when the network fails.
struct HTTPCache {
    let cache: ClientCache
    /// The cache's clearings when the call started: its reply is not stored after another.
    let generation: Int
    let policy: CachePolicy
    let now: @Sendable () -> Date
    /// Digests of the credentials the request carries: the entry's owners.
    let owners: [String]
    /// A reply carrying this header (the token's, when replies deliver one) is not stored, so a hit never
    /// hands back an old token.
    let tokenHeader: String?

    private var store: any CacheStore { cache.store }

    /// Methods that change nothing on the server (RFC 9110, 9.2.1); the others invalidate the URL's replies.
    static let safeMethods: Set<String> = ["GET", "HEAD", "OPTIONS", "TRACE"]

    /// Statuses a reply may be stored with without explicit freshness (RFC 9110, 15.1).
    static let cacheableByDefault: Set<Int> = [200, 203, 204, 300, 301, 308, 404, 405, 410, 414, 501]

    /// The key of `request`'s replies: method, whole URL (host included), and the credentials' partition.
    static func key(method: String, url: URL, owners: [String]) -> String {
        let partition = owners.isEmpty ? "-" : SHA256.hex(owners.joined(separator: ","))
        return "\(method) \(url.absoluteString) \(partition)"
    }

    /// Sends `request` through `transport` unless a stored reply answers it.
    func send(
        _ request: URLRequest, options: TransferOptions, transport: any Transport
    ) async throws -> (TransportReply, CacheHit?) {
        let method = request.httpMethod ?? "GET"
        guard let url = request.url, policy.isEnabled, Self.mayUseCache(request, method: method) else {
            let reply = try await transport.send(request, options: options)
            // A change made through the URL (4.4): its stored replies are out of date, whatever this call's policy.
            if let url = request.url, !Self.safeMethods.contains(method), reply.response.statusCode < 400 {
                store.removeReplies(for: url)
            }
            return (reply, nil)
        }
        let key = Self.key(method: method, url: url, owners: owners)
        let requestDirectives = CacheControl(request.value(forHTTPHeaderField: "Cache-Control"))
        if requestDirectives.noStore {
            return (try await transport.send(request, options: options), nil)
        }
        let stored = store.reply(forKey: key).flatMap { Self.matches($0, request) ? $0 : nil }
        if let stored {
            let freshness = Freshness(reply: stored)
            let moment = now()
            let age = freshness.age(at: moment)
            let wanted = requestDirectives.maxAge.map { age <= $0 } ?? true
            if freshness.isFresh(at: moment), !requestDirectives.noCache, wanted,
                let reply = Self.transportReply(stored, age: age, options: options)
            {
                return (reply, .fresh)
            }
        }
        var conditional = request
        let validators = stored.map { Freshness(reply: $0).conditionalHeaders } ?? [:]
        for (name, value) in validators {
            conditional.setValue(value, forHTTPHeaderField: name)
        }
        let requestTime = now()
        let reply: TransportReply
        do {
            reply = try await transport.send(conditional, options: options)
        } catch {
            if stored != nil, Self.isNetworkFailure(error), let offline = offlineReply(to: request, options: options) {
                return (offline, .offline)
            }
            throw error
        }
        let responseTime = now()
        if reply.response.statusCode == 304, let stored {
            let updated = Self.updated(stored, with: reply.response, requestTime: requestTime, at: responseTime)
            let freshness = Freshness(reply: updated)
            if freshness.cacheControl.noStore {
                store.removeReply(forKey: key)
            } else {
                cache.store(updated, forKey: key, ifStill: generation)
            }
            if let answer = Self.transportReply(updated, age: freshness.age(at: responseTime), options: options) {
                return (answer, .revalidated)
            }
        }
        if let entry = storable(reply, to: request, method: method, requestTime: requestTime, at: responseTime) {
            cache.store(entry, forKey: key, ifStill: generation)
        } else if CacheControl(reply.response.value(forHTTPHeaderField: "Cache-Control")).noStore {
            store.removeReply(forKey: key)
        }
        return (reply, nil)
    }

    /// The stored reply to `request` the offline policy may serve now, if there is one: for a call whose
    /// deadline passed while the network said nothing.
    func offlineReply(to request: URLRequest, options: TransferOptions) -> TransportReply? {
        let method = request.httpMethod ?? "GET"
        guard let maxAge = policy.offlineMaxAge, let url = request.url, Self.mayUseCache(request, method: method),
            CacheControl(request.value(forHTTPHeaderField: "Cache-Control")).noStore == false,
            let stored = store.reply(forKey: Self.key(method: method, url: url, owners: owners)),
            Self.matches(stored, request)
        else { return nil }
        let age = Freshness(reply: stored).age(at: now())
        return age <= maxAge ? Self.transportReply(stored, age: age, options: options) : nil
    }

    /// Only GET and HEAD without a body, and not a request the app made conditional or partial itself.
    private static func mayUseCache(_ request: URLRequest, method: String) -> Bool {
        guard method == "GET" || method == "HEAD" else { return false }
        if let body = request.httpBody, !body.isEmpty { return false }
        if request.httpBodyStream != nil { return false }
        let own = ["If-None-Match", "If-Modified-Since", "If-Match", "If-Unmodified-Since", "If-Range", "Range"]
        return !own.contains { request.value(forHTTPHeaderField: $0) != nil }
    }

    /// Whether `stored` answers `request`: the headers its `Vary` names have the values they had (4.1).
    private static func matches(_ stored: CachedReply, _ request: URLRequest) -> Bool {
        guard let names = varyNames(stored.headers["vary"]) else { return false }
        return names.allSatisfy { name in
            normalized(request.value(forHTTPHeaderField: name)) == stored.varying[name]
        }
    }

    /// The lowercased names `Vary` lists; nil for `Vary: *`, which no request matches.
    private static func varyNames(_ field: String?) -> [String]? {
        guard let field else { return [] }
        let names = field.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return names.contains("*") ? nil : names.filter { !$0.isEmpty }
    }

    private static func normalized(_ value: String?) -> String? {
        value.map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") }
    }

    /// The entry to store for `reply`, or nil when it must not or need not be stored (3, 3.5).
    private func storable(
        _ reply: TransportReply, to request: URLRequest, method: String, requestTime: Date, at responseTime: Date
    ) -> CachedReply? {
        let response = reply.response
        // After a redirect, the reply is another URL's: storing it under this one would outlive the redirect.
        guard policy.isEnabled, let url = request.url, response.url.map({ Self.sameResource($0, url) }) ?? true else {
            return nil
        }
        let headers = Self.storedFields(ReplyReader.headers(of: response))
        if let tokenHeader, headers[tokenHeader.lowercased()] != nil { return nil }
        let directives = CacheControl(headers["cache-control"])
        guard !directives.noStore, let varyNames = Self.varyNames(headers["vary"]) else { return nil }
        var entry = CachedReply(
            url: url, method: method, status: response.statusCode, headers: headers,
            body: method == "HEAD" ? Data() : reply.data, requestTime: requestTime, responseTime: responseTime,
            owners: owners)
        for name in varyNames {
            entry.varying[name] = Self.normalized(request.value(forHTTPHeaderField: name))
        }
        let freshness = Freshness(reply: entry)
        let status = response.statusCode
        let explicitlyFresh = freshness.isExplicit && (200..<400).contains(status) && status != 206 && status != 304
        guard Self.cacheableByDefault.contains(status) || explicitlyFresh else { return nil }
        // A reply that can be neither served fresh, revalidated nor served offline would only take room.
        let usable =
            freshness.lifetime > 0 || headers["etag"] != nil || headers["last-modified"] != nil
            || policy.offlineMaxAge != nil
        return usable ? entry : nil
    }

    /// Whether two URLs name one resource as URLSession reports it: Apple's canonicalizes a request
    /// (a lowercased host, `/` for an empty path), so the reply's URL may differ from ours in those alone.
    static func sameResource(_ first: URL, _ second: URL) -> Bool {
        guard let one = URLComponents(url: first, resolvingAgainstBaseURL: true),
            let other = URLComponents(url: second, resolvingAgainstBaseURL: true)
        else { return first == second }
        return one.scheme?.lowercased() == other.scheme?.lowercased()
            && one.host?.lowercased() == other.host?.lowercased()
            && one.port == other.port
            && (one.percentEncodedPath.isEmpty ? "/" : one.percentEncodedPath)
                == (other.percentEncodedPath.isEmpty ? "/" : other.percentEncodedPath)
            && one.percentEncodedQuery == other.percentEncodedQuery
    }

    /// Fields about the connection, not the reply, that a cache must not keep (RFC 9111 §3.1): "the
    /// Connection header field and fields whose names are listed in it", and those RFC 9110 §7.6.1 names.
    static let connectionFields: Set<String> = [
        "connection", "proxy-connection", "keep-alive", "te", "transfer-encoding", "upgrade",
    ]

    /// `headers` without the fields §3.1 says a cache does not store.
    static func storedFields(_ headers: [String: String]) -> [String: String] {
        var dropped = connectionFields
        for name in headers["connection"]?.split(separator: ",") ?? [] {
            dropped.insert(name.trimmingCharacters(in: .whitespaces).lowercased())
        }
        return headers.filter { !dropped.contains($0.key) }
    }

    /// `stored` with the header fields of a `304` replacing its own (4.3.4), received now.
    private static func updated(
        _ stored: CachedReply, with response: HTTPURLResponse, requestTime: Date, at responseTime: Date
    ) -> CachedReply {
        var updated = stored
        for (name, value) in storedFields(ReplyReader.headers(of: response)) where name != "content-length" {
            updated.headers[name] = value
        }
        // A 304 without a Date of its own must not leave the old Date to age the entry again.
        if response.value(forHTTPHeaderField: "Date") == nil { updated.headers["date"] = nil }
        updated.requestTime = requestTime
        updated.responseTime = responseTime
        return updated
    }

    /// Whether `error` says the network failed (not the server, not the app): what the offline policy covers.
    private static func isNetworkFailure(_ error: any Error) -> Bool {
        switch NetLayerError.from(transportError: error) {
        case .timedOut: true
        case .network(let failure): [.offline, .unreachable, .connectionLost].contains(failure.kind)
        default: false
        }
    }

    /// A stored reply as the transport's, with its `Age` (5.1), telling progress it all arrived.
    /// Nil only if Foundation refuses to make the response, which it does for no status a store holds.
    private static func transportReply(_ stored: CachedReply, age: TimeInterval, options: TransferOptions)
        -> TransportReply?
    {
        var headers = stored.headers
        headers["age"] = String(Int(age.rounded(.down)))
        guard
            let response = HTTPURLResponse(
                url: stored.url, statusCode: stored.status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { return nil }
        let size = Int64(stored.body.count)
        options.progress?(TransferProgress(received: size, expected: size))
        return TransportReply(data: stored.body, response: response)
    }
}
