import NetLayerSpec

/// The templates a render uses: the built-in ones, each replaceable by a
/// file of the same name from a folder of the user's.
public struct TemplateLibrary: Sendable {
    private var templates: [Template: CompiledTemplate]
    /// The text of each template replaced by the user's.
    private(set) var overrides: [Template: String] = [:]

    /// The built-in templates, compiled from `Templates/` into the binary.
    public static func builtIn() throws(GeneratorError) -> TemplateLibrary {
        var templates: [Template: CompiledTemplate] = [:]
        for template in Template.allCases {
            templates[template] = try parse(builtInText(template), as: template)
        }
        return TemplateLibrary(templates: templates)
    }

    /// The names of the built-in templates, sorted.
    public static var builtInNames: [String] { Template.allCases.map(\.rawValue).sorted() }

    /// This library with `text` in place of the template called `name`.
    ///
    /// An override may only use names the template's context has: Mustache
    /// would render an unknown name as nothing, silently.
    public mutating func override(_ name: String, with text: String) throws(GeneratorError) {
        guard let template = Template(rawValue: name) else {
            throw .unknownTemplate(name, known: Self.builtInNames)
        }
        let compiled = try Self.parse(text, as: template)
        let known = template.names
        let unknown = compiled.names.subtracting(known).sorted()
        guard unknown.isEmpty else {
            throw .unknownNames(template: name, unknown.map { ($0, Suggestion.nearest(to: $0, in: known)) })
        }
        templates[template] = compiled
        overrides[template] = text
    }

    func template(_ template: Template) -> CompiledTemplate {
        // Every case is parsed by `builtIn()`, and overrides only replace.
        templates[template]!
    }

    /// The built-in text of a template.
    static func builtInText(_ template: Template) -> String { EmbeddedTemplates.all[template.rawValue] ?? "" }

    private static func parse(_ text: String, as template: Template) throws(GeneratorError) -> CompiledTemplate {
        do {
            return try CompiledTemplate(text, escapesHTML: template.escapesHTML)
        } catch {
            throw .invalidTemplate(template.rawValue, error.description)
        }
    }
}
