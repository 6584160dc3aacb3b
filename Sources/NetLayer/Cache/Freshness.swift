import Foundation

/// How long a stored reply stays fresh and how old it is (RFC 9111, 4.2).
/// Without `heuristic`, a reply without `max-age` or `Expires` is stale at
/// once, so it is revalidated before every use.
struct Freshness {
    let reply: CachedReply
    /// The reply's `Cache-Control`, read once: a call asks several questions of it.
    let cacheControl: CacheControl
    /// The `Date` field, or the time the reply arrived when it has none or a bad one.
    let date: Date
    /// The reply's freshness lifetime in seconds (4.2.1): `max-age`, else
    /// `Expires` minus `Date`, else the heuristic one; s-maxage is for shared caches and ignored.
    let lifetime: TimeInterval
    /// Its age when it arrived (4.2.3's `corrected_initial_age`): the `Age` field, the time since
    /// `Date`, and the request's round trip.
    private let initialAge: TimeInterval

    /// Statuses whose replies may be stored without explicit freshness, and given heuristic
    /// freshness (RFC 9110 §15.1: "heuristically cacheable"). A 206 is one, but the cache stores no parts.
    static let heuristicallyCacheable: Set<Int> = [200, 203, 204, 206, 300, 301, 308, 404, 405, 410, 414, 501]

    /// The fraction of the time since `Last-Modified` a reply is heuristically fresh for:
    /// RFC 9111 §4.2.2's "typical setting", which browsers use too.
    static let heuristicFraction = 0.1

    /// The freshness of `reply`, its fields read once: a call asks several questions of it. With
    /// `heuristic`, a reply without explicit freshness gets a heuristic lifetime (4.2.2).
    init(reply: CachedReply, heuristic: Bool = false) {
        self.reply = reply
        let cacheControl = CacheControl(reply.headers["cache-control"])
        let date = reply.headers["date"].flatMap { HTTPDate.parse($0, now: reply.responseTime) } ?? reply.responseTime
        self.cacheControl = cacheControl
        self.date = date
        lifetime =
            Self.explicitLifetime(reply, cacheControl, date)
            ?? (heuristic ? Self.heuristicLifetime(reply, cacheControl, date) : 0)
        let ageValue = reply.headers["age"].flatMap(Self.age) ?? 0
        let apparentAge = max(0, reply.responseTime.timeIntervalSince(date))
        let responseDelay = max(0, reply.responseTime.timeIntervalSince(reply.requestTime))
        initialAge = max(apparentAge, ageValue + responseDelay)
    }

    /// `max-age`, else `Expires − Date`; nil without either.
    private static func explicitLifetime(_ reply: CachedReply, _ cacheControl: CacheControl, _ date: Date)
        -> TimeInterval?
    {
        if let maxAge = cacheControl.maxAge { return maxAge }
        guard let expiresField = reply.headers["expires"] else { return nil }
        // An invalid Expires, such as "0", means already expired.
        guard let expires = HTTPDate.parse(expiresField, now: reply.responseTime) else { return 0 }
        return max(0, expires.timeIntervalSince(date))
    }

    /// A tenth of the time between `Last-Modified` and `Date` (4.2.2), for a reply whose status is
    /// heuristically cacheable or that is marked `public`; else 0.
    private static func heuristicLifetime(_ reply: CachedReply, _ cacheControl: CacheControl, _ date: Date)
        -> TimeInterval
    {
        guard heuristicallyCacheable.contains(reply.status) || cacheControl.isPublic,
            let modifiedField = reply.headers["last-modified"],
            let modified = HTTPDate.parse(modifiedField, now: reply.responseTime)
        else { return 0 }
        return max(0, date.timeIntervalSince(modified) * heuristicFraction).rounded(.down)
    }

    /// Whether the reply carries explicit freshness (`max-age` or `Expires`).
    var isExplicit: Bool { cacheControl.maxAge != nil || reply.headers["expires"] != nil }

    /// The reply's current age at `now` in seconds (4.2.3): its age when it arrived and the time
    /// it has been stored.
    func age(at now: Date) -> TimeInterval {
        initialAge + max(0, now.timeIntervalSince(reply.responseTime))
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
}
