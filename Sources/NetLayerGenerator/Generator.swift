import NetLayerSpec

/// The whole pipeline: load → check → plan → render. Writing is the
/// caller's (`OutputWriter`), so a failed step writes nothing.
public struct Generator: Sendable {
    public var loader: SpecLoader
    public var options: GeneratorOptions
    public var library: TemplateLibrary

    public init(
        loader: SpecLoader = SpecLoader(), options: GeneratorOptions = GeneratorOptions(), library: TemplateLibrary
    ) {
        self.loader = loader
        self.options = options
        self.library = library
    }

    public struct Result: Sendable {
        /// Nil when the spec or the plan has an error.
        public var files: [RenderedFile]?
        public var diagnostics: [Diagnostic]
        /// The text of every spec file read, for source lines under diagnostics.
        public var sources: [String: String]
        /// Every spec file read, the root first.
        public var specFiles: [String]
        /// The prefix of generated type names (the spec's `name` unless
        /// chosen); nil when the spec did not load.
        public var specName: String?
    }

    public func generate(_ specPath: String) throws(GeneratorError) -> Result {
        let loaded = loader.load(specPath)
        var result = Result(
            files: nil, diagnostics: loaded.diagnostics, sources: loaded.sources, specFiles: loaded.files)
        guard var spec = loaded.spec else { return result }
        result.specName = options.typePrefix(for: spec.name.value)
        if let chosen = options.modules {
            let unknown = chosen.subtracting(spec.modules.map(\.name)).sorted()
            guard unknown.isEmpty else {
                throw .unknownModules(unknown, known: spec.modules.map(\.name))
            }
            spec.modules = spec.modules.filter { chosen.contains($0.name) }
        }
        let fileName = specPath.split(separator: "/").last.map(String.init) ?? specPath
        let (plan, planDiagnostics) = Planner(options: options).plan(spec, specFileName: fileName)
        result.diagnostics += planDiagnostics.sorted(fileOrder: loaded.files)
        guard let plan else { return result }
        result.files = try Renderer(library: library).render(plan)
        return result
    }
}
