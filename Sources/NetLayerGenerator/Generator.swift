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
        /// Nil when the spec has an error.
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

    /// Loads, plans and renders the spec at `specPath`: `load(_:)`, then
    /// `generate(_:specPath:)`.
    public func generate(_ specPath: String) throws(GeneratorError) -> Result {
        try generate(load(specPath), specPath: specPath)
    }

    /// Loads and checks the spec at `specPath` under the names `options`
    /// choose (they replace the loader's `naming`): every refusal of a spec
    /// comes from here, so `netlayer validate` with the same options reaches
    /// the same verdict.
    public func load(_ specPath: String) -> SpecLoadResult {
        var loader = loader
        loader.naming = options.naming
        return loader.load(specPath)
    }

    /// Plans and renders a spec that `load(_:)` gave; no files when it has
    /// an error. A caller that prints `loaded`'s diagnostics first still
    /// shows them when this throws (the settings choose an unknown module).
    public func generate(_ loaded: SpecLoadResult, specPath: String) throws(GeneratorError) -> Result {
        var result = Result(
            files: nil, diagnostics: loaded.diagnostics, sources: loaded.sources, specFiles: loaded.files)
        guard var spec = loaded.spec, let names = loaded.names else { return result }
        result.specName = names.prefix
        spec.modules = try options.chosenModules(of: spec)
        let fileName = specPath.split(separator: "/").last.map(String.init) ?? specPath
        let plan = Planner(options: options).plan(spec, names: names, specFileName: fileName)
        result.files = try Renderer(library: library).render(plan)
        return result
    }
}
