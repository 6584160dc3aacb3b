/// A doc comment as a plan holds it: its `///` lines, each line's text not
/// yet broken.
///
/// How much room a line has depends on the column the template puts it at,
/// which only the rendered file shows, so the text of each line is marked
/// with ``LineBreaking/Mark/fill`` and ``LineBreaking`` breaks it there, within the one
/// line limit. A template reads the lines as before (`{{#doc}}{{.}}{{/doc}}`),
/// and the plan's JSON shows them unmarked.
struct CommentLines: Sendable, Equatable {
    /// Each line, ``LineBreaking/Mark/fill`` between its lead (`/// `) and its text.
    private(set) var marked: [String] = []

    /// An empty `///` line, between a summary and its parameters.
    static let emptyLine = CommentLines(marked: ["///"])

    /// No lines: a template's `{{^doc}}` reads it so, and a function's doc adds no gap before its parameters.
    var isEmpty: Bool { marked.isEmpty }

    /// The lines as they read unbroken: the plan's JSON and the public
    /// ``DocComment`` functions.
    var plain: [String] {
        marked.map { line in
            guard line.utf8.contains(LineBreaking.Mark.fill) else { return line }
            // By scalar: the mark is one, whatever text follows it.
            return String(String.UnicodeScalarView(line.unicodeScalars.filter { $0.value != LineBreaking.Mark.fill }))
        }
    }

    /// Adds a line: `lead` (`/// `, `///   - `) and then `text`, which
    /// ``LineBreaking`` fills from there, continued lines hanging at the column it
    /// starts at. An empty text gives `///` alone, as DocC writes a
    /// paragraph break; an indented one (code in the doc) is kept whole.
    mutating func append(lead: String, text: String) {
        if text.isEmpty {
            marked.append("///")
        } else if text.hasPrefix(" ") {
            marked.append(lead + text)
        } else {
            marked.append(lead + LineBreaking.Mark.text(LineBreaking.Mark.fill) + text)
        }
    }

    /// The lines of `first`, then those of `second`.
    static func + (first: CommentLines, second: CommentLines) -> CommentLines {
        CommentLines(marked: first.marked + second.marked)
    }
}

extension CommentLines: Encodable {
    /// The unmarked lines, as the plan's JSON showed them before ``LineBreaking`` filled them.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(plain)
    }
}

extension CommentLines: ExpressibleByArrayLiteral {
    /// Lines written whole, none of them filled: for a test that names the lines it expects.
    init(arrayLiteral lines: String...) {
        self.init(marked: lines)
    }
}
