/// Prints diagnostics like swiftc: the headline, the offending source line
/// and a caret under the column, then any notes.
public struct DiagnosticRenderer: Sendable {
    /// The text of each file by path, for the source excerpt; a file missing
    /// here is printed without one.
    public var sources: [String: String]
    public var showsSourceLines: Bool

    public init(sources: [String: String], showsSourceLines: Bool = true) {
        self.sources = sources
        self.showsSourceLines = showsSourceLines
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var out = diagnostic.description + "\n"
        if showsSourceLines, let location = diagnostic.location, let excerpt = excerpt(at: location) {
            out += excerpt
        }
        for note in diagnostic.notes {
            out += render(note)
        }
        return out
    }

    /// Lines longer than this are shown as a window around the column.
    static let maxExcerptWidth = 100

    /// The source line and a caret under the column; nothing for an empty
    /// line or one that is not printable text.
    private func excerpt(at location: SourceLocation) -> String? {
        guard let line = sourceLine(location), !line.isEmpty,
            !line.unicodeScalars.contains(where: { $0 == "\u{FFFD}" || ($0.value < 0x20 && $0 != "\t") })
        else { return nil }
        var characters = Array(line)
        var column = min(max(location.column - 1, 0), characters.count)
        var prefix = ""
        if characters.count > Self.maxExcerptWidth {
            let start = max(0, min(column - Self.maxExcerptWidth / 2, characters.count - Self.maxExcerptWidth))
            characters = Array(characters[start..<(start + Self.maxExcerptWidth)])
            column -= start
            prefix = start > 0 ? "…" : ""
        }
        let padding = (prefix.isEmpty ? "" : " ") + characters.prefix(column).map { $0 == "\t" ? "\t" : " " }.joined()
        return prefix + String(characters) + "\n" + padding + "^\n"
    }

    private func sourceLine(_ location: SourceLocation) -> String? {
        guard let text = sources[location.file], location.line >= 1 else { return nil }
        var current = 1
        var start = text.startIndex
        while current < location.line {
            guard let newline = text[start...].firstIndex(where: \.isNewline) else { return nil }
            start = text.index(after: newline)
            current += 1
        }
        let end = text[start...].firstIndex(where: \.isNewline) ?? text.endIndex
        return String(text[start..<end])
    }
}
