import NetLayerSpec

/// A Swift expression as data: which initialiser is called with what, which
/// elements a literal holds. Plans hold these rather than Swift text, so the
/// plan's JSON shows the structure and the renderer decides the layout:
/// ``written`` marks every list, and ``LineBreaking`` breaks the ones that do not
/// fit where the expression lands.
indirect enum SwiftExpression: Sendable {
    /// Swift the plan has written whole: a literal, a name, `.active`.
    case code(String)
    /// `callee(label: value, …)`. `oneItemPerLine` puts each argument on its own line even when the call
    /// would fit on one; otherwise ``LineBreaking`` breaks the arguments only when they do not fit.
    case call(String, [Argument], oneItemPerLine: Bool = false)
    /// `[a, b]`. `oneItemPerLine` puts each element on its own line even when the literal would fit on one.
    case array([SwiftExpression], oneItemPerLine: Bool = false)
    /// `[key: value, …]`, or `[:]`.
    case dictionary([(key: SwiftExpression, value: SwiftExpression)])
    /// The parts written one after another, never broken between.
    case joined([SwiftExpression])
    /// JSON as a raw string: `#"{"id": 7}"#` where it fits, else a `#"""`
    /// literal four spaces deeper, the outermost array or object one item a
    /// line and each inner one broken by ``LineBreaking`` only where its line does
    /// not fit, so the planner need not know the column it lands at.
    case json(OrderedJSON)
    /// Text whose every byte counts, such as a recorded body: a raw string where it fits, else a `#"""`
    /// literal four spaces deeper whose lines are the text's, each long one continued with `\#` on the next.
    /// The text must be ``SwiftLiteral/isPlain(_:)``.
    case text(String)

    /// `label: value`, or a value alone.
    struct Argument: Sendable {
        var label: String?
        var value: SwiftExpression

        init(_ label: String?, _ value: SwiftExpression) {
            self.label = label
            self.value = value
        }
    }

    /// The expression with ``LineBreaking``'s marks around its lists.
    var written: String {
        switch self {
        case .code(let text):
            return text
        case .call(let callee, let arguments, let oneItemPerLine):
            return callee + "(" + Self.list(arguments.map(\.written), oneItemPerLine: oneItemPerLine) + ")"
        case .array(let elements, let oneItemPerLine):
            return "[" + Self.list(elements.map(\.written), oneItemPerLine: oneItemPerLine, collection: true) + "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "[:]" }
            return "["
                + Self.list(
                    entries.map { "\($0.key.written): \($0.value.written)" }, oneItemPerLine: false, collection: true)
                + "]"
        case .joined(let parts):
            return parts.map(\.written).joined()
        case .json(let value):
            let line = value.formatted(width: .max)[0]
            let oneLine = SwiftLiteral.raw(line)
            guard value.hasItems else { return oneLine }
            let hashes = SwiftLiteral.delimiter(for: line)
            return LineBreaking.Mark.text(LineBreaking.Mark.choice) + oneLine
                + LineBreaking.Mark.text(LineBreaking.Mark.otherwise)
                + hashes + "\"\"\"" + LineBreaking.Mark.text(LineBreaking.Mark.lineBreak)
                + Self.marked(value, broken: true)
                + LineBreaking.Mark.text(LineBreaking.Mark.lineBreak) + "\"\"\"" + hashes
                + LineBreaking.Mark.text(LineBreaking.Mark.choiceEnd)
        case .text(let text):
            let oneLine = SwiftLiteral.raw(text)
            let lines = SwiftLiteral.continuedLines(of: text)
            guard lines.count > 1 else { return oneLine }
            let hashes = SwiftLiteral.delimiter(for: text)
            let lineBreak = LineBreaking.Mark.text(LineBreaking.Mark.lineBreak)
            return LineBreaking.Mark.text(LineBreaking.Mark.choice) + oneLine
                + LineBreaking.Mark.text(LineBreaking.Mark.otherwise)
                + hashes + "\"\"\"" + lineBreak
                + lines.map { $0.continued ? $0.text + "\\" + hashes : $0.text }.joined(separator: lineBreak)
                + lineBreak + "\"\"\"" + hashes + LineBreaking.Mark.text(LineBreaking.Mark.choiceEnd)
        }
    }

    /// JSON as its one-line form reads, each array's and object's items
    /// marked for ``LineBreaking``; `broken` breaks the outermost one whether or not it fits.
    private static func marked(_ value: OrderedJSON, broken: Bool = false) -> String {
        let items: [String]
        let (open, close): (String, String)
        switch value {
        case .array(let elements) where !elements.isEmpty:
            items = elements.map { marked($0) }
            (open, close) = ("[", "]")
        case .object(let members) where !members.isEmpty:
            items = members.map { OrderedJSON.string($0.key).json + ": " + marked($0.value) }
            (open, close) = ("{", "}")
        default:
            return value.json
        }
        return open + LineBreaking.Mark.text(broken ? LineBreaking.Mark.brokenJSON : LineBreaking.Mark.json)
            + items.joined(separator: LineBreaking.Mark.text(LineBreaking.Mark.separator))
            + LineBreaking.Mark.text(LineBreaking.Mark.end)
            + close
    }

    private static func list(_ items: [String], oneItemPerLine: Bool, collection: Bool = false) -> String {
        guard !items.isEmpty else { return "" }
        let mark =
            switch (oneItemPerLine, collection) {
            case (false, false): LineBreaking.Mark.list
            case (true, false): LineBreaking.Mark.brokenList
            case (false, true): LineBreaking.Mark.collection
            case (true, true): LineBreaking.Mark.brokenCollection
            }
        return LineBreaking.Mark.text(mark)
            + items.joined(separator: LineBreaking.Mark.text(LineBreaking.Mark.separator))
            + LineBreaking.Mark.text(LineBreaking.Mark.end)
    }
}

extension SwiftExpression {
    /// `label: value`, as an item of a list a template writes.
    static func labeled(_ label: String, _ value: SwiftExpression) -> SwiftExpression {
        .joined([.code(label + ": "), value])
    }
}

extension SwiftExpression.Argument {
    var written: String { (label.map { $0 + ": " } ?? "") + value.written }
}

extension SwiftExpression: ExpressibleByStringLiteral {
    init(stringLiteral value: String) { self = .code(value) }
}

extension SwiftExpression: Encodable {
    /// The structure, for the plan's JSON: text for code, an object for the rest.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .code(let text): try container.encode(text)
        case .call(let callee, let arguments, let oneItemPerLine):
            try container.encode(
                Call(call: callee, arguments: arguments.map(Labeled.init), oneItemPerLine: oneItemPerLine ? true : nil))
        case .array(let elements, let oneItemPerLine):
            try container.encode(Elements(array: elements, oneItemPerLine: oneItemPerLine ? true : nil))
        case .dictionary(let entries):
            try container.encode(["dictionary": entries.map { [$0.key, $0.value] }])
        case .joined(let parts): try container.encode(["joined": parts])
        // Under the name the plan's JSON always had for it.
        case .json(let value): try container.encode(["rawString": value.formatted(width: .max)[0]])
        case .text(let text): try container.encode(["text": text])
        }
    }

    private struct Labeled: Encodable {
        var label: String?
        var value: SwiftExpression
        init(_ argument: SwiftExpression.Argument) { (label, value) = (argument.label, argument.value) }
    }

    /// A call in the plan's JSON: `oneItemPerLine` appears only when it is true.
    private struct Call: Encodable {
        var call: String
        var arguments: [Labeled]
        var oneItemPerLine: Bool?
    }

    /// An array literal in the plan's JSON: `oneItemPerLine` appears only when it is true.
    private struct Elements: Encodable {
        var array: [SwiftExpression]
        var oneItemPerLine: Bool?
    }
}

extension OrderedJSON {
    /// Whether the value is an array or object with something in it: one
    /// that has lines to break into.
    fileprivate var hasItems: Bool {
        switch self {
        case .array(let elements): !elements.isEmpty
        case .object(let members): !members.isEmpty
        default: false
        }
    }
}
