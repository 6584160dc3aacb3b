/// Spec text written as `///` doc comment lines that nothing in the text can
/// end early or turn into code.
///
/// A `///` comment ends only at a line break, so every break the text may
/// hold (`\n`, `\r\n`, `\r`, vertical tab, form feed, NEL, U+2028, U+2029)
/// starts a new `///` line. Control characters (a NUL draws a compiler
/// warning), and format characters (bidi overrides could make the comment
/// read as code, or code as comment) are dropped; the joiners emoji and some
/// scripts need are kept. `*/` needs nothing: it means nothing in a `///`
/// comment.
public enum DocComment {
    /// One `indent + "/// " + line` per line of `text`, trailing whitespace
    /// trimmed, inner empty lines kept as `indent + "///"`. Empty lines at
    /// the start and end are dropped, so text that is empty or blank gives
    /// no lines. `indent` comes from the template, not the spec, and must be
    /// spaces and tabs only.
    ///
    /// - Parameters:
    ///   - text: The spec's text, any characters; lines longer than ``width`` are broken at spaces.
    ///   - indent: Spaces and tabs to put before each `///`; anything else stops the program (a precondition).
    /// - Returns: The comment's lines, without line breaks; none for blank text.
    public static func lines(_ text: String, indent: String = "") -> [String] {
        precondition(indent.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }, "indent must be blank")
        var lines = textLines(text).flatMap { wrapped($0, width: width) }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.isEmpty ? indent + "///" : indent + "/// " + $0 }
    }

    /// ``lines(_:indent:)`` joined with `\n`, without a final line break;
    /// empty for blank text.
    ///
    /// - Parameters:
    ///   - text: The spec's text, any characters.
    ///   - indent: Spaces and tabs to put before each `///`; anything else stops the program (a precondition).
    /// - Returns: The comment's lines joined with `\n`.
    public static func render(_ text: String, indent: String = "") -> String {
        lines(text, indent: indent).joined(separator: "\n")
    }

    /// A `- Parameters:` list in DocC's form:
    ///
    ///     /// - Parameters:
    ///     ///   - name: First line of the summary.
    ///     ///     Further lines, indented under it.
    ///
    /// `name` is the Swift parameter name; backticks around it are removed,
    /// as DocC names parameters without them. No lines for no parameters.
    ///
    /// - Parameters:
    ///   - parameters: Each parameter's Swift name and the spec's summary of it, in order.
    ///   - indent: Spaces and tabs to put before each `///`; anything else stops the program (a precondition).
    /// - Returns: The list's lines, without line breaks; none when `parameters` is empty.
    public static func parameterLines(_ parameters: [(name: String, summary: String)], indent: String = "")
        -> [String]
    {
        guard !parameters.isEmpty else { return [] }
        precondition(indent.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }, "indent must be blank")
        var result = [indent + "/// - Parameters:"]
        for parameter in parameters {
            var name = parameter.name
            if name.count > 1, name.hasPrefix("`"), name.hasSuffix("`") { name = String(name.dropFirst().dropLast()) }
            // A name is one line, whatever it holds.
            name = textLines(name).filter { !$0.isEmpty }.joined(separator: " ")
            // The first line follows `- name: `; the rest are indented under it.
            var summary = textLines(parameter.summary).flatMap { wrapped($0, width: width - 6 - name.count) }
            while summary.first?.isEmpty == true { summary.removeFirst() }
            while summary.last?.isEmpty == true { summary.removeLast() }
            let head = summary.isEmpty ? "" : " " + summary.removeFirst()
            result.append(indent + "///   - " + name + ":" + head)
            result += summary.map { $0.isEmpty ? indent + "///" : indent + "///     " + $0 }
        }
        return result
    }

    /// A summary, then an empty `///` line, then its parameters: a whole doc
    /// comment for a function.
    ///
    /// - Parameters:
    ///   - text: The function's summary, any characters.
    ///   - parameters: Each parameter's Swift name and summary, in order.
    ///   - indent: Spaces and tabs to put before each `///`; anything else stops the program (a precondition).
    /// - Returns: The comment's lines; no empty `///` line between them when either part is empty.
    public static func lines(_ text: String, parameters: [(name: String, summary: String)], indent: String = "")
        -> [String]
    {
        let summary = lines(text, indent: indent)
        let parameters = parameterLines(parameters, indent: indent)
        if summary.isEmpty || parameters.isEmpty { return summary + parameters }
        return summary + [indent + "///"] + parameters
    }

    /// The text of a doc line at most: with `    /// ` before it, a member's
    /// doc fits in 120 columns.
    public static let width = 112

    /// A line broken at spaces into lines of at most `width` characters; a
    /// word longer than that (a URL) keeps a line of its own. An indented
    /// line (code in the doc) is kept whole.
    static func wrapped(_ line: String, width: Int) -> [String] {
        guard line.count > width, !line.hasPrefix(" ") else { return [line] }
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: true) {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The lines of `text`, split at every line break, cleaned and with
    /// trailing whitespace trimmed.
    static func textLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && afterCarriageReturn {
                afterCarriageReturn = false  // the second half of CRLF
                continue
            }
            afterCarriageReturn = scalar == "\r"
            if lineBreaks.contains(scalar) {
                lines.append(trimmingTrailingWhitespace(current))
                current = String.UnicodeScalarView()
            } else if keeps(scalar) {
                current.append(scalar)
            }
        }
        lines.append(trimmingTrailingWhitespace(current))
        return lines
    }

    private static let lineBreaks: Set<Unicode.Scalar> = [
        "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
    ]

    private static func keeps(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII, nearly all spec text, without the property lookup.
        if scalar.value >= 0x20 && scalar.value < 0x7F { return true }
        if scalar == "\t" || scalar == "\u{200C}" || scalar == "\u{200D}" { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate: return false
        default: return true
        }
    }

    private static func trimmingTrailingWhitespace(_ scalars: String.UnicodeScalarView) -> String {
        var scalars = scalars
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}

/// `///` lines for a summary; none for no summary.
func docLines(_ text: String?) -> [String] {
    text.map { DocComment.lines($0) } ?? []
}
