/// Renders every file of a plan with its templates.
public struct Renderer: Sendable {
    public var library: TemplateLibrary

    public init(library: TemplateLibrary) {
        self.library = library
    }

    /// Files render independently, so they render on every core.
    public func render(_ plan: GenerationPlan) -> [RenderedFile] {
        plan.files.concurrentMap { file in RenderedFile(path: file.path, contents: render(file.content)) }
    }

    private func render(_ content: PlannedFile.Content) -> String {
        switch content {
        case .source(let file):
            let sections = file.sections.map { section in
                Layout.apply(library.template(section.template).render(section.context))
            }
            let text = library.template(.file).render(
                RenderedSourceFile(header: file.header, imports: file.imports, sections: sections))
            return Self.tidy(text)
        case .manifest(let package):
            return Self.tidy(Layout.apply(library.template(.package).render(package)))
        case .copy(let text):
            return text
        }
    }

    /// One newline at the end, no trailing spaces, no run of blank lines:
    /// section tags that render nothing may leave them behind. One pass
    /// over the bytes.
    static func tidy(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var line: [UInt8] = []
        var previousBlank = true
        func flush() {
            while line.last == UInt8(ascii: " ") { line.removeLast() }
            if line.isEmpty {
                if !previousBlank { out.append(UInt8(ascii: "\n")) }
                previousBlank = true
            } else {
                out.append(contentsOf: line)
                out.append(UInt8(ascii: "\n"))
                previousBlank = false
            }
            line.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") { flush() } else { line.append(byte) }
        }
        flush()
        while out.count >= 2, out[out.count - 1] == UInt8(ascii: "\n"), out[out.count - 2] == UInt8(ascii: "\n") {
            out.removeLast()
        }
        return String(decoding: out, as: UTF8.self)
    }
}
