/// A template read once and rendered many times against typed contexts.
struct CompiledTemplate: Sendable {
    let nodes: [TemplateParser.Node]
    /// Whether `{{name}}` is HTML-escaped, as Mustache does by default: true for the reference's pages,
    /// false for Swift, whose output must not change (`{{{name}}}` and `{{&name}}` are raw either way).
    let escapesHTML: Bool

    /// `partials`: the text of each partial `text` may include, by name.
    init(
        _ text: String, escapesHTML: Bool = false, partials: TemplateParser.Partials = { _ in nil }
    ) throws(TemplateParser.ParseError) {
        nodes = try TemplateParser.parse(text, partials: partials)
        self.escapesHTML = escapesHTML
    }

    /// Every name the template uses.
    var names: Set<String> { TemplateParser.Node.names(in: nodes) }

    func render(_ context: some RenderContext) -> String {
        String(decoding: utf8(of: context), as: UTF8.self)
    }

    /// The rendered text as UTF-8, for the steps after rendering
    /// (``LineBreaking``, ``Renderer/tidy(_:)``), which read bytes.
    func utf8(of context: some RenderContext) -> [UInt8] {
        var output: [UInt8] = []
        var stack: [TemplateValue] = [TemplateEncoder.value(of: context)]
        Self.render(nodes, &stack, item: nil, escapesHTML: escapesHTML, into: &output)
        return output
    }

    /// Where an item is in the list a section goes through.
    private struct Item {
        var index: Int
        var count: Int
    }

    private static func render(
        _ nodes: [TemplateParser.Node], _ stack: inout [TemplateValue], item: Item?, escapesHTML: Bool,
        into output: inout [UInt8]
    ) {
        // By index: a `for node in nodes` copies every node, a retain for each
        // of its parts.
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let text):
                output.append(contentsOf: text.utf8)
            case .variable(let name, let raw):
                switch value(of: name, in: stack, item: item) {
                case .text(let text) where escapesHTML && !raw: HTMLEscaping.append(text, to: &output)
                case .text(let text): LineBreaking.appendStripped(text, to: &output)
                case .code(let expression): output.append(contentsOf: expression.written.utf8)
                case .commentLine(let line) where escapesHTML && !raw: HTMLEscaping.append(line, to: &output)
                // Cleaned by `DocComment`: its only marks are the fill marks it placed.
                case .commentLine(let line): output.append(contentsOf: line.utf8)
                case .flag(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
                case .list, .lines, .comment, .object, .none: break
                }
            case .section(let name, let inverted, let children):
                let found = value(of: name, in: stack, item: item)
                if inverted {
                    if found.isEmpty { render(children, &stack, item: item, escapesHTML: escapesHTML, into: &output) }
                    continue
                }
                if name.wraps {
                    renderWrapped(children, found, &stack, escapesHTML: escapesHTML, into: &output)
                    continue
                }
                switch found {
                case .flag(true):
                    render(children, &stack, item: item, escapesHTML: escapesHTML, into: &output)
                case .list(let items):
                    renderEach(items.count, { items[$0] }, children, &stack, escapesHTML: escapesHTML, into: &output)
                case .lines(let lines):
                    renderEach(
                        lines.count, { .text(lines[$0]) }, children, &stack, escapesHTML: escapesHTML, into: &output)
                case .comment(let lines):
                    renderEach(
                        lines.count, { .commentLine(lines[$0]) }, children, &stack, escapesHTML: escapesHTML,
                        into: &output)
                case .text, .commentLine, .object, .code:
                    stack.append(found)
                    render(children, &stack, item: nil, escapesHTML: escapesHTML, into: &output)
                    stack.removeLast()
                case .flag(false), .none:
                    break
                }
            }
        }
    }

    /// A `wrap(name)` section: each item rendered, between ``LineBreaking``'s marks.
    private static func renderWrapped(
        _ nodes: [TemplateParser.Node], _ found: TemplateValue, _ stack: inout [TemplateValue], escapesHTML: Bool,
        into output: inout [UInt8]
    ) {
        let count: Int
        let element: (Int) -> TemplateValue
        switch found {
        case .list(let values): (count, element) = (values.count, { values[$0] })
        case .lines(let lines): (count, element) = (lines.count, { .text(lines[$0]) })
        case .comment(let lines): (count, element) = (lines.count, { .commentLine(lines[$0]) })
        case .none, .flag(false): return
        case .text, .commentLine, .object, .code, .flag(true): (count, element) = (1, { _ in found })
        }
        guard count > 0 else { return }
        output.append(LineBreaking.Mark.list)
        renderEach(
            count, element, nodes, &stack, between: LineBreaking.Mark.separator, escapesHTML: escapesHTML, into: &output
        )
        output.append(LineBreaking.Mark.end)
    }

    /// The nodes once for each of `count` items, the item on top of the
    /// stack, with `between` written between two items.
    private static func renderEach(
        _ count: Int, _ element: (Int) -> TemplateValue, _ nodes: [TemplateParser.Node],
        _ stack: inout [TemplateValue], between separator: UInt8? = nil, escapesHTML: Bool,
        into output: inout [UInt8]
    ) {
        for index in 0..<count {
            if index > 0, let separator { output.append(separator) }
            stack.append(element(index))
            render(
                nodes, &stack, item: Item(index: index, count: count), escapesHTML: escapesHTML, into: &output)
            stack.removeLast()
        }
    }

    /// A name's value: looked up from the innermost context out, the rest
    /// of a dotted name read from what the first part found.
    private static func value(of name: TemplateParser.Name, in stack: [TemplateValue], item: Item?)
        -> TemplateValue
    {
        if let function = name.function {
            guard let item else { return .none }
            switch function {
            case "first": return .flag(item.index == 0)
            case "last": return .flag(item.index == item.count - 1)
            case "index": return .text(String(item.index))
            case "even": return .flag(item.index % 2 == 0)
            default: return .flag(item.index % 2 == 1)
            }
        }
        guard let first = name.parts.first else { return .none }
        if first == "." { return stack.last ?? .none }
        var found: TemplateValue?
        for index in stack.indices.reversed() {
            if case .object(let object) = stack[index], let child = object[first] {
                found = child
                break
            }
        }
        guard var current = found else { return .none }
        for part in name.parts.dropFirst() {
            guard case .object(let object) = current, let child = object[part] else { return .none }
            current = child
        }
        return current
    }
}

extension TemplateValue {
    /// What an inverted section renders for.
    fileprivate var isEmpty: Bool {
        switch self {
        case .none, .flag(false): true
        case .list(let items): items.isEmpty
        case .lines(let lines), .comment(let lines): lines.isEmpty
        case .text, .commentLine, .object, .code, .flag(true): false
        }
    }
}
