import Foundation

/// Whether and how replies are kept and reused: a private HTTP cache by
/// RFC 9111, ours on every platform (URLSession's `URLCache` stays off).
public struct CachePolicy: Sendable, Hashable {
    /// Whether replies are stored and read at all.
    public var isEnabled: Bool
    /// Seconds a stored reply may be old and still be served when the
    /// network fails; nil never serves one then.
    public var offlineMaxAge: TimeInterval?
    /// Whether a reply without `max-age` or `Expires` but with `Last-Modified`
    /// is fresh for a tenth of the time since then (RFC 9111 §4.2.2), as
    /// browsers do. Off by default: an API's replies then go to the server
    /// again unless it said how long they keep.
    public var heuristicFreshness = false

    /// Nothing is stored, nothing read: every call goes to the server.
    public static let off = CachePolicy(isEnabled: false, offlineMaxAge: nil)

    /// A private cache by the reply's HTTP headers: a fresh stored reply is
    /// served without a request, a stale one is revalidated (`If-None-Match`,
    /// `If-Modified-Since`) and a `304` answered from it.
    public static let http = CachePolicy(isEnabled: true, offlineMaxAge: nil)

    /// ``http``, and when the network fails (no connection, host unreachable,
    /// a connection closed without a reply, time-out), the stored reply if it
    /// is not older than `maxAge` seconds, fresh or not, unless its server said
    /// `no-cache` or `must-revalidate` (RFC 9111 §4.2.4).
    ///
    /// - Parameter maxAge: The oldest a stored reply may be, in seconds, to be served when the network fails; a
    ///   negative value counts as 0 (only a reply stored this second).
    /// - Returns: An enabled policy that also serves stored replies offline; heuristic freshness stays off.
    public static func http(offline maxAge: TimeInterval) -> CachePolicy {
        CachePolicy(isEnabled: true, offlineMaxAge: max(0, maxAge))
    }

    /// ``http``, with heuristic freshness as `heuristicFreshness` says and, when `offline` is
    /// given, stored replies served when the network fails as ``http(offline:)`` does.
    ///
    /// - Parameters:
    ///   - maxAge: The oldest a stored reply may be, in seconds, to be served when the network fails; nil (the
    ///     default) never serves one then, a negative value counts as 0.
    ///   - heuristicFreshness: Whether a reply with only `Last-Modified` is fresh for a tenth of its age
    ///     (RFC 9111 §4.2.2).
    /// - Returns: An enabled policy with these choices.
    public static func http(offline maxAge: TimeInterval? = nil, heuristicFreshness: Bool) -> CachePolicy {
        var policy = CachePolicy(isEnabled: true, offlineMaxAge: maxAge.map { max(0, $0) })
        policy.heuristicFreshness = heuristicFreshness
        return policy
    }
}

/// An endpoint's cache policy: the client's, or one of its own.
public enum CacheChoice: Sendable, Hashable {
    /// The client's ``ClientConfiguration/cache``.
    case inherited
    /// This policy instead of the client's.
    case policy(CachePolicy)
}

/// Where a result's reply came from, when it was not the server alone.
public enum CacheHit: String, Sendable, Hashable {
    /// A fresh stored reply: nothing was sent.
    case fresh
    /// A stored reply the server confirmed with `304 Not Modified`; its headers are the updated ones.
    case revalidated
    /// A stored reply served because the network failed (``CachePolicy/http(offline:)``), or because the
    /// server failed within the reply's `stale-if-error` time (RFC 5861 §4).
    case offline
    /// A stale stored reply served within its `stale-while-revalidate` time (RFC 5861 §3), or because the
    /// request's `max-stale` accepts it; a `stale-while-revalidate` one is revalidated in the background.
    case stale
}
