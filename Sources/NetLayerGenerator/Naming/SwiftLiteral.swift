/// Spec values written as Swift literals that evaluate to exactly the value,
/// whatever it holds.
public enum SwiftLiteral {
    /// A one-line `"…"` literal whose value has exactly the scalars of `text`.
    ///
    /// `\` and `"` are escaped, so `\(`, `"""` and `"#` are plain text and
    /// nothing can end the literal early; a single-line literal without `#`
    /// delimiters gives `#` and `*/` no meaning. Line breaks of every kind,
    /// control and format characters (bidi overrides, zero-width spaces,
    /// BOM), spaces other than U+0020, private-use and unassigned scalars are
    /// written as `\u{…}`, so the source shows what the string holds and no
    /// character can end the line or reorder how it reads. Other text,
    /// Chinese and emoji included, stays as it is. (Swift strings cannot
    /// hold lone surrogates, so none can reach here.)
    ///
    /// - Parameter text: Any text.
    /// - Returns: The literal, quotes included, on one line.
    public static func string(_ text: String) -> String {
        // Most spec text is printable ASCII with nothing to escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) {
            return "\"" + text + "\""
        }
        var literal = "\""
        // Whether the last thing written is a scalar of the text itself: a
        // combining mark or joiner after the quote or an escape would draw
        // onto the `"` or `}` and hide it, so it is escaped there.
        var afterRawScalar = false
        for scalar in text.unicodeScalars {
            if let escape = shortEscapes[scalar] {
                literal += escape
                afterRawScalar = false
            } else if needsEscape(scalar) || (!afterRawScalar && attachesToPrevious(scalar)) {
                literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                afterRawScalar = false
            } else {
                literal.unicodeScalars.append(scalar)
                afterRawScalar = true
            }
        }
        return literal + "\""
    }

    /// An integer literal: `42`, `-7`, `-9223372036854775808` (Swift reads
    /// `Int.min` written out as one literal).
    ///
    /// - Parameter value: Any integer.
    /// - Returns: Its decimal digits, with `-` when negative.
    public static func int<Value: BinaryInteger>(_ value: Value) -> String { String(value) }

    /// The shortest literal that reads back as exactly `value`: `1.0`,
    /// `0.1`, `1e-05`, `1e+20`, `-0.0`, `1.7976931348623157e+308`.
    ///
    /// `nil` for infinities and NaN, which have no literal, and for
    /// subnormal values (below `2.2250738585072014e-308` in size, not zero):
    /// Swift warns that their literals "underflow and lose precision", in
    /// decimal and in exact hex alike (`0x3p-1074`), and `Double(…)` would not
    /// do as a raw value. The plan stage reports all three as spec errors.
    ///
    /// - Parameter value: The number.
    /// - Returns: The literal, or nil for a value that has none.
    public static func double(_ value: Double) -> String? {
        guard value.isFinite, !value.isSubnormal else { return nil }
        // `description` is the shortest round-tripping form, and always has
        // a `.` or an exponent, so it never reads as an integer literal.
        return value.description
    }

    /// `true` or `false`.
    ///
    /// - Parameter value: The Boolean.
    /// - Returns: Its literal.
    public static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    private static let shortEscapes: [Unicode.Scalar: String] = [
        "\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0",
    ]

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{200C}" || scalar == "\u{200D}" { return false }  // joiners in emoji and scripts
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return false
        }
    }

    private static func attachesToPrevious(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{200C}" || scalar == "\u{200D}" { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}

extension SwiftLiteral {
    /// `#"…"#` for text with quotes and backslashes of its own, such as
    /// JSON, so it reads as it is; with as many `#` as it takes that the
    /// text cannot end the literal. Text that needs an escape (a line
    /// break, a control or format character) gets `string(_:)`.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The literal, on one line.
    public static func raw(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" }),
            string(text) == "\""
                + text.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"") + "\""
        else { return string(text) }
        let hashes = delimiter(for: text)
        return hashes + "\"" + text + "\"" + hashes
    }

    /// Lines of text as a multi-line `#"""…"""#` literal whose lines start
    /// `indent` spaces in; one line gets `raw(_:)`. The lines must need no
    /// escape, as `OrderedJSON.formatted` writes them.
    ///
    /// - Parameters:
    ///   - lines: The lines, without line breaks; a line with a control character gives a literal that
    ///     does not compile or holds other text.
    ///   - indent: The number of spaces before each line and the closing delimiter.
    /// - Returns: The literal, its lines joined with `\n`; no line break after the closing delimiter.
    public static func rawLines(_ lines: [String], indent: Int) -> String {
        guard lines.count > 1 else { return raw(lines.first ?? "") }
        let hashes = delimiter(for: lines.joined(separator: "\n"))
        let pad = String(repeating: " ", count: indent)
        return hashes + "\"\"\"\n" + lines.map { pad + $0 + "\n" }.joined() + pad + "\"\"\"" + hashes
    }

    /// Whether a multi-line raw literal can hold `text` as it is, through the renderer's tidying of lines: its
    /// scalars need no escape but line feeds, no line starts with a mark that would draw onto the indentation
    /// or ends in a space (which tidying drops), and no two lines in a row are empty (which it makes one).
    ///
    /// - Parameter text: Any text.
    /// - Returns: Whether ``SwiftExpression/text(_:)`` can write it.
    public static func isPlain(_ text: String) -> Bool {
        var previousEmpty = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty && previousEmpty { return false }
            previousEmpty = line.isEmpty
            if line.last == " " || line.unicodeScalars.first.map(attachesToPrevious) == true { return false }
            let needsNoEscape = line.unicodeScalars.allSatisfy { scalar in
                scalar == "\"" || scalar == "\\" || (shortEscapes[scalar] == nil && !needsEscape(scalar))
            }
            if !needsNoEscape { return false }
        }
        return true
    }

    /// The lines of a multi-line literal holding `text` exactly: its own lines, each longer than `width`
    /// characters cut after its last comma past two thirds of the width (else at the width) and continued on the
    /// next line. A text ending in a line feed ends with an empty line, which the literal's last line break
    /// before its closing quotes does not count.
    static func continuedLines(of text: String, width: Int = 80) -> [(text: String, continued: Bool)] {
        var lines: [(text: String, continued: Bool)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = Substring(line)
            while rest.count > width {
                let piece = rest.prefix(width)
                let cut =
                    piece.lastIndex(of: ",").flatMap { comma in
                        piece.distance(from: piece.startIndex, to: comma) >= width * 2 / 3
                            ? piece.index(after: comma) : nil
                    } ?? piece.endIndex
                lines.append((String(rest[..<cut]), true))
                rest = rest[cut...]
            }
            lines.append((String(rest), false))
        }
        return lines
    }

    /// Enough `#` that nothing in `text` ends a raw literal or starts an escape.
    static func delimiter(for text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return hashes
    }
}
