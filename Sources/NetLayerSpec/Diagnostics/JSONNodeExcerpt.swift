/// The excerpt of a diagnostic on a line too long to show, when the line is
/// JSON (a minified OpenAPI document is one line): the node the location
/// names, pretty-printed a member to a line and cut, with a caret under the
/// node. A node that is a string, number or literal is shown in the object
/// or array that holds it, so the caret has a key beside it; a container is
/// shown itself, with its key. Nil when the text at the location does not
/// read as JSON (a YAML flow mapping, a plain scalar): the caller shows a
/// window of the line instead.
struct JSONNodeExcerpt {
    /// The most columns a printed line takes, the `…` of a cut line included.
    let width: Int
    /// The most members shown of an object or array.
    let maxMembers: Int

    private let text: [Unicode.Scalar]

    init(line: [Unicode.Scalar], width: Int, maxMembers: Int = 6) {
        self.text = line
        self.width = width
        self.maxMembers = maxMembers
    }

    /// The excerpt's lines, the caret's among them, for the node starting at `offset` (0-based).
    func lines(at offset: Int) -> [String]? {
        guard text.indices.contains(offset), skipValue(offset) != nil else { return nil }
        if text[offset] == "{" || text[offset] == "[" {
            let key = keyBefore(offset)
            let prefix = key.map { "\(quoted($0)): " } ?? ""
            return block(container: offset, firstLine: prefix, marked: nil)
        }
        guard let container = enclosingContainer(of: offset) else { return nil }
        return block(container: container, firstLine: "", marked: offset)
    }

    // MARK: - Layout

    /// `container` a member to a line: the caret under the member whose value
    /// starts at `marked`, or under the opening bracket when `marked` is nil.
    private func block(container: Int, firstLine prefix: String, marked: Int?) -> [String]? {
        guard let members = members(of: container) else { return nil }
        let open = String(text[container])
        let close = open == "{" ? "}" : "]"
        if members.isEmpty {
            return [cut(prefix + open + close), caret(prefix.count)]
        }
        var out = [cut(prefix + open)]
        if marked == nil { out.append(caret(prefix.count)) }
        let markedIndex = marked.flatMap { offset in members.firstIndex { $0.value == offset } }
        if marked != nil, markedIndex == nil { return nil }
        // A window of members around the marked one (the first ones for a container).
        let first = max(0, min((markedIndex ?? 0) - maxMembers / 2, members.count - maxMembers))
        let shown = first..<min(members.count, first + maxMembers)
        if first > 0 { out.append("  …") }
        for index in shown {
            let member = members[index]
            let key = member.key.map { "\(quoted($0)): " } ?? ""
            let comma = index < members.count - 1 ? "," : ""
            out.append(cut("  " + key + compact(member.value, limit: width) + comma))
            if index == markedIndex { out.append(caret(min(2 + key.count, width - 1))) }
        }
        if shown.upperBound < members.count { out.append("  …") }
        out.append(close)
        return out
    }

    private func caret(_ column: Int) -> String { String(repeating: " ", count: column) + "^" }

    private func cut(_ line: String) -> String {
        let scalars = line.unicodeScalars
        guard scalars.count > width else { return line }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars.prefix(width - 1))
        return String(kept) + "…"
    }

    private func quoted(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: text[range])
        return String(view)
    }

    /// The value at `start` on one line with a space after each `:` and `,`,
    /// stopping once it is longer than `limit`.
    private func compact(_ start: Int, limit: Int) -> String {
        let end = skipValue(start) ?? text.count
        var out = String.UnicodeScalarView()
        var count = 0
        var index = start
        var inString = false
        var escaped = false
        while index < end, count <= limit {
            let scalar = text[index]
            index += 1
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
            } else {
                switch scalar {
                case " ", "\t", "\n", "\r": continue
                case "\"": inString = true
                case ",", ":":
                    out.append(scalar)
                    out.append(" ")
                    count += 2
                    continue
                default: break
                }
            }
            out.append(scalar)
            count += 1
        }
        return String(out)
    }

    // MARK: - Scanning

    /// Each member of the object or array at `start`: its key's text range
    /// (quotes included) for an object, and where its value starts.
    private func members(of start: Int) -> [(key: Range<Int>?, value: Int)]? {
        let isObject = text[start] == "{"
        let close: Unicode.Scalar = isObject ? "}" : "]"
        var members: [(key: Range<Int>?, value: Int)] = []
        var index = skipSpace(start + 1)
        if index < text.count, text[index] == close { return [] }
        while index < text.count {
            var key: Range<Int>?
            if isObject {
                guard text[index] == "\"", let end = skipString(index) else { return nil }
                key = index..<end
                index = skipSpace(end)
                guard index < text.count, text[index] == ":" else { return nil }
                index = skipSpace(index + 1)
            }
            guard let end = skipValue(index) else { return nil }
            members.append((key, index))
            index = skipSpace(end)
            guard index < text.count else { return nil }
            if text[index] == close { return members }
            guard text[index] == "," else { return nil }
            index = skipSpace(index + 1)
        }
        return nil
    }

    private func skipSpace(_ start: Int) -> Int {
        var index = start
        while index < text.count,
            text[index] == " " || text[index] == "\t" || text[index] == "\n" || text[index] == "\r"
        {
            index += 1
        }
        return index
    }

    /// The index after the string whose opening quote is at `start`.
    private func skipString(_ start: Int) -> Int? {
        var index = start + 1
        while index < text.count {
            switch text[index] {
            case "\\": index += 2
            case "\"": return index + 1
            default: index += 1
            }
        }
        return nil
    }

    /// The index after the value at `start`; nil when no JSON value starts there or it is not closed.
    private func skipValue(_ start: Int) -> Int? {
        guard start < text.count else { return nil }
        switch text[start] {
        case "\"":
            return skipString(start)
        case "{", "[":
            var depth = 0
            var index = start
            while index < text.count {
                switch text[index] {
                case "\"":
                    guard let end = skipString(index) else { return nil }
                    index = end
                    continue
                case "{", "[": depth += 1
                case "}", "]":
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return nil
        case "-", "0"..."9", "t", "f", "n":
            var index = start
            while index < text.count, Self.isLiteral(text[index]) { index += 1 }
            let word = String(String.UnicodeScalarView(text[start..<index]))
            guard word == "true" || word == "false" || word == "null" || Double(word) != nil else { return nil }
            return index
        default:
            return nil
        }
    }

    private static func isLiteral(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "+", ".": return true
        default: return false
        }
    }

    /// The key of the member whose value starts at `start`: `"key": ` written before it.
    private func keyBefore(_ start: Int) -> Range<Int>? {
        var index = start - 1
        while index >= 0, text[index] == " " || text[index] == "\t" { index -= 1 }
        guard index >= 0, text[index] == ":" else { return nil }
        index -= 1
        while index >= 0, text[index] == " " || text[index] == "\t" { index -= 1 }
        guard index >= 0, text[index] == "\"" else { return nil }
        let end = index + 1
        guard let open = openingQuote(of: index) else { return nil }
        return open..<end
    }

    /// The opening quote of the string whose closing quote is at `close`.
    private func openingQuote(of close: Int) -> Int? {
        var index = close - 1
        while index >= 0 {
            if text[index] == "\"", !isEscaped(index) { return index }
            index -= 1
        }
        return nil
    }

    /// Whether the quote at `index` follows an odd number of backslashes.
    private func isEscaped(_ index: Int) -> Bool {
        var count = 0
        var back = index - 1
        while back >= 0, text[back] == "\\" {
            count += 1
            back -= 1
        }
        return count % 2 == 1
    }

    /// The object or array that holds the value at `start`, found walking
    /// back over whole strings (a quote inside a string is escaped, so the
    /// walk can tell strings from the text between them).
    private func enclosingContainer(of start: Int) -> Int? {
        var depth = 0
        var index = start - 1
        while index >= 0 {
            switch text[index] {
            case "\"":
                guard !isEscaped(index), let open = openingQuote(of: index) else { return nil }
                index = open
            case "}", "]": depth += 1
            case "{", "[":
                if depth == 0 { return index }
                depth -= 1
            default: break
            }
            index -= 1
        }
        return nil
    }
}
