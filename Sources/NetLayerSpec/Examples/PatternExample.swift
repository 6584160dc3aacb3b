/// A short string a regular expression matches, for made examples of a field with a `pattern`.
///
/// Reads a common subset of the syntax: literals and escaped characters; `\d`, `\w` and `\s`; classes of
/// characters and ranges without negation (`[a-z0-9._-]`); `.`; groups, capturing or `(?:…)`, with `|`; the
/// quantifiers `?`, `*`, `+`, `{n}`, `{n,}` and `{n,m}` (a lazy `?` after one changes nothing here); and the
/// anchors `^` and `$`. Anything else (a negated class, a look-around, a back-reference, `\b`, a flag) makes
/// no string, so a caller falls back rather than guess. The string is the same on every run: each quantifier
/// repeats its least, each alternation takes its shortest choice, each class its first character, shifted by
/// a variant number so that elements of one list may differ.
struct PatternExample {
    /// One piece of a pattern.
    private indirect enum Node {
        /// One character out of these, in the order written.
        case oneOf([Character])
        /// These, one after another.
        case sequence([Node])
        /// One of these.
        case either([Node])
        /// The node repeated from `least` to `most` times; nil: no limit.
        case repeated(Node, least: Int, most: Int?)
        /// An anchor: matches without a character.
        case nothing
    }

    /// The most repetitions a quantifier may ask for: a larger one makes no sensible example.
    private static let repetitionLimit = 1000

    private let root: Node

    /// The pattern read; nil when it is outside the subset.
    ///
    /// - Parameter pattern: The regular expression, as a spec's `pattern` writes it.
    init?(_ pattern: String) {
        var parser = Parser(characters: Array(pattern))
        guard let root = parser.alternation(), parser.position == parser.characters.count else { return nil }
        self.root = root
    }

    /// A string the whole pattern matches, of at least `length` characters when its quantifiers allow.
    ///
    /// - Parameters:
    ///   - length: The fewest characters wanted (a `minLength`); the least the pattern allows when it is less.
    ///   - variant: Shifts each choice of a class or an alternation, for strings that differ.
    /// - Returns: The string.
    func string(atLeast length: Int = 0, variant: Int = 0) -> String {
        var shortest = ""
        var none = 0
        Self.write(root, variant: variant, extra: &none, into: &shortest)
        var extra = length - shortest.count
        guard extra > 0 else { return shortest }
        var longer = ""
        Self.write(root, variant: variant, extra: &extra, into: &longer)
        return longer
    }

    /// Writes a string `node` matches; while `extra` is above zero, quantifiers repeat beyond their least, each
    /// such repetition spending its length, so that the string is about `extra` longer than the shortest.
    private static func write(_ node: Node, variant: Int, extra: inout Int, into text: inout String) {
        switch node {
        case .oneOf(let characters):
            text.append(characters[variant % characters.count])
        case .sequence(let nodes):
            for node in nodes { write(node, variant: variant, extra: &extra, into: &text) }
        case .either(let choices):
            let lengths = choices.map { choice in
                var written = ""
                var none = 0
                write(choice, variant: 0, extra: &none, into: &written)
                return written.count
            }
            let shortest = lengths.firstIndex(of: lengths.min()!)!
            write(choices[(shortest + variant) % choices.count], variant: variant, extra: &extra, into: &text)
        case .repeated(let node, let least, let most):
            for _ in 0..<least { write(node, variant: variant, extra: &extra, into: &text) }
            var count = least
            while extra > 0, count < (most ?? repetitionLimit) {
                var more = ""
                var none = 0
                write(node, variant: variant, extra: &none, into: &more)
                // A repetition that writes nothing never spends what is left.
                guard !more.isEmpty else { break }
                text += more
                extra -= more.count
                count += 1
            }
        case .nothing:
            break
        }
    }

    /// A recursive-descent reader of the subset; each function returns nil for what it does not read.
    private struct Parser {
        let characters: [Character]
        var position = 0

        private var current: Character? { position < characters.count ? characters[position] : nil }

        /// Alternatives separated by `|`.
        mutating func alternation() -> Node? {
            var choices: [Node] = []
            repeat {
                if !choices.isEmpty { position += 1 }
                guard let sequence = sequence() else { return nil }
                choices.append(sequence)
            } while current == "|"
            return choices.count == 1 ? choices[0] : .either(choices)
        }

        /// Quantified atoms up to `|`, `)` or the end.
        private mutating func sequence() -> Node? {
            var nodes: [Node] = []
            while let character = current, character != "|", character != ")" {
                guard let atom = atom(), let quantified = quantified(atom) else { return nil }
                nodes.append(quantified)
            }
            return .sequence(nodes)
        }

        private mutating func atom() -> Node? {
            guard let character = current else { return nil }
            position += 1
            switch character {
            case "^", "$": return .nothing
            case ".": return .oneOf(["a"])
            case "(":
                if current == "?" {
                    // Only a group that does not capture; look-arounds and flags are outside the subset.
                    guard position + 1 < characters.count, characters[position + 1] == ":" else { return nil }
                    position += 2
                }
                guard let inner = alternation(), current == ")" else { return nil }
                position += 1
                return inner
            case "[": return characterClass()
            case "\\": return escape().map(Node.oneOf)
            case "*", "+", "?", "{", ")", "]", "}": return nil
            default: return .oneOf([character])
            }
        }

        /// The characters an escape stands for; nil for one outside the subset.
        private mutating func escape() -> [Character]? {
            guard let character = current else { return nil }
            position += 1
            switch character {
            case "d": return Self.digits
            case "w": return Self.lowercase + Self.uppercase + Self.digits + ["_"]
            case "s": return [" "]
            case "t": return ["\t"]
            case "n": return ["\n"]
            case "r": return ["\r"]
            default:
                // An escaped letter or digit is a class, a boundary or a back-reference; other characters are
                // themselves.
                return character.isLetter || character.isNumber ? nil : [character]
            }
        }

        /// `[…]` after its `[`: characters, ranges and `\d`-like escapes, without negation.
        private mutating func characterClass() -> Node? {
            guard current != "^" else { return nil }
            var members: [Character] = []
            while let character = current, character != "]" {
                position += 1
                var first: [Character] = [character]
                if character == "\\" {
                    guard let escaped = escape() else { return nil }
                    first = escaped
                }
                if first.count == 1, current == "-", position + 1 < characters.count, characters[position + 1] != "]" {
                    position += 1
                    guard var last = current else { return nil }
                    position += 1
                    if last == "\\" {
                        guard let escaped = escape(), escaped.count == 1 else { return nil }
                        last = escaped[0]
                    }
                    guard let low = first[0].unicodeScalars.first?.value, let high = last.unicodeScalars.first?.value,
                        low <= high
                    else { return nil }
                    members += (low...high).compactMap(Unicode.Scalar.init).map(Character.init)
                } else {
                    members += first
                }
            }
            guard current == "]", !members.isEmpty else { return nil }
            position += 1
            return .oneOf(members)
        }

        /// `atom` under the quantifier that follows it, if any.
        private mutating func quantified(_ atom: Node) -> Node? {
            let node: Node
            switch current {
            case "?": node = .repeated(atom, least: 0, most: 1)
            case "*": node = .repeated(atom, least: 0, most: nil)
            case "+": node = .repeated(atom, least: 1, most: nil)
            case "{":
                guard let (least, most) = bounds() else { return nil }
                // `bounds` has read the quantifier; the lazy mark is read below.
                return lazy(.repeated(atom, least: least, most: most))
            default: return atom
            }
            position += 1
            return lazy(node)
        }

        /// Reads the `?` that makes a quantifier lazy, which matches the same strings.
        private mutating func lazy(_ node: Node) -> Node {
            if current == "?" { position += 1 }
            return node
        }

        /// `{n}`, `{n,}` or `{n,m}`, read whole.
        private mutating func bounds() -> (Int, Int?)? {
            guard let close = characters[position...].firstIndex(of: "}") else { return nil }
            let inside = String(characters[(position + 1)..<close])
            let parts = inside.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard (1...2).contains(parts.count), let least = Int(parts[0]), least <= repetitionLimit else {
                return nil
            }
            var most: Int? = least
            if parts.count == 2 {
                most = parts[1].isEmpty ? nil : Int(parts[1])
                guard parts[1].isEmpty || most.map({ $0 >= least && $0 <= repetitionLimit }) == true else {
                    return nil
                }
            }
            position = close + 1
            return (least, most)
        }

        private static let digits = Array("0123456789")
        private static let lowercase = Array("abcdefghijklmnopqrstuvwxyz")
        private static let uppercase = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    }
}
