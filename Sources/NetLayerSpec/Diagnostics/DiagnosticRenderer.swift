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
        // Each file's lines are found once, however many diagnostics point into it.
        var lines: [String: LineIndex] = [:]
        return diagnostics.map { render($0, lines: &lines) }.joined()
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var lines: [String: LineIndex] = [:]
        return render(diagnostic, lines: &lines)
    }

    private func render(_ diagnostic: Diagnostic, lines: inout [String: LineIndex]) -> String {
        var out = diagnostic.description + "\n"
        if showsSourceLines, let location = diagnostic.location, let text = sources[location.file] {
            if lines[location.file] == nil { lines[location.file] = LineIndex(text) }
            if let line = lines[location.file]?.line(location.line, of: text),
                let excerpt = excerpt(line, at: location)
            {
                out += excerpt
            }
        }
        for note in diagnostic.notes {
            out += render(note, lines: &lines)
        }
        return out
    }

    /// Lines longer than this are shown as a window around the column.
    static let maxExcerptWidth = 100

    /// The source line and a caret under the column; nothing for an empty
    /// line or one that is not printable text.
    private func excerpt(_ line: String, at location: SourceLocation) -> String? {
        guard !line.isEmpty,
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
}

/// Where each line of a text starts and ends, by UTF-8 offset, found in one
/// pass over the bytes: a spec or document of megabytes gets its excerpts
/// without walking its characters from the start for each diagnostic. The
/// line breaks are those of `Character.isNewline`: `\n`, `\r`, `\r\n`, VT,
/// FF, U+0085, U+2028 and U+2029.
struct LineIndex {
    private var lines: [Range<Int>] = []

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var start = 0
        var index = 0
        while index < bytes.count {
            var breakLength = 0
            switch bytes[index] {
            case 0x0A, 0x0B, 0x0C: breakLength = 1
            case 0x0D: breakLength = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: breakLength = 2
            case 0xE2
            where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                breakLength = 3
            default: break
            }
            if breakLength > 0 {
                lines.append(start..<index)
                index += breakLength
                start = index
            } else {
                index += 1
            }
        }
        lines.append(start..<bytes.count)
    }

    /// Line `number` (1-based) of `text`, the text this index was made of.
    func line(_ number: Int, of text: String) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        let range = lines[number - 1]
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let end = utf8.index(start, offsetBy: range.count)
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }
}
