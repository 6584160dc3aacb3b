import Foundation

/// Whether and how replies are kept and reused: a private HTTP cache by
/// RFC 9111, ours on every platform (URLSession's `URLCache` stays off).
public struct CachePolicy: Sendable, Hashable {
    /// Whether replies are stored and read at all.
    public var isEnabled: Bool
    /// Seconds a stored reply may be old and still be served when the
    /// network fails; nil never serves one then.
    public var offlineMaxAge: TimeInterval?

    /// Nothing is stored, nothing read: every call goes to the server.
    public static let off = CachePolicy(isEnabled: false, offlineMaxAge: nil)

    /// A private cache by the reply's HTTP headers: a fresh stored reply is
    /// served without a request, a stale one is revalidated (`If-None-Match`,
    /// `If-Modified-Since`) and a `304` answered from it.
    public static let http = CachePolicy(isEnabled: true, offlineMaxAge: nil)

    /// ``http``, and when the network fails (no connection, host unreachable,
    /// time-out), the stored reply if it is not older than `maxAge` seconds,
    /// fresh or not.
    public static func http(offline maxAge: TimeInterval) -> CachePolicy {
        CachePolicy(isEnabled: true, offlineMaxAge: max(0, maxAge))
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
    /// A stored reply served because the network failed (``CachePolicy/http(offline:)``).
    case offline
}
