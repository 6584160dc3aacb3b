import Foundation

/// The `;`-separated parameters of a header field such as Content-Type or
/// Content-Disposition, where a quoted value may itself hold `;`.
///
/// A backslash is an ordinary character, not an escape: browsers and
/// NetLayer's encoder send a quote in a name as `%22` and a backslash as it
/// is (WHATWG HTML, multipart/form-data encoding), and a boundary cannot
/// hold either (RFC 2046).
enum HeaderParameters {
    /// The field's pieces, split at each `;` outside quotes, trimmed.
    static func split(_ field: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var quoted = false
        for character in field {
            if character == "\"" {
                quoted.toggle()
            } else if character == ";", !quoted {
                pieces.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            }
            current.append(character)
        }
        pieces.append(current.trimmingCharacters(in: .whitespaces))
        return pieces
    }

    /// The value of `piece` when it is `name=value` (name in any case), unquoted.
    static func value(of name: String, in piece: String) -> String? {
        let parts = piece.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == name else { return nil }
        let value = parts[1].trimmingCharacters(in: .whitespaces)
        guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return value }
        return String(value.dropFirst().dropLast())
    }
}
