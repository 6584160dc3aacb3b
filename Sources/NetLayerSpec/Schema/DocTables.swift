import Foundation

/// The key tables of a Markdown document (docs/spec-format.md,
/// docs/generator.md): for each heading, the rows of the first table under
/// it, by key. The JSON Schema takes its descriptions from them, so the
/// editor says what the documentation says.
struct DocTables {
    struct Row {
        var meaning: String
        var value: String?
        var defaultValue: String?
    }

    private var tables: [String: [String: Row]] = [:]

    init(markdown: String) {
        var heading = ""
        var columns: [String]?
        var inCode = false
        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            // A `#` in a code block is a comment, not a heading.
            if line.hasPrefix("```") { inCode.toggle() }
            if inCode || line.hasPrefix("```") {
                columns = nil
                continue
            }
            if line.hasPrefix("#") {
                heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                columns = nil
                continue
            }
            guard line.hasPrefix("|") else {
                columns = nil
                continue
            }
            let cells = Self.cells(line)
            guard let header = columns else {
                // A table's first row names its columns; the first table under a heading counts.
                if tables[heading] == nil, cells.first == "key" { columns = cells } else { columns = [] }
                continue
            }
            guard !header.isEmpty, cells.count == header.count, !cells[0].hasPrefix("---"),
                let key = Self.key(cells[0])
            else { continue }
            func cell(_ name: String) -> String? { header.firstIndex(of: name).map { Self.plain(cells[$0]) } }
            guard let meaning = cell("meaning") else { continue }
            tables[heading, default: [:]][key] = Row(
                meaning: meaning, value: cell("value") ?? cell("allowed values"), defaultValue: cell("default"))
        }
    }

    /// The rows under `heading` (its text without `#`), by key.
    func rows(under heading: String) -> [String: Row]? { tables[heading] }

    private static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in line.dropFirst() {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        return cells
    }

    /// The key a row documents: the first `code` span of its first cell.
    private static func key(_ cell: String) -> String? {
        guard let open = cell.firstIndex(of: "`") else { return nil }
        let rest = cell[cell.index(after: open)...]
        guard let close = rest.firstIndex(of: "`") else { return nil }
        return String(rest[..<close])
    }

    /// Markdown links reduced to their text: `[type](#types)` → `type`.
    private static func plain(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]"),
            rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "(",
            let end = rest[close...].firstIndex(of: ")")
        {
            out += rest[..<open]
            out += rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }
}
