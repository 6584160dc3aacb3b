import Foundation

/// Scalars as YAML text: plain where YAML reads the text back unchanged as a
/// string, double-quoted otherwise. One quoter for every YAML NetLayer
/// writes: the specs `netlayer import` writes and the documents `netlayer
/// export` writes.
public enum YAMLText {
    /// `text` as a string scalar; `flow`: inside `{ }` or `[ ]`, where `,`
    /// and brackets end a plain scalar.
    ///
    /// - Parameters:
    ///   - text: The string.
    ///   - flow: Whether the scalar is inside `{ }` or `[ ]`.
    /// - Returns: The scalar, plain or double-quoted.
    public static func string(_ text: String, flow: Bool = false) -> String {
        isPlainSafe(text, flow: flow) ? text : quoted(text)
    }

    /// `text` double-quoted, with quotes, backslashes, control and invisible formatting characters escaped,
    /// so that every character a reader cannot see is spelled out.
    ///
    /// - Parameter text: The string.
    /// - Returns: The double-quoted scalar.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || scalar.properties.generalCategory == .format
                {
                    out +=
                        scalar.value <= 0xFF
                        ? String(format: "\\x%02X", scalar.value)
                        : scalar.value <= 0xFFFF
                            ? String(format: "\\u%04X", scalar.value) : String(format: "\\U%08X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `text` single-quoted (`'` written `''`), which keeps a JSON body readable; nil when single quotes
    /// cannot hold it exactly: YAML folds a line break inside them, and has no escape for a character it does
    /// not print.
    ///
    /// - Parameter text: The string.
    /// - Returns: The single-quoted scalar, or nil.
    public static func singleQuoted(_ text: String) -> String? {
        let exact = text.unicodeScalars.allSatisfy { scalar in
            scalar == "\t"
                || !(scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || scalar.value == 0xFEFF || scalar.properties.generalCategory == .lineSeparator
                    || scalar.properties.generalCategory == .paragraphSeparator)
        }
        return exact ? "'" + text.replacingOccurrences(of: "'", with: "''") + "'" : nil
    }

    /// `text` as a literal block scalar (`|`, `|-` or `|+`, with an indentation indicator when the first line
    /// starts with a space), its lines under `indent`, two columns right of its key: how a multi-line body
    /// reads as it came. Nil when a block
    /// cannot hold it exactly: a character YAML does not print, a carriage return or other line break YAML
    /// reads as `\n`, or a line of spaces alone, which a block reads as an empty line.
    ///
    /// - Parameters:
    ///   - text: The string, with at least one line break.
    ///   - indent: The indentation of the block's lines: its key's, and two spaces.
    /// - Returns: The indicator line's text (after the key's `: `) and the lines, each ending in a line break; nil
    ///   when a block cannot hold `text`.
    public static func literalBlock(_ text: String, indent: String) -> String? {
        guard text.contains("\n"), !text.hasPrefix("\n") else { return nil }
        let printable = text.unicodeScalars.allSatisfy { scalar in
            scalar == "\n" || scalar == "\t"
                || !(scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || scalar.value == 0xFEFF || scalar.properties.generalCategory == .lineSeparator
                    || scalar.properties.generalCategory == .paragraphSeparator)
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let blankLines = lines.contains { !$0.isEmpty && $0.allSatisfy { $0 == " " || $0 == "\t" } }
        guard printable, !blankLines else { return nil }
        // The final line breaks: none (`-`), one (clip), or more (`+`, kept as they are).
        var breaks = 0
        while lines.last == "" && lines.count > 1 {
            lines.removeLast()
            breaks += 1
        }
        let chomping = breaks == 0 ? "-" : breaks == 1 ? "" : "+"
        // Relative to the key's mapping, which sits two columns left of the lines.
        let indicator = lines.first?.first == " " ? "2" : ""
        let body = lines.map { $0.isEmpty ? "\n" : indent + $0 + "\n" }.joined()
        return "|\(indicator)\(chomping)\n" + body + String(repeating: "\n", count: max(0, breaks - 1))
    }

    private static let special: Set<String> = [
        "~", "null", "true", "false", "yes", "no", "on", "off", "y", "n", "<<", ".inf", "-.inf", "+.inf", ".nan",
    ]

    /// Whether YAML reads `text` back unchanged as a plain string: not empty, not a word YAML 1.1 reads as
    /// null, a boolean or a number, without characters that start or end a plain scalar.
    ///
    /// - Parameters:
    ///   - text: The string.
    ///   - flow: Whether the scalar is inside `{ }` or `[ ]`, where `,` and brackets end a plain scalar.
    /// - Returns: Whether it may be written without quotes.
    public static func isPlainSafe(_ text: String, flow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if first == " " || last == " " || last == ":" { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
        if special.contains(text.lowercased()) { return false }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // Most text is ASCII: the same checks over its bytes, without
            // Foundation's search or a Unicode property lookup per scalar
            // (no ASCII character is of the general category `format`).
            guard isPlainSafeASCII(text.utf8, flow: flow) else { return false }
        } else if !isPlainSafeUnicode(text, flow: flow) {
            return false
        }
        // A YAML 1.1 timestamp (`2024-09-01T08:00:00Z`, `2024-9-1 8:00:00`): PyYAML and
        // other 1.1 readers of an exported document would read a date, not the text.
        let scalars = Array(text.unicodeScalars.prefix(6))
        if scalars.count == 6, scalars[0..<4].allSatisfy({ ("0"..."9").contains($0) }), scalars[4] == "-",
            ("0"..."9").contains(scalars[5])
        {
            return false
        }
        // Anything YAML 1.1 might read as a number, a date or a time.
        if let firstCharacter = text.first, firstCharacter.isNumber || "+-.".contains(firstCharacter) {
            if text.allSatisfy({ $0.isNumber || "+-._:eExXoObB".contains($0) || $0.isHexDigit }) { return false }
        }
        return true
    }

    private static func isPlainSafeASCII(_ bytes: String.UTF8View, flow: Bool) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            // `: ` and ` #` start a mapping value and a comment.
            if (previous == UInt8(ascii: ":") && byte == UInt8(ascii: " "))
                || (previous == UInt8(ascii: " ") && byte == UInt8(ascii: "#"))
            {
                return false
            }
            switch byte {
            case 0..<0x20, 0x7F:
                return false
            // Brackets, braces and commas end a plain scalar in flow context; specs quote them everywhere.
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","):
                return false
            // YAML 1.1 ends a plain scalar in flow position at any `:`.
            case UInt8(ascii: "#"), UInt8(ascii: ":"):
                if flow { return false }
            default:
                break
            }
            previous = byte
        }
        return true
    }

    private static func isPlainSafeUnicode(_ text: String, flow: Bool) -> Bool {
        if text.contains(": ") || text.contains(" #") { return false }
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || scalar.properties.generalCategory == .format || scalar == "\u{FEFF}"
            {
                return false
            }
            // Brackets, braces and commas end a plain scalar in flow context; specs quote them everywhere.
            if "{}[],".unicodeScalars.contains(scalar) { return false }
            // YAML 1.1 ends a plain scalar in flow position at any `:`.
            if flow, scalar == "#" || scalar == ":" { return false }
        }
        return true
    }
}
