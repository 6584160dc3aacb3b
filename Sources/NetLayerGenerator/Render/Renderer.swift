import Dispatch
import Mustache
import NetLayerSpec

/// Renders every file of a plan with its template.
public struct Renderer: Sendable {
    public var library: TemplateLibrary

    public init(library: TemplateLibrary) {
        self.library = library
    }

    public func render(_ plan: RenderPlan) throws(GeneratorError) -> [RenderedFile] {
        let contexts = plan.contexts.map { RenderValue.convert($0) ?? [String: Any]() }
        try checkOverrides(plan, contexts: contexts)
        let templates = try plan.files.map { file throws(GeneratorError) in
            guard let template = library.template(file.template) else {
                throw .unknownTemplate(file.template, known: TemplateLibrary.builtInNames)
            }
            return template
        }
        // Files render independently, so they render on every core; each
        // iteration writes only its own slot, and contexts are only read.
        var rendered = [RenderedFile](repeating: RenderedFile(path: "", contents: ""), count: plan.files.count)
        rendered.withUnsafeMutableBufferPointer { output in
            let shared = SharedForRender(output: output, contexts: contexts)
            DispatchQueue.concurrentPerform(iterations: plan.files.count) { index in
                let file = plan.files[index]
                let text = templates[index].render(shared.contexts[file.context])
                shared.output[index] = RenderedFile(path: file.path, contents: Self.tidy(text), template: file.template)
            }
        }
        return rendered
    }

    /// An override may only use names its context has, known from the
    /// contexts themselves and from the built-in template it replaces:
    /// Mustache would render an unknown name as nothing, silently.
    private func checkOverrides(_ plan: RenderPlan, contexts: [Any]) throws(GeneratorError) {
        for (name, text) in library.overrides.sorted(by: { $0.key < $1.key }) {
            var known = TemplateNames.names(in: TemplateLibrary.builtInText(name) ?? "")
            for file in plan.files where file.template == name {
                known.formUnion(TemplateNames.keys(of: contexts[file.context]))
            }
            let unknown = TemplateNames.names(in: text).subtracting(known).sorted()
            guard unknown.isEmpty else {
                throw .unknownNames(template: name, unknown.map { ($0, Suggestion.nearest(to: $0, in: known)) })
            }
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

/// What the render iterations share: disjoint slots of the output, and the
/// contexts, which nothing changes while they render.
private struct SharedForRender: @unchecked Sendable {
    let output: UnsafeMutableBufferPointer<RenderedFile>
    let contexts: [Any]
}
