import Mustache

/// Renders every file of a plan with its template.
public struct Renderer: Sendable {
    public var library: TemplateLibrary

    public init(library: TemplateLibrary) {
        self.library = library
    }

    public func render(_ plan: RenderPlan) throws(GeneratorError) -> [RenderedFile] {
        try plan.files.map { file throws(GeneratorError) in
            guard let template = library.template(file.template) else {
                throw .unknownTemplate(file.template, known: TemplateLibrary.builtInNames)
            }
            return RenderedFile(path: file.path, contents: Self.tidy(template.render(file.context)))
        }
    }

    /// One newline at the end, no run of blank lines: section tags that render
    /// nothing may leave them behind.
    static func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = line.last == " " ? Substring(line.reversed().drop { $0 == " " }.reversed()) : line
            if line.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
