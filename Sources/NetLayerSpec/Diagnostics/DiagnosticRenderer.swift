/// Prints diagnostics like swiftc: the headline, the offending source line
/// and a caret under the column, then any notes.
public struct DiagnosticRenderer: Sendable {
    /// The text of each file by path, for the source excerpt; a file missing
    /// here is printed without one.
    public var sources: [String: String]
    /// Whether each diagnostic is followed by its source line and a caret (the default); off for output that
    /// tools parse line by line.
    public var showsSourceLines: Bool

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - sources: The text of each file by path; a file missing here is printed without an excerpt.
    ///   - showsSourceLines: Whether to print the source line and a caret under each diagnostic.
    public init(sources: [String: String], showsSourceLines: Bool = true) {
        self.sources = sources
        self.showsSourceLines = showsSourceLines
    }

    /// Renders the diagnostics in the order given, each with its notes.
    ///
    /// - Parameter diagnostics: The findings to print; sort them first (``Diagnostics/sorted(fileOrder:)``).
    /// - Returns: The text to write to standard error, each line ending in a newline; empty for no diagnostics.
    public func render(_ diagnostics: some Sequence<Diagnostic>) -> String {
        // Each file's lines are found once, however many diagnostics point into it.
        var cache = Cache()
        return diagnostics.map { render($0, cache: &cache) }.joined()
    }

    /// Renders one diagnostic and its notes.
    ///
    /// - Parameter diagnostic: The finding to print.
    /// - Returns: The headline, the source excerpt when shown, then the notes, each line ending in a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var cache = Cache()
        return render(diagnostic, cache: &cache)
    }

    /// What one `render` call keeps between diagnostics.
    struct Cache {
        var lines: [String: LineIndex] = [:]
        /// The last long line read, as scalars: a minified document's diagnostics are all on its one line.
        var longLine: (file: String, line: Int, scalars: [Unicode.Scalar])?
    }

    private func render(_ diagnostic: Diagnostic, cache: inout Cache) -> String {
        render(headline: diagnostic.description, at: diagnostic.location, notes: diagnostic.notes, cache: &cache)
    }

    /// A headline (`file:line:column: kind: message`), the source excerpt at `location` when shown, then the
    /// notes: a diagnostic's form, which `netlayer diff`'s changes take too.
    func render(headline: String, at location: SourceLocation?, notes: [Diagnostic], cache: inout Cache) -> String {
        var out = headline + "\n"
        if showsSourceLines, let location, let text = sources[location.file] {
            if cache.lines[location.file] == nil { cache.lines[location.file] = LineIndex(text) }
            if let line = cache.lines[location.file]?.line(location.line, of: text),
                let excerpt = excerpt(line, at: location, cache: &cache)
            {
                out += excerpt
            }
        }
        // An imported document's node, by JSON pointer: on a minified document, the line says nothing.
        if let pointer = location?.pointer {
            out += "note: at \(pointer)\n"
        }
        for note in notes {
            out += render(note, cache: &cache)
        }
        return out
    }

    /// The width of an excerpt: a longer line is shown as the JSON node at the
    /// column (a minified document), else as a window around the column.
    public static let maxExcerptWidth = 100

    /// The source line and a caret under the column; nothing for an empty
    /// line or one that is not printable text.
    private func excerpt(_ line: String, at location: SourceLocation, cache: inout Cache) -> String? {
        guard !line.isEmpty,
            !line.unicodeScalars.contains(where: { $0 == "\u{FFFD}" || ($0.value < 0x20 && $0 != "\t") })
        else { return nil }
        if line.utf8.count > Self.maxExcerptWidth, let node = nodeExcerpt(line, at: location, cache: &cache) {
            return node
        }
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

    /// The JSON node at the location of a long line, pretty-printed and cut;
    /// nil when the line is not that long or the text there is not JSON.
    private func nodeExcerpt(_ line: String, at location: SourceLocation, cache: inout Cache) -> String? {
        let scalars: [Unicode.Scalar]
        if let long = cache.longLine, long.file == location.file, long.line == location.line {
            scalars = long.scalars
        } else {
            scalars = Array(line.unicodeScalars)
            cache.longLine = (location.file, location.line, scalars)
        }
        // Columns count scalars, as libyaml does.
        guard scalars.count > Self.maxExcerptWidth,
            let lines = JSONNodeExcerpt(line: scalars, width: Self.maxExcerptWidth).lines(at: location.column - 1)
        else { return nil }
        return lines.map { $0 + "\n" }.joined()
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
