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
    /// spaces and tabs only. Lines are not broken here: where a line lands
    /// decides how much room it has, so the generator breaks them after
    /// rendering, at the line limit.
    ///
    /// - Parameters:
    ///   - text: The spec's text, any characters.
    ///   - indent: Spaces and tabs to put before each `///`; anything else stops the program (a precondition).
    /// - Returns: The comment's lines, without line breaks; none for blank text.
    public static func lines(_ text: String, indent: String = "") -> [String] {
        plain(summary(text), indent: indent)
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
        plain(parameterList(parameters), indent: indent)
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
        plain(comment(text, parameters: parameters), indent: indent)
    }

    /// The comment for a plan: each line's text marked for ``LineBreaking`` to
    /// fill where the template puts it.
    static func comment(_ text: String) -> CommentLines {
        summary(text)
    }

    /// ``comment(_:)`` for a function: its summary, an empty `///` line, its `- Parameters:` list.
    static func comment(_ text: String, parameters: [(name: String, summary: String)]) -> CommentLines {
        let summary = summary(text)
        let list = parameterList(parameters)
        if summary.isEmpty || list.isEmpty { return summary + list }
        return summary + .emptyLine + list
    }

    /// The items of a `- Parameters:` list, without its header: more
    /// parameters for a comment that has the list already.
    static func parameterItems(_ parameters: [(name: String, summary: String)]) -> CommentLines {
        var result = CommentLines()
        for parameter in parameters {
            var name = parameter.name
            if name.count > 1, name.hasPrefix("`"), name.hasSuffix("`") { name = String(name.dropFirst().dropLast()) }
            // A name is one line, whatever it holds.
            name = textLines(name).filter { !$0.isEmpty }.joined(separator: " ")
            var summary = trimmed(textLines(parameter.summary))
            // The first line follows `- name: `; the rest hang under the name.
            let head = summary.isEmpty ? "" : " " + summary.removeFirst()
            result.append(lead: "///   - ", text: name + ":" + head)
            for line in summary { result.append(lead: "///     ", text: line) }
        }
        return result
    }

    /// A lone parameter in DocC's short form, `- Parameter name: summary`.
    static func parameter(_ name: String, _ summary: String) -> CommentLines {
        var result = CommentLines()
        // Continued lines hang under `Parameter`, as under a list item's name.
        let summary = sentence(summary)
        result.append(
            lead: "/// - ", text: "Parameter " + sentence(name) + ":" + (summary.isEmpty ? "" : " " + summary))
        return result
    }

    /// The text's lines on one line, joined with spaces, for a sentence
    /// that more text follows: cleaned as a comment's lines are, without the
    /// blank ones and the indentation.
    static func sentence(_ text: String) -> String {
        textLines(text).map { $0.drop { $0 == " " || $0 == "\t" } }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The comment's lines for ``comment(_:)``: the spec's lines, blank ones
    /// at either end dropped.
    private static func summary(_ text: String) -> CommentLines {
        var result = CommentLines()
        for line in trimmed(textLines(text)) { result.append(lead: "/// ", text: line) }
        return result
    }

    /// `- Parameters:` and an item for each parameter; nothing for none, as DocC wants no empty list.
    private static func parameterList(_ parameters: [(name: String, summary: String)]) -> CommentLines {
        guard !parameters.isEmpty else { return CommentLines() }
        var result = CommentLines()
        result.append(lead: "/// ", text: "- Parameters:")
        return result + parameterItems(parameters)
    }

    /// The lines as the public functions give them, whole and unmarked.
    private static func plain(_ comment: CommentLines, indent: String) -> [String] {
        precondition(indent.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }, "indent must be blank")
        return comment.plain.map { indent + $0 }
    }

    /// The lines without the empty ones at the start and end.
    private static func trimmed(_ lines: [String]) -> [String] {
        var lines = lines[...]
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return Array(lines)
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

/// The comment for a summary; none for no summary.
func docLines(_ text: String?) -> CommentLines {
    text.map { DocComment.comment($0) } ?? CommentLines()
}
