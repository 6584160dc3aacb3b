import Foundation

/// The directives of a `Cache-Control` field (RFC 9111, section 5.2) that a
/// private cache acts on. Unknown directives are ignored, as the RFC asks.
struct CacheControl: Equatable {
    var maxAge: TimeInterval?
    var noStore = false
    var noCache = false
    var mustRevalidate = false

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
            switch name {
            case "max-age":
                // The first of duplicates wins; a malformed one makes the reply stale (RFC 9111, 4.2.1).
                if maxAge == nil { maxAge = value.flatMap(Self.deltaSeconds) ?? 0 }
            case "no-store": noStore = true
            // `no-cache="field"` is treated as plain no-cache: revalidate every time, the safe reading.
            case "no-cache": noCache = true
            case "must-revalidate", "proxy-revalidate": mustRevalidate = true
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
