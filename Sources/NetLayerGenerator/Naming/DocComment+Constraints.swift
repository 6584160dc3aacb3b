import NetLayerSpec

extension DocComment {
    /// A field's comment: its summary, then the sentence of its constraints (``ValueRules/summary()``), so that
    /// a reader of the generated code sees the limits the server holds the value to.
    ///
    /// The sentence follows the summary's last line, after a full stop the summary is given when it has none;
    /// after code (an indented last line) it starts a paragraph of its own. Without constraints the comment is
    /// the summary's alone, as before they were shown.
    static func comment(_ text: String?, constraints: Constraints?) -> CommentLines {
        guard let sentence = constraints?.valueRules.summary() else { return docLines(text) }
        var lines = textLines(text ?? "")
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        if let last = lines.last, !last.hasPrefix(" ") {
            lines[lines.count - 1] = ended(last) + " " + sentence
        } else {
            lines += lines.isEmpty ? [sentence] : ["", sentence]
        }
        return comment(lines.joined(separator: "\n"))
    }

    /// `text` ending in a full stop, a question or an exclamation mark, so that a sentence can follow it.
    static func ended(_ text: String) -> String {
        text.last.map { ".!?".contains($0) } == true ? text : text + "."
    }
}
