/// Renders every file of a plan with its templates.
public struct Renderer: Sendable {
    /// The templates to render with: the built-in ones, or the user's overrides of them.
    public var library: TemplateLibrary

    /// A renderer that uses `library`'s templates.
    ///
    /// - Parameter library: The templates, usually ``TemplateLibrary/builtIn()`` with any overrides.
    public init(library: TemplateLibrary) {
        self.library = library
    }

    /// Renders every file of `plan`: Swift files laid out to fit 120 columns and tidied, the reference's
    /// pages as their templates write them, copied runtime sources as they are. Files render independently,
    /// so they render on every core.
    ///
    /// - Parameter plan: The plan of every file.
    /// - Returns: The files in the plan's order, with the plan's paths.
    public func render(_ plan: GenerationPlan) -> [RenderedFile] {
        plan.files.concurrentMap { file in RenderedFile(path: file.path, contents: render(file.content)) }
    }

    private func render(_ content: PlannedFile.Content) -> String {
        switch content {
        case .source(let file):
            let sections = file.sections.map { section in
                String(
                    decoding: LineBreaking.apply(library.template(section.template).utf8(of: section.context)),
                    as: UTF8.self)
            }
            return Self.tidy(
                library.template(.file).utf8(
                    of: RenderedSourceFile(header: file.header, imports: file.imports, sections: sections)))
        case .manifest(let package):
            return Self.tidy(LineBreaking.apply(library.template(.package).utf8(of: package)))
        case .copy(let text):
            return text
        case .reference(let page):
            // HTML, CSS and JavaScript: no Swift line layout, and no tidying, which would change `<pre>` text.
            let template = library.template(page.template)
            switch page {
            case .index(let context): return template.render(context)
            case .interface(let context): return template.render(context)
            case .models(let context): return template.render(context)
            case .asset(_, let context): return template.render(context)
            }
        }
    }

    /// One newline at the end, no trailing spaces, no run of blank lines:
    /// section tags that render nothing may leave them behind. One pass
    /// over the bytes, copying whole lines.
    static func tidy(_ text: [UInt8]) -> String {
        let space = UInt8(ascii: " ")
        let newline = UInt8(ascii: "\n")
        var out: [UInt8] = []
        out.reserveCapacity(text.count + 1)
        var previousBlank = true
        var start = 0
        while start < text.count {
            let next = text[start...].firstIndex(of: newline) ?? text.count
            var end = next
            while end > start, text[end - 1] == space { end -= 1 }
            if end == start {
                if !previousBlank { out.append(newline) }
                previousBlank = true
            } else {
                out.append(contentsOf: text[start..<end])
                out.append(newline)
                previousBlank = false
            }
            start = next + 1
        }
        while out.count >= 2, out[out.count - 1] == newline, out[out.count - 2] == newline {
            out.removeLast()
        }
        return String(decoding: out, as: UTF8.self)
    }
}
