/// A Swift expression as data: which initialiser is called with what, which
/// elements a literal holds. Plans hold these rather than Swift text, so the
/// plan's JSON shows the structure and the renderer decides the layout:
/// ``written`` marks every list, and ``Layout`` breaks the ones that do not
/// fit where the expression lands.
indirect enum SwiftExpression: Sendable {
    /// Swift the plan has written whole: a literal, a name, `.active`.
    case code(String)
    /// `callee(label: value, …)`. `oneItemPerLine` puts each argument on its own line even when the call
    /// would fit on one; otherwise ``Layout`` breaks the arguments only when they do not fit.
    case call(String, [Argument], oneItemPerLine: Bool = false)
    /// `[a, b]`. `oneItemPerLine` puts each element on its own line even when the literal would fit on one.
    case array([SwiftExpression], oneItemPerLine: Bool = false)
    /// `[key: value, …]`, or `[:]`.
    case dictionary([(key: SwiftExpression, value: SwiftExpression)])
    /// The parts written one after another, never broken between.
    case joined([SwiftExpression])
    /// Text as a raw string: `#"line"#` where it fits, else a `#"""`
    /// literal of `lines`, four spaces deeper than the line it starts on.
    case rawString(line: String, lines: [String])

    /// `label: value`, or a value alone.
    struct Argument: Sendable {
        var label: String?
        var value: SwiftExpression

        init(_ label: String?, _ value: SwiftExpression) {
            self.label = label
            self.value = value
        }
    }

    /// The expression with ``Layout``'s marks around its lists.
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
        case .rawString(let line, let lines):
            let oneLine = SwiftLiteral.raw(line)
            guard lines.count > 1 else { return oneLine }
            let broken = SwiftLiteral.rawLines(lines, indent: 0).split(
                separator: "\n", omittingEmptySubsequences: false)
            return Layout.Mark.text(Layout.Mark.choice) + oneLine + Layout.Mark.text(Layout.Mark.otherwise)
                + broken.joined(separator: Layout.Mark.text(Layout.Mark.lineBreak))
                + Layout.Mark.text(Layout.Mark.choiceEnd)
        }
    }

    private static func list(_ items: [String], oneItemPerLine: Bool, collection: Bool = false) -> String {
        guard !items.isEmpty else { return "" }
        let mark =
            switch (oneItemPerLine, collection) {
            case (false, false): Layout.Mark.list
            case (true, false): Layout.Mark.brokenList
            case (false, true): Layout.Mark.collection
            case (true, true): Layout.Mark.brokenCollection
            }
        return Layout.Mark.text(mark)
            + items.joined(separator: Layout.Mark.text(Layout.Mark.separator)) + Layout.Mark.text(Layout.Mark.end)
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
        case .rawString(let line, _): try container.encode(["rawString": line])
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
