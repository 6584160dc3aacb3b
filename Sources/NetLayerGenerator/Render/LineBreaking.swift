/// The step that decides where rendered lines break, once the column of
/// everything is known.
///
/// Templates and expressions mark what may break, and nothing else: a list
/// (from a template's `{{#wrap(name)}}` or an expression's arguments and
/// elements), a choice between a one-line and a several-line form (a
/// raw string), and doc comment text to fill (``CommentLines``). A line
/// that fits in ``LineLength/limit`` columns keeps every list on it; a
/// longer one breaks its first outermost list, one item a
/// line four spaces deeper, each but the last followed by `,` (each, in an
/// array or dictionary literal, as swift-format writes them), and what
/// followed the list on a line of its own; the lines that come out are laid
/// out the same way. So an overriding template keeps the 120-column promise
/// wherever it marks its lists. Comment text goes on its line while words
/// fit, the rest on lines that repeat the comment's `///` and start at the
/// column the text did.
enum LineBreaking {
    /// The marks: control characters no rendered text has, since values
    /// lose them before they reach the output (``appendStripped(_:to:)``),
    /// and a comment's text, which ``DocComment`` cleans, never had them.
    enum Mark {
        static let list: UInt8 = 0x1
        static let separator: UInt8 = 0x2
        static let end: UInt8 = 0x3
        /// A list broken one item a line whether or not it fits.
        static let brokenList: UInt8 = 0x4
        static let choice: UInt8 = 0x5
        /// Between a choice's one-line form and its several-line form.
        static let otherwise: UInt8 = 0x6
        /// A line break in a choice's several-line form; the lines after it
        /// start four spaces deeper than the line the choice is on.
        static let lineBreak: UInt8 = 0x7
        static let choiceEnd: UInt8 = 0x8
        /// The elements of an array or dictionary literal: broken, the last one keeps its comma too.
        static let collection: UInt8 = 0xE
        static let brokenCollection: UInt8 = 0xF
        /// Where a doc comment's text starts: the words after it fill lines
        /// to the limit, each further line led by the text before it up to
        /// its last `/` and spaces to the mark's column, so a parameter's
        /// summary hangs under its name.
        static let fill: UInt8 = 0x10
        /// A JSON array's or object's items: broken, they go two spaces
        /// deeper, as JSON is laid out, and the last takes no comma.
        static let json: UInt8 = 0x11
        /// ``json`` broken whether or not it fits: the outermost value of a
        /// literal that has lines at all.
        static let brokenJSON: UInt8 = 0x12

        static func isMark(_ byte: UInt8) -> Bool { (byte >= 1 && byte <= 8) || (byte >= 0xE && byte <= 0x12) }

        static func opens(_ byte: UInt8) -> Bool {
            byte == list || byte == brokenList || byte == collection || byte == brokenCollection || byte == json
                || byte == brokenJSON
        }

        static func mustBreak(_ byte: UInt8) -> Bool {
            byte == brokenList || byte == brokenCollection || byte == brokenJSON
        }

        /// The mark as text, for ``SwiftExpression`` and the template engine to write.
        static func text(_ mark: UInt8) -> String { String(UnicodeScalar(mark)) }
    }

    private static let space = UInt8(ascii: " ")
    private static let comma = UInt8(ascii: ",")

    static func apply(_ text: String, limit: Int = LineLength.limit) -> String {
        String(decoding: apply(Array(text.utf8), limit: limit), as: UTF8.self)
    }

    /// The rendered bytes with every marked line laid out; the lines
    /// without marks, most of a file, are copied as they are.
    static func apply(_ text: [UInt8], limit: Int = LineLength.limit) -> [UInt8] {
        guard text.contains(where: Mark.isMark) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var start = 0
        while start <= text.count {
            let end = text[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
            let line = text[start..<end]
            // One pass over a line without marks, most of a file.
            if let first = line.firstIndex(where: Mark.isMark) {
                if let mark = line[first...].firstIndex(of: Mark.fill) {
                    fill(line, at: mark, limit: limit, into: &output)
                } else {
                    lay(Array(line), limit: limit, into: &output)
                }
            } else {
                output.append(contentsOf: line)
            }
            if end < text.count { output.append(UInt8(ascii: "\n")) }
            start = end + 1
        }
        return output
    }

    /// Appends a line of comment text (``Mark/fill`` at `mark`), broken at
    /// spaces where the next word would pass `limit`. A word longer than a
    /// line keeps a line of its own: a URL is not cut.
    private static func fill(_ line: ArraySlice<UInt8>, at mark: Int, limit: Int, into output: inout [UInt8]) {
        let lead = line[..<mark]
        let text = line[(mark + 1)...]
        if lead.contains(where: Mark.isMark) || text.contains(where: Mark.isMark) {
            // Only a template puts other marks here; they mean nothing in a comment.
            let clean = lead.filter { !Mark.isMark($0) }
            let cleaned = clean + [Mark.fill] + text.filter { !Mark.isMark($0) }
            fill(cleaned[...], at: clean.count, limit: limit, into: &output)
            return
        }
        let leadColumns = columns(lead)
        // Most comment lines fit: the line as it is, without the mark.
        if leadColumns + columns(text) <= limit {
            output.append(contentsOf: lead)
            output.append(contentsOf: text)
            return
        }
        let slashes = lead[..<(lead.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? lead.startIndex)]
        let hanging = Array(slashes) + [UInt8](repeating: space, count: leadColumns - columns(slashes))
        let hangingColumns = columns(hanging[...])
        output.append(contentsOf: lead)
        var width = leadColumns
        var empty = true
        for word in text.split(separator: space) {
            let wordColumns = columns(word)
            if !empty, width + 1 + wordColumns > limit {
                output.append(UInt8(ascii: "\n"))
                output.append(contentsOf: hanging)
                width = hangingColumns
                empty = true
            }
            if !empty {
                output.append(space)
                width += 1
            }
            output.append(contentsOf: word)
            width += wordColumns
            empty = false
        }
    }

    /// Appends `text` without marks to rendered bytes: a value a template
    /// writes never adds a mark of its own.
    static func appendStripped(_ text: String, to output: inout [UInt8]) {
        if text.utf8.contains(where: Mark.isMark) {
            output.append(contentsOf: text.utf8.lazy.filter { !Mark.isMark($0) })
        } else {
            output.append(contentsOf: text.utf8)
        }
    }

    /// Lays out one line, appending it and the lines it breaks into to
    /// `output`, a line break between each.
    private static func lay(_ line: [UInt8], limit: Int, into output: inout [UInt8]) {
        var first = true
        lay(line, limit: limit, into: &output, first: &first)
    }

    private static func lay(_ line: [UInt8], limit: Int, into output: inout [UInt8], first: inout Bool) {
        let flatLine = flat(line)
        let fits = columns(flatLine[...]) <= limit
        if fits, !line.contains(where: Mark.mustBreak) {
            append(flatLine, to: &output, first: &first)
            return
        }
        let indent = line.prefix { $0 == space }.count
        if let list = firstBreakableList(in: line, forcedOnly: fits) {
            let deeper = [UInt8](repeating: space, count: indent + (list.isJSON ? 2 : 4))
            var head = Array(line[..<list.start])
            while head.last == space { head.removeLast() }
            lay(head, limit: limit, into: &output, first: &first)
            for (index, item) in list.items.enumerated() {
                let comma = index < list.items.count - 1 || list.isCollection
                lay(deeper + item + (comma ? [Self.comma] : []), limit: limit, into: &output, first: &first)
            }
            let tail = line[(list.end + 1)...].drop { $0 == space }
            if !tail.isEmpty {
                lay([UInt8](repeating: space, count: indent) + tail, limit: limit, into: &output, first: &first)
            }
            return
        }
        if !fits, let choice = firstChoice(in: line) {
            let broken = choice.broken.split(separator: Mark.lineBreak, omittingEmptySubsequences: false)
            let deeper = [UInt8](repeating: space, count: indent + 4)
            var pieces = [Array(line[..<choice.start]) + broken[0]]
            pieces += broken.dropFirst().map { deeper + $0 }
            pieces[pieces.count - 1] += line[(choice.end + 1)...]
            for piece in pieces { lay(piece, limit: limit, into: &output, first: &first) }
            return
        }
        append(flatLine, to: &output, first: &first)
    }

    private static func append(_ line: [UInt8], to output: inout [UInt8], first: inout Bool) {
        if !first { output.append(UInt8(ascii: "\n")) }
        first = false
        output.append(contentsOf: line)
    }

    /// The columns a line without marks takes: one column for each Unicode scalar,
    /// never fewer than the characters it shows.
    private static func columns(_ line: ArraySlice<UInt8>) -> Int {
        // A UTF-8 continuation byte is part of the scalar already counted.
        line.count { $0 & 0xC0 != 0x80 }
    }

    /// The line as it reads when nothing breaks.
    private static func flat(_ line: [UInt8]) -> [UInt8] {
        guard line.contains(where: Mark.isMark) else { return line }
        var text: [UInt8] = []
        text.reserveCapacity(line.count)
        var skipping = 0
        for byte in line {
            switch byte {
            case Mark.separator: if skipping == 0 { text += [comma, space] }
            case Mark.otherwise: skipping += 1
            case Mark.choiceEnd: skipping = max(0, skipping - 1)
            case _ where Mark.isMark(byte): break
            default: if skipping == 0 { text.append(byte) }
            }
        }
        return text
    }

    /// A marked list found in a line: where it starts and ends, in bytes, and the text of each item.
    private struct List {
        var start: Int
        var end: Int
        var items: [[UInt8]]
        var isCollection: Bool
        /// Two spaces deeper when broken, as JSON is written, rather than four.
        var isJSON: Bool
    }

    /// The first list at depth zero that has items; with `forcedOnly`, the
    /// first that must break or holds one that must.
    private static func firstBreakableList(in line: [UInt8], forcedOnly: Bool) -> List? {
        var depth = 0
        var start = 0
        var forced = false
        var items: [[UInt8]] = []
        var item: [UInt8] = []
        for (index, byte) in line.enumerated() {
            switch byte {
            case _ where byte == Mark.choice || Mark.opens(byte):
                if depth == 0 {
                    start = index
                    forced = false
                    items = []
                    item = []
                } else {
                    item.append(byte)
                }
                if Mark.mustBreak(byte) { forced = true }
                depth += 1
            case Mark.end, Mark.choiceEnd:
                depth -= 1
                if depth == 0 {
                    guard line[start] != Mark.choice, forced || !forcedOnly else { continue }
                    if !item.isEmpty || !items.isEmpty { items.append(item) }
                    if !items.isEmpty {
                        let isCollection = line[start] == Mark.collection || line[start] == Mark.brokenCollection
                        let isJSON = line[start] == Mark.json || line[start] == Mark.brokenJSON
                        return List(start: start, end: index, items: items, isCollection: isCollection, isJSON: isJSON)
                    }
                } else {
                    item.append(byte)
                }
            case Mark.separator where depth == 1:
                items.append(item)
                item = []
            default:
                if depth > 0 { item.append(byte) }
            }
        }
        return nil
    }

    /// A marked choice found in a line: where it starts and ends, in bytes, and the text it takes when the
    /// line does not fit.
    private struct Choice {
        var start: Int
        var end: Int
        var broken: [UInt8]
    }

    /// The first choice at depth zero, with its several-line form.
    private static func firstChoice(in line: [UInt8]) -> Choice? {
        guard let start = line.firstIndex(of: Mark.choice) else { return nil }
        var depth = 0
        var otherwise: Int?
        for index in start..<line.count {
            switch line[index] {
            case Mark.choice: depth += 1
            case Mark.otherwise where depth == 1: otherwise = index
            case Mark.choiceEnd:
                depth -= 1
                if depth == 0, let otherwise {
                    return Choice(start: start, end: index, broken: Array(line[(otherwise + 1)..<index]))
                }
            default: break
            }
        }
        return nil
    }
}
