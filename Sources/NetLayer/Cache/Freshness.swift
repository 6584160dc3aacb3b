import Foundation

/// How long a stored reply stays fresh and how old it is (RFC 9111, 4.2).
/// Without `heuristic`, a reply without `max-age` or `Expires` is stale at
/// once, so it is revalidated before every use.
struct Freshness {
    let reply: CachedReply
    /// Whether a reply without explicit freshness gets a heuristic lifetime (4.2.2).
    var heuristic = false

    /// Statuses whose replies may be given heuristic freshness (RFC 9110 §15.1).
    static let heuristicallyCacheable: Set<Int> = [200, 203, 204, 206, 300, 301, 308, 404, 405, 410, 414, 501]

    /// The fraction of the time since `Last-Modified` a reply is heuristically fresh for:
    /// RFC 9111 §4.2.2's "typical setting", which browsers use too.
    static let heuristicFraction = 0.1

    var cacheControl: CacheControl { CacheControl(reply.headers["cache-control"]) }

    /// The reply's freshness lifetime in seconds (4.2.1): `max-age`, else
    /// `Expires` minus `Date`; s-maxage is for shared caches and ignored.
    var lifetime: TimeInterval {
        if let maxAge = cacheControl.maxAge { return maxAge }
        guard let expiresField = reply.headers["expires"] else { return heuristicLifetime }
        // An invalid Expires, such as "0", means already expired.
        guard let expires = HTTPDate.parse(expiresField, now: reply.responseTime) else { return 0 }
        return max(0, expires.timeIntervalSince(date))
    }

    /// A tenth of the time between `Last-Modified` and `Date` (4.2.2), for a reply whose status is
    /// heuristically cacheable or that is marked `public`, when the policy asks for it; else 0.
    private var heuristicLifetime: TimeInterval {
        guard heuristic, Self.heuristicallyCacheable.contains(reply.status) || cacheControl.isPublic,
            let modifiedField = reply.headers["last-modified"],
            let modified = HTTPDate.parse(modifiedField, now: reply.responseTime)
        else { return 0 }
        return max(0, date.timeIntervalSince(modified) * Self.heuristicFraction).rounded(.down)
    }

    /// Whether the reply carries explicit freshness (`max-age` or `Expires`).
    var isExplicit: Bool { cacheControl.maxAge != nil || reply.headers["expires"] != nil }

    /// The `Date` field, or the time the reply arrived when it has none or a bad one.
    var date: Date {
        reply.headers["date"].flatMap { HTTPDate.parse($0, now: reply.responseTime) } ?? reply.responseTime
    }

    /// The reply's current age at `now` in seconds (4.2.3).
    func age(at now: Date) -> TimeInterval {
        let ageValue = reply.headers["age"].flatMap(Self.age) ?? 0
        let apparentAge = max(0, reply.responseTime.timeIntervalSince(date))
        let responseDelay = max(0, reply.responseTime.timeIntervalSince(reply.requestTime))
        let correctedInitialAge = max(apparentAge, max(0, ageValue) + responseDelay)
        let residentTime = max(0, now.timeIntervalSince(reply.responseTime))
        return correctedInitialAge + residentTime
    }

    /// The `Age` field's value (RFC 9111 §5.1, `delta-seconds`). Two `Age` lines arrive joined
    /// into one list, and a list is not valid: as browsers do, its first member counts, so an
    /// old reply is not taken for a new one. Any other value (`abc`, `-1`, `7200.0`) is ignored.
    static func age(_ field: String) -> TimeInterval? {
        let first = field.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return CacheControl.deltaSeconds(first.trimmingCharacters(in: .whitespaces))
    }

    /// Whether the reply may be served at `now` without asking the server.
    func isFresh(at now: Date) -> Bool {
        !cacheControl.noCache && lifetime > age(at: now)
    }

    /// How long past its freshness the reply is at `now` (0 while fresh).
    func staleness(at now: Date) -> TimeInterval {
        max(0, age(at: now) - lifetime)
    }

    /// Whether the reply may ever be served stale: not when it says `must-revalidate` or
    /// `no-cache` (RFC 9111 §4.2.4: "A cache MUST NOT generate a stale response if it is
    /// prohibited by an explicit in-protocol directive").
    var mayServeStale: Bool {
        !cacheControl.mustRevalidate && !cacheControl.noCache
    }

    /// The validators a conditional request sends: `If-None-Match` from `ETag`,
    /// `If-Modified-Since` from `Last-Modified`.
    var conditionalHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let etag = reply.headers["etag"] { headers["If-None-Match"] = etag }
        if let modified = reply.headers["last-modified"] { headers["If-Modified-Since"] = modified }
        return headers
    }
}
