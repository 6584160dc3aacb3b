import Foundation
import NetLayerSpec

/// The whole pipeline, load → check → plan → render → write, each stage a
/// function from one value to the next. The CLI, `--watch` and both
/// plugins (through the CLI) run it; a failed stage writes nothing.
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

    /// What a run did.
    public struct Report: Sendable {
        /// Errors and warnings, in file order: every one comes from the
        /// spec's checks, as the later stages refuse nothing.
        public var diagnostics: [Diagnostic]
        /// The text of every spec file read, for source lines under diagnostics.
        public var sources: [String: String]
        /// Every spec file read, the root first: what a watcher watches.
        public var specFiles: [String]
        /// The plan; nil when the spec has an error.
        public var plan: GenerationPlan?
        /// The rendered files; nil when the spec has an error.
        public var files: [RenderedFile]?

        /// Whether every stage succeeded.
        public var succeeded: Bool { files != nil }
    }

    /// Loads, plans and renders the spec at `specPath`: `load(_:)`, then
    /// `generate(_:specPath:)`. Nothing is written.
    public func generate(_ specPath: String) throws(GeneratorError) -> Report {
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
    public func generate(_ loaded: SpecLoadResult, specPath: String) throws(GeneratorError) -> Report {
        var report = Report(
            diagnostics: loaded.diagnostics, sources: loaded.sources, specFiles: loaded.files, plan: nil, files: nil)
        guard let spec = loaded.spec, let names = loaded.names else { return report }
        let plan = try self.plan(
            spec, names: names, graph: loaded.graph, specFileName: URL(fileURLWithPath: specPath).lastPathComponent)
        report.plan = plan
        report.files = render(plan)
        return report
    }

    /// The plan of a checked spec, with the modules the options choose.
    /// `graph` is the loader's, used as it is when every module is.
    public func plan(_ spec: Spec, names: SwiftNames, graph: ModelGraph? = nil, specFileName: String)
        throws(GeneratorError) -> GenerationPlan
    {
        var spec = spec
        var graph = graph
        if options.modules != nil {
            spec.modules = try options.chosenModules(of: spec)
            // Fewer modules own, and use, fewer models.
            graph = nil
        }
        return Planner(options: options).plan(
            spec, names: names, graph: graph ?? ModelGraph(spec), specFileName: specFileName)
    }

    /// The plan of the API reference of a checked spec (docs/reference.md): a page per interface, the index,
    /// the models, the style sheet and the script; ``render(_:)`` renders it with the reference's templates.
    public func referencePlan(_ spec: Spec, names: SwiftNames, graph: ModelGraph? = nil, options: ReferenceOptions)
        -> GenerationPlan
    {
        let inputs = PlanInputs(spec: spec, options: self.options, names: names, graph: graph ?? ModelGraph(spec))
        return ReferencePlanner(inputs: inputs, options: options).plan()
    }

    public func render(_ plan: GenerationPlan) -> [RenderedFile] {
        Renderer(library: library).render(plan)
    }

    /// Writes the files into `folder`: only those whose bytes change, and
    /// removes the ones an earlier run wrote that no longer belong.
    public func write(_ files: [RenderedFile], into folder: URL) throws -> WriteReport {
        try OutputWriter(directory: folder).write(files)
    }

    /// What writing the files into `folder` would change, without writing.
    public func check(_ files: [RenderedFile], against folder: URL) throws -> CheckReport {
        try OutputWriter(directory: folder).check(files)
    }
}
