import NetLayerSpec

/// The templates a render uses: the built-in ones, each replaceable by a
/// file of the same name from a folder of the user's, as are the partials
/// they include.
public struct TemplateLibrary: Sendable {
    private var templates: [Template: CompiledTemplate]
    /// The text of each template, the user's in place of a built-in one.
    private var texts: [Template: String]
    /// The text of each partial, read into a template each time it is parsed.
    private var partials: [Partial: String]
    /// The partials each template includes, so that a partial's override parses them again.
    private var includes: [Template: Set<Partial>] = [:]
    /// The text of each template replaced by the user's.
    private(set) var overrides: [Template: String] = [:]

    /// The built-in templates, compiled from `Templates/` into the binary.
    ///
    /// - Returns: A library of every built-in template and partial, parsed.
    /// - Throws: `GeneratorError.invalidTemplate` if a built-in template cannot be parsed, which the
    ///   package's tests rule out.
    public static func builtIn() throws(GeneratorError) -> TemplateLibrary {
        var library = TemplateLibrary(
            templates: [:], texts: Dictionary(uniqueKeysWithValues: Template.allCases.map { ($0, builtInText($0)) }),
            partials: Dictionary(uniqueKeysWithValues: Partial.allCases.map { ($0, builtInText($0)) }))
        for partial in Partial.allCases { try library.check(partial) }
        for template in Template.allCases { try library.parse(template) }
        return library
    }

    /// The names of the built-in templates and partials, sorted.
    public static var builtInNames: [String] {
        (Template.allCases.map(\.rawValue) + Partial.allCases.map(\.rawValue)).sorted()
    }

    /// This library with `text` in place of the template or partial called `name`.
    ///
    /// An override may only use names the template's context has: Mustache
    /// would render an unknown name as nothing, silently. A partial's names
    /// are checked in each template that includes it, which is parsed again.
    /// When this throws, the library is left as it was.
    ///
    /// - Parameters:
    ///   - name: The name of a built-in template or partial, as its file is named without `.mustache`
    ///     (`client`, `core-call`); ``builtInNames`` lists them.
    ///   - text: The Mustache text to use in its place.
    /// - Throws: `GeneratorError.unknownTemplate` for a name that is not built in,
    ///   `GeneratorError.invalidTemplate` for text that cannot be parsed, and `GeneratorError.unknownNames`
    ///   for a name the template's context does not have.
    public mutating func override(_ name: String, with text: String) throws(GeneratorError) {
        var changed = self
        if let template = Template(rawValue: name) {
            changed.texts[template] = text
            try changed.parse(template, checkingAs: name)
            changed.overrides[template] = text
        } else if let partial = Partial(rawValue: name) {
            changed.partials[partial] = text
            try changed.check(partial)
            for template in Template.allCases where includes[template]?.contains(partial) == true {
                try changed.parse(template, checkingAs: name)
            }
        } else {
            throw .unknownTemplate(name, known: Self.builtInNames)
        }
        self = changed
    }

    func template(_ template: Template) -> CompiledTemplate {
        // Every case is parsed by `builtIn()`, and overrides only replace.
        templates[template]!
    }

    /// The built-in text of a template.
    static func builtInText(_ template: Template) -> String { EmbeddedTemplates.all[template.rawValue] ?? "" }

    /// The built-in text of a partial.
    static func builtInText(_ partial: Partial) -> String { EmbeddedTemplates.all[partial.rawValue] ?? "" }

    /// Parses `template`'s text with the partials it includes; with `checkingAs`, an override's name, its
    /// names are checked against its context's.
    private mutating func parse(_ template: Template, checkingAs override: String? = nil) throws(GeneratorError) {
        var included: Set<Partial> = []
        let compiled = try Self.compile(texts[template] ?? "", named: template.rawValue, template.escapesHTML) {
            guard let partial = Partial(rawValue: $0) else { return nil }
            included.insert(partial)
            return partials[partial]
        }
        if let override {
            let known = template.names
            let unknown = compiled.names.subtracting(known).sorted()
            guard unknown.isEmpty else {
                throw .unknownNames(template: override, unknown.map { ($0, Suggestion.nearest(to: $0, in: known)) })
            }
        }
        templates[template] = compiled
        includes[template] = included
    }

    /// Reads a partial alone, so that an error in its text is reported under its own name.
    private func check(_ partial: Partial) throws(GeneratorError) {
        _ = try Self.compile(partials[partial] ?? "", named: partial.rawValue, false) {
            Partial(rawValue: $0).flatMap { partials[$0] }
        }
    }

    private static func compile(
        _ text: String, named name: String, _ escapesHTML: Bool, partials: TemplateParser.Partials
    ) throws(GeneratorError) -> CompiledTemplate {
        do {
            return try CompiledTemplate(text, escapesHTML: escapesHTML, partials: partials)
        } catch {
            throw .invalidTemplate(name, error.description)
        }
    }
}
