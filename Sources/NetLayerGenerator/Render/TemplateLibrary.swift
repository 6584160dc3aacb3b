import Mustache

/// The templates a render uses: the built-in ones, each replaceable by a
/// file of the same name from a folder of the user's.
public struct TemplateLibrary: Sendable {
    private var templates: [String: MustacheTemplate]
    /// The text of each template replaced by the user's, by name.
    private(set) var overrides: [String: String] = [:]

    /// The built-in templates, compiled from `Templates/` into the binary.
    public static func builtIn() throws(GeneratorError) -> TemplateLibrary {
        var templates: [String: MustacheTemplate] = [:]
        for (name, text) in EmbeddedTemplates.all {
            templates[name] = try parse(text, named: name)
        }
        return TemplateLibrary(templates: templates)
    }

    /// The names of the built-in templates, sorted.
    public static var builtInNames: [String] { EmbeddedTemplates.all.keys.sorted() }

    /// This library with `text` in place of the template `name`.
    public mutating func override(_ name: String, with text: String) throws(GeneratorError) {
        guard templates[name] != nil else {
            throw .unknownTemplate(name, known: Self.builtInNames)
        }
        templates[name] = try Self.parse(text, named: name)
        overrides[name] = text
    }

    func template(_ name: String) -> MustacheTemplate? { templates[name] }

    /// The built-in text of a template.
    static func builtInText(_ name: String) -> String? { EmbeddedTemplates.all[name] }

    private static func parse(_ text: String, named name: String) throws(GeneratorError) -> MustacheTemplate {
        do {
            return try MustacheTemplate(string: text)
        } catch {
            throw .invalidTemplate(name, "\(error)")
        }
    }
}
