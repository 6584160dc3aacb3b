/// The step that decides where rendered lines break, once the column of
/// everything is known.
///
/// Templates and expressions mark what may break, and nothing else: a list
/// (from a template's `{{#wrap(name)}}` or an expression's arguments and
/// elements) and a choice between a one-line and a several-line form (a
/// raw string). A line that fits in ``LineLength/limit`` columns keeps every
/// list on it; a longer one breaks its first outermost list, one item a
/// line four spaces deeper, each but the last followed by `,` (each, in an
/// array or dictionary literal, as swift-format writes them), and what
/// followed the list on a line of its own; the lines that come out are laid
/// out the same way. So an overriding template keeps the 120-column promise
/// wherever it marks its lists.
enum Layout {
    /// The marks, characters no rendered text has: values lose them
    /// before they reach the output (``stripped(_:)``).
    enum Mark {
        static let list: Character = "\u{1}"
        /// A list broken one item a line whether or not it fits.
        static let brokenList: Character = "\u{4}"
        /// The elements of an array or dictionary literal: broken, the last one keeps its comma too.
        static let collection: Character = "\u{E}"
        static let brokenCollection: Character = "\u{F}"
        static let separator: Character = "\u{2}"
        static let end: Character = "\u{3}"
        static let choice: Character = "\u{5}"
        /// Between a choice's one-line form and its several-line form.
        static let otherwise: Character = "\u{6}"
        /// A line break in a choice's several-line form; the lines after it
        /// start four spaces deeper than the line the choice is on.
        static let lineBreak: Character = "\u{7}"
        static let choiceEnd: Character = "\u{8}"

        static func isMark(_ byte: UInt8) -> Bool { (byte >= 1 && byte <= 8) || byte == 0xE || byte == 0xF }

        static func opens(_ character: Character) -> Bool {
            character == list || character == brokenList || character == collection || character == brokenCollection
        }

        static func mustBreak(_ character: Character) -> Bool {
            character == brokenList || character == brokenCollection
        }
    }

    static func apply(_ text: String, limit: Int = LineLength.limit) -> String {
        guard text.utf8.contains(where: Mark.isMark) else { return text }
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.utf8.contains(where: Mark.isMark) {
                lay(Array(line), limit: limit, into: &lines)
            } else {
                lines.append(String(line))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` without marks, for a value a template writes.
    static func stripped(_ text: String) -> String {
        guard text.utf8.contains(where: Mark.isMark) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !($0.isASCII && Mark.isMark(UInt8($0.value))) }))
    }

    private static func lay(_ line: [Character], limit: Int, into lines: inout [String]) {
        let fits = width(line) <= limit
        if fits, !line.contains(where: Mark.mustBreak) {
            lines.append(flat(line))
            return
        }
        let indent = line.prefix { $0 == " " }.count
        if let list = firstBreakableList(in: line, forcedOnly: fits) {
            let deeper = [Character](repeating: " ", count: indent + 4)
            var head = Array(line[..<list.start])
            while head.last == " " { head.removeLast() }
            lay(head, limit: limit, into: &lines)
            for (index, item) in list.items.enumerated() {
                let comma = index < list.items.count - 1 || list.isCollection
                lay(deeper + item + (comma ? [","] : []), limit: limit, into: &lines)
            }
            let tail = line[(list.end + 1)...].drop { $0 == " " }
            if !tail.isEmpty { lay([Character](repeating: " ", count: indent) + tail, limit: limit, into: &lines) }
            return
        }
        if !fits, let choice = firstChoice(in: line) {
            let broken = choice.broken.split(separator: Mark.lineBreak, omittingEmptySubsequences: false)
            let deeper = [Character](repeating: " ", count: indent + 4)
            var pieces = [Array(line[..<choice.start]) + broken[0]]
            pieces += broken.dropFirst().map { deeper + $0 }
            pieces[pieces.count - 1] += line[(choice.end + 1)...]
            for piece in pieces { lay(piece, limit: limit, into: &lines) }
            return
        }
        lines.append(flat(line))
    }

    /// The columns a line takes with its lists and choices on it.
    private static func width(_ line: [Character]) -> Int {
        var width = 0
        var skipping = 0
        for character in line {
            switch character {
            case Mark.separator where skipping == 0: width += 2
            case Mark.otherwise: skipping += 1
            case Mark.choiceEnd: skipping = max(0, skipping - 1)
            case Mark.end, Mark.separator, Mark.choice, Mark.lineBreak: break
            case _ where Mark.opens(character): break
            default: if skipping == 0 { width += 1 }
            }
        }
        return width
    }

    /// The line as it reads when nothing breaks.
    private static func flat(_ line: [Character]) -> String {
        var text = ""
        text.reserveCapacity(line.count)
        var skipping = 0
        for character in line {
            switch character {
            case Mark.separator where skipping == 0: text += ", "
            case Mark.otherwise: skipping += 1
            case Mark.choiceEnd: skipping = max(0, skipping - 1)
            case Mark.end, Mark.separator, Mark.choice, Mark.lineBreak: break
            case _ where Mark.opens(character): break
            default: if skipping == 0 { text.append(character) }
            }
        }
        return text
    }

    private struct List {
        var start: Int
        var end: Int
        var items: [[Character]]
        var isCollection: Bool
    }

    /// The first list at depth zero that has items; with `forcedOnly`, the
    /// first that must break or holds one that must.
    private static func firstBreakableList(in line: [Character], forcedOnly: Bool) -> List? {
        var depth = 0
        var start = 0
        var forced = false
        var items: [[Character]] = []
        var item: [Character] = []
        for (index, character) in line.enumerated() {
            switch character {
            case _ where character == Mark.choice || Mark.opens(character):
                if depth == 0 {
                    start = index
                    forced = false
                    items = []
                    item = []
                } else {
                    item.append(character)
                }
                if Mark.mustBreak(character) { forced = true }
                depth += 1
            case Mark.end, Mark.choiceEnd:
                depth -= 1
                if depth == 0 {
                    guard line[start] != Mark.choice, forced || !forcedOnly else { continue }
                    if !item.isEmpty || !items.isEmpty { items.append(item) }
                    if !items.isEmpty {
                        let isCollection = line[start] == Mark.collection || line[start] == Mark.brokenCollection
                        return List(start: start, end: index, items: items, isCollection: isCollection)
                    }
                } else {
                    item.append(character)
                }
            case Mark.separator where depth == 1:
                items.append(item)
                item = []
            default:
                if depth > 0 { item.append(character) }
            }
        }
        return nil
    }

    private struct Choice {
        var start: Int
        var end: Int
        var broken: [Character]
    }

    /// The first choice at depth zero, with its several-line form.
    private static func firstChoice(in line: [Character]) -> Choice? {
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
