import Foundation
import NetLayer

/// The `;`-separated parameters of a header field such as Content-Type or
/// Content-Disposition, where a quoted value may itself hold `;`.
///
/// A backslash is an ordinary character, not an escape: browsers and
/// NetLayer's encoder send a quote in a name as `%22` and a backslash as it
/// is (WHATWG HTML, multipart/form-data encoding), and a boundary cannot
/// hold either (RFC 2046). Fields are read scalar by scalar: a combining
/// mark joins the quote before it into a character that is no quote.
enum HeaderParameters {
    /// The field's pieces, split at each `;` outside quotes, trimmed.
    static func split(_ field: String) -> [String] {
        var pieces: [String] = []
        var current = String.UnicodeScalarView()
        var quoted = false
        for scalar in field.unicodeScalars {
            if scalar == "\"" {
                quoted.toggle()
            } else if scalar == ";", !quoted {
                pieces.append(String(current).trimmingCharacters(in: .whitespaces))
                current = String.UnicodeScalarView()
                continue
            }
            current.append(scalar)
        }
        pieces.append(String(current).trimmingCharacters(in: .whitespaces))
        return pieces
    }

    /// The value of `piece` when it is `name=value` (name in any case), unquoted.
    static func value(of name: String, in piece: String) -> String? {
        let scalars = piece.unicodeScalars
        guard let equals = scalars.firstIndex(of: "="),
            String(scalars[..<equals]).trimmingCharacters(in: .whitespaces).lowercased() == name
        else { return nil }
        let value = String(scalars[scalars.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
            .unicodeScalars
        guard value.count >= 2, value.first == "\"", value.last == "\"" else { return String(value) }
        return String(value.dropFirst().dropLast())
    }
}
