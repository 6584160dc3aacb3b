/// Reads a Mustache template into a tree of nodes, once.
///
/// The subset the generator needs, with Mustache's rules: `{{name}}`,
/// `{{{name}}}` and `{{&name}}` (the same for Swift, which is never
/// escaped; a template whose output is HTML escapes `{{name}}` and writes
/// the other two raw, see ``CompiledTemplate``), sections `{{#name}}` and inverted sections
/// `{{^name}}`, dotted names, `{{.}}`, comments, pragmas (read and
/// ignored), and the functions of a list's item: `first()`, `last()`,
/// `index()`, `even()`, `odd()`. `{{#wrap(name)}}…{{/wrap(name)}}` writes
/// the items of a list separated by `, `, and marks them for ``LineBreaking``,
/// which puts each on its own line when the line is too long. A line holding only a section tag, a
/// comment or a pragma leaves nothing behind, its line break included.
/// `{{> name}}` is a partial: another template's text, read in place once, at
/// parse time, so rendering never looks one up; alone on its line, its
/// indentation is put before each of the partial's lines, as Mustache does.
/// Changed delimiters are refused, with their line.
struct TemplateParser {
    /// A piece of a parsed template: text written as it is, a name's value, or a section and its children.
    enum Node: Sendable {
        case text(String)
        /// `raw`: written `{{{name}}}` or `{{&name}}`, never escaped.
        case variable(Name, raw: Bool)
        case section(Name, inverted: Bool, [Node])
    }

    /// A name as a tag writes it: its parts, and the function applied, if any.
    struct Name: Sendable, Hashable {
        var parts: [String]
        var function: String?
        /// Whether the section is `wrap(name)`: a list ``LineBreaking`` may break.
        var wraps = false
    }

    /// Why a template cannot be read, with the line of the tag at fault.
    struct ParseError: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    static let functions: Set<String> = ["first", "last", "index", "even", "odd"]

    /// A piece of a line: text, or a tag with its kind.
    private enum Piece {
        case text(Substring)
        case tag(Character?, String, line: Int)
        /// A partial alone on its line, with the blanks before it.
        case standalonePartial(String, indentation: String, line: Int)
    }

    /// The text of the partial a `{{> name}}` names, or nil when there is none.
    typealias Partials = (String) -> String?

    /// Partials include partials only this deep: one that includes itself stops here.
    static let maximumPartialDepth = 8

    static func parse(_ template: String, partials: Partials = { _ in nil }) throws(ParseError) -> [Node] {
        try parse(template, partials: partials, depth: 0)
    }

    private static func parse(_ template: String, partials: Partials, depth: Int) throws(ParseError) -> [Node] {
        var pieces: [Piece] = []
        var rest = Substring(template)
        var line = 1
        while let open = rest.range(of: "{{") {
            if open.lowerBound > rest.startIndex { pieces += split(rest[..<open.lowerBound], &line) }
            var after = rest[open.upperBound...]
            let triple = after.first == "{"
            if triple { after = after.dropFirst() }
            guard let close = after.range(of: triple ? "}}}" : "}}") else {
                throw ParseError(line: line, message: "'{{' is not closed")
            }
            let content = after[..<close.lowerBound]
            let trimmed = content.trimmingSpaces
            var kind: Character? = triple ? "&" : trimmed.first.flatMap { "#^/!%&>=".contains($0) ? $0 : nil }
            if kind == "&", !triple, trimmed.first != "&" { kind = nil }
            let body = (kind != nil && !triple ? trimmed.dropFirst() : trimmed).trimmingSpaces
            pieces.append(.tag(kind, String(body), line: line))
            line += content.count { $0 == "\n" }
            rest = after[close.upperBound...]
        }
        if !rest.isEmpty { pieces += split(rest, &line) }
        return try tree(standalone(pieces)) { name, indentation, line throws(ParseError) in
            guard let text = partials(name) else {
                throw ParseError(line: line, message: "there is no partial '\(name)'")
            }
            guard depth < maximumPartialDepth else {
                throw ParseError(line: line, message: "partial '\(name)' includes itself")
            }
            do throws(ParseError) {
                return try parse(indented(text, by: indentation), partials: partials, depth: depth + 1)
            } catch {
                throw ParseError(line: line, message: "partial '\(name)', \(error.description)")
            }
        }
    }

    /// `text` with `indentation` before each line that is not empty.
    private static func indented(_ text: String, by indentation: String) -> String {
        guard !indentation.isEmpty else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indentation + $0 }.joined(separator: "\n")
    }

    /// Text cut after each line break, so a line's pieces can be told apart.
    private static func split(_ text: Substring, _ line: inout Int) -> [Piece] {
        var pieces: [Piece] = []
        var start = text.startIndex
        for index in text.indices where text[index] == "\n" {
            pieces.append(.text(text[start...index]))
            start = text.index(after: index)
            line += 1
        }
        if start < text.endIndex { pieces.append(.text(text[start...])) }
        return pieces
    }

    /// The pieces without the blank text around a standalone tag.
    private static func standalone(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        var current: [Piece] = []
        func endLine() {
            let tags = current.filter { if case .tag = $0 { true } else { false } }
            let blank = current.allSatisfy { piece in
                // Characters, not scalars: "\r\n" is one.
                if case .text(let text) = piece { return text.allSatisfy { $0 == " " || $0 == "\t" || $0.isNewline } }
                return true
            }
            if blank, tags.count == 1, case .tag(let kind?, let name, let line) = tags[0], "#^/!%>".contains(kind) {
                if kind == ">" {
                    // The blanks before the tag indent each of the partial's lines.
                    var indentation = ""
                    if case .text(let text) = current[0] { indentation = String(text) }
                    result.append(.standalonePartial(name, indentation: indentation, line: line))
                } else {
                    result += tags
                }
            } else {
                result += current
            }
            current = []
        }
        for piece in pieces {
            current.append(piece)
            if case .text(let text) = piece, text.last == "\n" { endLine() }
        }
        endLine()
        return result
    }

    private static func tree(
        _ pieces: [Piece], partial: (String, _ indentation: String, _ line: Int) throws(ParseError) -> [Node]
    ) throws(ParseError) -> [Node] {
        var stack: [(name: Name?, inverted: Bool, line: Int, nodes: [Node])] = [(nil, false, 0, [])]
        for piece in pieces {
            switch piece {
            case .text(let text):
                if case .text(let previous)? = stack[stack.count - 1].nodes.last {
                    stack[stack.count - 1].nodes[stack[stack.count - 1].nodes.count - 1] = .text(previous + text)
                } else {
                    stack[stack.count - 1].nodes.append(.text(String(text)))
                }
            case .standalonePartial(let name, let indentation, let line):
                stack[stack.count - 1].nodes += try partial(name, indentation, line)
            case .tag(let kind, let body, let line):
                switch kind {
                case "!", "%": break
                case ">": stack[stack.count - 1].nodes += try partial(body, "", line)
                case "=": throw ParseError(line: line, message: "changing the delimiters ('{{=') is not supported")
                case "#", "^":
                    stack.append((try name(body, line), kind == "^", line, []))
                case "/":
                    let closing = try name(body, line)
                    guard stack.count > 1, let open = stack.last, open.name == closing else {
                        throw ParseError(line: line, message: "'{{/\(body)}}' closes no open section")
                    }
                    stack.removeLast()
                    stack[stack.count - 1].nodes.append(.section(closing, inverted: open.inverted, open.nodes))
                default:
                    stack[stack.count - 1].nodes.append(.variable(try name(body, line), raw: kind == "&"))
                }
            }
        }
        guard stack.count == 1, let root = stack.first else {
            let open = stack[stack.count - 1]
            throw ParseError(
                line: open.line, message: "section '\(open.name?.parts.joined(separator: ".") ?? "")' is not closed")
        }
        return root.nodes
    }

    private static func name(_ text: String, _ line: Int) throws(ParseError) -> Name {
        guard !text.isEmpty else { throw ParseError(line: line, message: "a tag has no name") }
        if text.hasSuffix(")"), let open = text.firstIndex(of: "(") {
            let function = String(text[..<open])
            let argument = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingSpaces
            if function == "wrap", !argument.isEmpty, !argument.contains("(") {
                var name = try name(String(argument), line)
                name.wraps = true
                return name
            }
            guard functions.contains(function), argument.isEmpty else {
                throw ParseError(
                    line: line,
                    message: "'\(text)' is not supported; the functions are "
                        + functions.sorted().map { "\($0)()" }.joined(separator: ", ") + ", and wrap(name) for a list")
            }
            return Name(parts: [], function: function)
        }
        if text == "." { return Name(parts: ["."]) }
        return Name(parts: text.split(separator: ".").map(String.init))
    }
}

extension TemplateParser.Node {
    /// Every name the nodes use, functions and `.` aside.
    static func names(in nodes: [Self]) -> Set<String> {
        nodes.reduce(into: []) { names, node in
            switch node {
            case .text: break
            case .variable(let name, _): names.formUnion(name.parts.filter { $0 != "." })
            case .section(let name, _, let children):
                names.formUnion(name.parts.filter { $0 != "." })
                names.formUnion(Self.names(in: children))
            }
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
