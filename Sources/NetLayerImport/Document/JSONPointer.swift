import Foundation

/// A JSON pointer (RFC 6901) as `$ref` fragments write it: `/components/schemas/Pet`.
struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    /// The reference tokens, unescaped (`~1` is `/`, `~0` is `~`).
    var tokens: [String]

    init(tokens: [String]) {
        self.tokens = tokens
    }

    /// Parses a fragment, with or without its `#`, percent-decoding it first
    /// as a URI fragment; nil when it does not start with `/` (and is not empty).
    init?(fragment: String) {
        var text = fragment.hasPrefix("#") ? String(fragment.dropFirst()) : fragment
        // Foundation's decoding and replacing are slow, and most pointers need neither.
        if text.utf8.contains(UInt8(ascii: "%")) { text = text.removingPercentEncoding ?? text }
        if text.isEmpty {
            tokens = []
            return
        }
        guard text.hasPrefix("/") else { return nil }
        tokens = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            guard $0.utf8.contains(UInt8(ascii: "~")) else { return String($0) }
            return $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    var description: String {
        var text = "#"
        for token in tokens {
            text += "/"
            // Foundation's replacing is slow, and every diagnostic location's pointer is written here: most tokens
            // have nothing to escape.
            if token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) {
                text += token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            } else {
                text += token
            }
        }
        return text
    }

    /// The node this pointer names below `root`, or nil.
    func resolve(in root: DocumentNode) -> DocumentNode? {
        var current = root
        for token in tokens {
            if current.isMapping {
                guard let next = current[token] else { return nil }
                current = next
            } else if current.isSequence, let index = Int(token), current.items.indices.contains(index) {
                current = current.items[index]
            } else {
                return nil
            }
        }
        return current
    }
}
