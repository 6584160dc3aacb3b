import Foundation

/// The directives of a `Cache-Control` field (RFC 9111 §5.2) that a private
/// cache acts on, from a reply or from a request. Unknown directives are
/// ignored, as the RFC asks.
struct CacheControl: Equatable {
    /// Reply: how long it is fresh (§5.2.2.1). Request: the oldest reply the client takes (§5.2.1.1).
    var maxAge: TimeInterval?
    var noStore = false
    var noCache = false
    /// `must-revalidate` or `proxy-revalidate`: never served stale, not even offline (§5.2.2.2).
    var mustRevalidate = false
    /// `public`: storable and heuristically cacheable whatever the status (§5.2.2.9).
    var isPublic = false
    /// `must-understand`: stored only with a status this cache understands, then despite `no-store` (§5.2.2.3).
    var mustUnderstand = false
    /// `immutable`: while fresh, not revalidated even when a reload asks (RFC 8246).
    var immutable = false
    /// Seconds past its freshness a reply may be served while it is revalidated in the background (RFC 5861 §3).
    var staleWhileRevalidate: TimeInterval?
    /// Seconds past its freshness a reply may be served when the server fails (RFC 5861 §4).
    var staleIfError: TimeInterval?
    /// Request: how stale a reply the client takes; infinity for `max-stale` without a value (§5.2.1.2).
    var maxStale: TimeInterval?
    /// Request: how long the reply must stay fresh still (§5.2.1.3).
    var minFresh: TimeInterval?
    /// Request: a stored reply or a 504, never the network (§5.2.1.7).
    var onlyIfCached = false

    /// `field` parsed: comma-separated directives, names in any case,
    /// values bare or quoted. A max-age that is not a number is taken as 0
    /// (stale), since a cache must not guess a longer life.
    init(_ field: String?) {
        guard let field else { return }
        for directive in Self.directives(in: field) {
            let parts = directive.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let name = parts[0].lowercased()
            let value = parts.count > 1 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) : nil
            let seconds = value.flatMap(Self.deltaSeconds)
            switch name {
            case "max-age":
                // The first of duplicates wins; a malformed one makes the reply stale (RFC 9111, 4.2.1).
                if maxAge == nil { maxAge = seconds ?? 0 }
            case "no-store": noStore = true
            // `no-cache="field"` is treated as plain no-cache: revalidate every time, the safe reading.
            case "no-cache": noCache = true
            case "must-revalidate", "proxy-revalidate": mustRevalidate = true
            case "public": isPublic = true
            case "must-understand": mustUnderstand = true
            case "immutable": immutable = true
            case "stale-while-revalidate": staleWhileRevalidate = staleWhileRevalidate ?? seconds
            case "stale-if-error": staleIfError = staleIfError ?? seconds
            case "max-stale": maxStale = maxStale ?? (value == nil ? .infinity : seconds)
            case "min-fresh": minFresh = minFresh ?? seconds
            case "only-if-cached": onlyIfCached = true
            default: break
            }
        }
    }

    /// A `delta-seconds` value (RFC 9111 §1.2.2: `1*DIGIT`), or nil when `text` is not one.
    /// "A cache receiving a delta-seconds value greater than the greatest integer it can
    /// represent [...] MUST consider the value to be 2147483648 (2^31)".
    static func deltaSeconds(_ text: some StringProtocol) -> TimeInterval? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return TimeInterval(min(Int(text) ?? Int.max, 1 << 31))
    }

    /// Splits on commas outside quoted strings.
    private static func directives(in field: String) -> [String] {
        var directives: [String] = []
        var current = ""
        var quoted = false
        for character in field {
            if character == "\"" { quoted.toggle() }
            if character == ",", !quoted {
                directives.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        directives.append(current)
        return directives.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
