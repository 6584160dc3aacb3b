import Foundation
import HTTPTypes

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

    /// The key of `request`'s replies: method, whole URL (host included), and the credentials' partition.
    static func key(method: String, url: URL, owners: [String]) -> String {
        let partition = owners.isEmpty ? "-" : SHA256.hex(owners.joined(separator: ","))
        return "\(method) \(url.absoluteString) \(partition)"
    }

    /// Sends `request` through `transport` unless a stored reply answers it.
    func send(
        _ request: OutgoingRequest, options: TransferOptions, transport: any Transport
    ) async throws -> (TransportReply, CacheHit?) {
        let method = request.head.method.rawValue
        guard policy.isEnabled, Self.mayUseCache(request, method: method), let url = request.head.url else {
            let reply = try await transport.send(request.head, body: request.body, options: options)
            // A change made through the URL (4.4): its stored replies are out of date, whatever this call's policy.
            if !Self.safeMethods.contains(method), reply.response.status.code < 400, let url = request.head.url {
                store.removeReplies(for: url)
            }
            return (reply, nil)
        }
        let key = Self.key(method: method, url: url, owners: owners)
        let requestDirectives = CacheControl(request.head.headerFields[named: "Cache-Control"])
        if requestDirectives.noStore {
            return (try await transport.send(request.head, body: request.body, options: options), nil)
        }
        let rangeField = request.head.headerFields[named: "Range"]
        let range = rangeField.flatMap(ByteRange.init)
        let stored = store.reply(forKey: key).flatMap { Self.matches($0, request) ? $0 : nil }
        // A `Range` the cache cannot read (a list, another unit) is the server's to answer.
        if let stored, rangeField == nil || range != nil {
            let freshness = Freshness(reply: stored, heuristic: policy.heuristicFreshness)
            let moment = now()
            let age = freshness.age(at: moment)
            let use = Self.use(freshness, at: moment, request: requestDirectives)
            if use != .validate, let answer = Self.answer(stored, age: age, range: range, options: options) {
                if use == .staleWhileRevalidating {
                    revalidateInBackground(stored, request: request, key: key, transport: transport, options: options)
                }
                return (answer, use == .fresh ? .fresh : .stale)
            }
        }
        if requestDirectives.onlyIfCached {
            // §5.2.1.7: "respond with either a stored response [...] or a 504 (Gateway Timeout)".
            return (Self.gatewayTimeout(), nil)
        }
        // A range the store cannot answer goes to the server as asked; a partial reply is not stored.
        if rangeField != nil {
            return (try await transport.send(request.head, body: request.body, options: options), nil)
        }
        let conditional = stored?.conditional(request) ?? request
        let requestTime = now()
        let reply: TransportReply
        do {
            reply = try await transport.send(conditional.head, body: conditional.body, options: options)
        } catch {
            if let stored, Self.isNetworkFailure(error) {
                if let offline = offlineReply(to: request, options: options) { return (offline, .offline) }
                if let stale = staleIfError(stored, options: options) { return (stale, .offline) }
            }
            throw error
        }
        if let stored, Self.serverErrors.contains(reply.response.status.code),
            let stale = staleIfError(stored, options: options)
        {
            return (stale, .offline)
        }
        return absorb(reply, to: request, stored: stored, key: key, requestTime: requestTime, options: options)
    }

    /// Stores what `reply` says about `request`'s resource: a `304` freshens `stored` and is answered from it
    /// (4.3.4), another reply is stored if it may be (3), and a `no-store` one removes the stored reply.
    private func absorb(
        _ reply: TransportReply, to request: OutgoingRequest, stored: CachedReply?, key: String, requestTime: Date,
        options: TransferOptions
    ) -> (TransportReply, CacheHit?) {
        let responseTime = now()
        if reply.response.status.code == 304, let stored {
            let updated = Self.updated(stored, with: reply.response, requestTime: requestTime, at: responseTime)
            let freshness = Freshness(reply: updated, heuristic: policy.heuristicFreshness)
            if freshness.cacheControl.noStore {
                store.removeReply(forKey: key)
            } else {
                cache.store(updated, forKey: key, ifStill: generation)
            }
            if let answer = Self.answer(updated, age: freshness.age(at: responseTime), range: nil, options: options) {
                return (answer, .revalidated)
            }
        }
        let method = request.head.method.rawValue
        if let entry = storable(reply, to: request, method: method, requestTime: requestTime, at: responseTime) {
            cache.store(entry, forKey: key, ifStill: generation)
        } else if CacheControl(reply.response.headerFields[named: "Cache-Control"]).noStore {
            store.removeReply(forKey: key)
        }
        return (reply, nil)
    }

    /// How a stored reply answers a request (4.2, 4.2.4, and the request's directives of 5.2.1).
    enum Use: Equatable {
        /// Fresh, and fresh enough for the request: served as it is.
        case fresh
        /// Stale, and the request's `max-stale` accepts it.
        case stale
        /// Stale within its `stale-while-revalidate` time: served, and revalidated in the background.
        case staleWhileRevalidating
        /// Sent to the server for validation.
        case validate
    }

    static func use(_ freshness: Freshness, at now: Date, request: CacheControl) -> Use {
        if request.noCache { return .validate }
        let age = freshness.age(at: now)
        if freshness.isFresh(at: now) {
            // RFC 8246 §2: during its freshness an immutable reply is not revalidated, "e.g., upon a reload"
            // (whose `max-age=0` asks for it).
            if freshness.cacheControl.immutable { return .fresh }
            if let maxAge = request.maxAge, age > maxAge { return .validate }
            if let minFresh = request.minFresh, freshness.lifetime - age < minFresh { return .validate }
            return .fresh
        }
        guard freshness.mayServeStale, request.minFresh == nil else { return .validate }
        if let maxAge = request.maxAge, age > maxAge { return .validate }
        let staleness = freshness.staleness(at: now)
        if let maxStale = request.maxStale, staleness <= maxStale { return .stale }
        if let window = freshness.cacheControl.staleWhileRevalidate, staleness <= window, request.maxAge == nil {
            return .staleWhileRevalidating
        }
        return .validate
    }

    /// RFC 5861 §3: "the cache MUST attempt to revalidate it while still serving stale responses". The call
    /// does not wait for it; its reply freshens or replaces the stored one as any reply would.
    private func revalidateInBackground(
        _ stored: CachedReply, request: OutgoingRequest, key: String, transport: any Transport, options: TransferOptions
    ) {
        let conditional = stored.conditional(request)
        // The call's progress handlers are not told of a transfer it does not wait for.
        let quiet = TransferOptions(maxReplyBytes: options.maxReplyBytes, credentialHeaders: options.credentialHeaders)
        Task {
            let requestTime = now()
            guard let reply = try? await transport.send(conditional.head, body: conditional.body, options: quiet) else {
                return
            }
            _ = absorb(reply, to: request, stored: stored, key: key, requestTime: requestTime, options: quiet)
        }
    }

    /// Statuses after which a reply within its `stale-if-error` time is served instead (RFC 5861 §4).
    static let serverErrors: Set<Int> = [500, 502, 503, 504]

    /// `stored`, if the server's failure may be answered with it: within its `stale-if-error` time.
    private func staleIfError(_ stored: CachedReply, options: TransferOptions) -> TransportReply? {
        let freshness = Freshness(reply: stored, heuristic: policy.heuristicFreshness)
        let moment = now()
        guard freshness.mayServeStale, let window = freshness.cacheControl.staleIfError,
            freshness.staleness(at: moment) <= window
        else { return nil }
        return Self.answer(stored, age: freshness.age(at: moment), range: nil, options: options)
    }

    /// The stored reply to `request` the offline policy may serve now, if there is one: for a call whose
    /// deadline passed while the network said nothing.
    func offlineReply(to request: OutgoingRequest, options: TransferOptions) -> TransportReply? {
        let method = request.head.method.rawValue
        guard let maxAge = policy.offlineMaxAge, Self.mayUseCache(request, method: method), let url = request.head.url,
            CacheControl(request.head.headerFields[named: "Cache-Control"]).noStore == false,
            let stored = store.reply(forKey: Self.key(method: method, url: url, owners: owners)),
            Self.matches(stored, request)
        else { return nil }
        let freshness = Freshness(reply: stored, heuristic: policy.heuristicFreshness)
        let moment = now()
        let age = freshness.age(at: moment)
        // Disconnected, a cache may serve stale replies, but never one whose server forbade it (4.2.4).
        guard age <= maxAge, freshness.isFresh(at: moment) || freshness.mayServeStale else { return nil }
        return Self.answer(stored, age: age, range: nil, options: options)
    }

    /// Only GET and HEAD without a body, and not a request the app made conditional itself. A `Range` request
    /// may be answered from a whole stored reply.
    private static func mayUseCache(_ request: OutgoingRequest, method: String) -> Bool {
        guard method == "GET" || method == "HEAD" else { return false }
        if let body = request.body, body.length > 0 { return false }
        let own: [HTTPField.Name] = [.ifNoneMatch, .ifModifiedSince, .ifMatch, .ifUnmodifiedSince, .ifRange]
        return !own.contains { request.head.headerFields[$0] != nil }
    }

    /// Whether `stored` answers `request`: the headers its `Vary` names have the values they had (4.1).
    private static func matches(_ stored: CachedReply, _ request: OutgoingRequest) -> Bool {
        guard let names = varyNames(stored.headers["vary"]) else { return false }
        return names.allSatisfy { name in
            normalized(request.head.headerFields[named: name]) == stored.varying[name]
        }
    }

    /// The lowercased names `Vary` lists; nil for `Vary: *`, which no request matches.
    static func varyNames(_ field: String?) -> [String]? {
        guard let field else { return [] }
        let names = field.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return names.contains("*") ? nil : names.filter { !$0.isEmpty }
    }

    static func normalized(_ value: String?) -> String? {
        value.map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") }
    }

    /// Whether `error` says the network failed (not the server, not the app): what the offline policy covers.
    private static func isNetworkFailure(_ error: any Error) -> Bool {
        switch NetLayerError.from(transportError: error) {
        case .timedOut: true
        // `.badReply` too: Linux reports a server that closed the connection without a reply as -1011.
        case .network(let failure): [.offline, .unreachable, .connectionLost, .badReply].contains(failure.kind)
        default: false
        }
    }
}
