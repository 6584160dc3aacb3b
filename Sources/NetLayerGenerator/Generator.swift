import Foundation
import NetLayerSpec

/// The whole pipeline, load → check → plan → render → write, each stage a
/// function from one value to the next. The CLI, `--watch` and both
/// plugins (through the CLI) run it; a failed stage writes nothing.
public struct Generator: Sendable {
    /// Reads spec files and runs the spec's checks; ``load(_:)`` sets its `naming` from ``options`` first.
    public var loader: SpecLoader
    /// The choices about the generated code that the spec does not make: access level, delivery styles,
    /// modules, file layout, package, fixtures.
    public var options: GeneratorOptions
    /// The templates ``render(_:)`` uses: the built-in ones, or the user's overrides of them.
    public var library: TemplateLibrary

    /// A pipeline that reads specs with `loader`, generates with `options` and renders with `library`.
    ///
    /// - Parameters:
    ///   - loader: Reads spec files and checks them; the default reads from the file system.
    ///   - options: The choices about the generated code; the default generates public async code for every
    ///     module, one file per module and layer, without a package or fixtures.
    ///   - library: The templates, usually ``TemplateLibrary/builtIn()``, with the user's overrides if any.
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
        public var diagnostics: Diagnostics
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
    ///
    /// - Parameter specPath: The path of the root spec file (YAML); the files it includes are found from it.
    /// - Returns: The diagnostics, the files read, and the plan and rendered files; a spec with an error
    ///   (one that cannot be read, or fails a check) gives its diagnostics and no plan or files.
    /// - Throws: `GeneratorError.unknownModules` when the options choose a module the spec does not have.
    public func generate(_ specPath: String) throws(GeneratorError) -> Report {
        try generate(load(specPath), specPath: specPath)
    }

    /// Loads and checks the spec at `specPath` under the names `options`
    /// choose (they replace the loader's `naming`): every refusal of a spec
    /// comes from here, so `netlayer validate` with the same options reaches
    /// the same verdict.
    ///
    /// - Parameter specPath: The path of the root spec file (YAML).
    /// - Returns: The checked spec and its Swift names, with every diagnostic; a spec that cannot be read or
    ///   fails a check has diagnostics and no spec. Nothing here throws: every problem is a diagnostic.
    public func load(_ specPath: String) -> SpecLoadResult {
        var loader = loader
        loader.naming = options.naming
        return loader.load(specPath)
    }

    /// Plans and renders a spec that `load(_:)` gave; no files when it has
    /// an error. A caller that prints `loaded`'s diagnostics first still
    /// shows them when this throws (the settings choose an unknown module).
    ///
    /// - Parameters:
    ///   - loaded: What ``load(_:)`` returned for the spec.
    ///   - specPath: The path it was loaded from; its file name goes in each generated file's header.
    /// - Returns: `loaded`'s diagnostics and files read, with the plan and rendered files when the spec has no
    ///   error.
    /// - Throws: `GeneratorError.unknownModules` when the options choose a module the spec does not have.
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
    ///
    /// - Parameters:
    ///   - spec: A spec that passed its checks, as ``load(_:)`` gives it.
    ///   - names: The Swift names of the spec's declarations, from the same load.
    ///   - graph: Which models each module uses, from the same load; used as it is when every module is
    ///     generated, worked out again when the options choose fewer. Nil works it out from `spec`.
    ///   - specFileName: The spec's file name, for the header of each file and the names of the files in the
    ///     one-file-per-layer layout.
    /// - Returns: Every file to generate, with the data its templates lay out.
    /// - Throws: `GeneratorError.unknownModules` when the options choose a module the spec does not have.
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
    ///
    /// - Parameters:
    ///   - spec: A spec that passed its checks.
    ///   - names: The Swift names of the spec's declarations, from the same load.
    ///   - graph: Which models each module uses; nil works it out from `spec`.
    ///   - options: The environment of the example requests and who answers them.
    /// - Returns: The reference's pages and assets, to render with ``render(_:)``.
    public func referencePlan(_ spec: Spec, names: SwiftNames, graph: ModelGraph? = nil, options: ReferenceOptions)
        -> GenerationPlan
    {
        let inputs = PlanInputs(spec: spec, options: self.options, names: names, graph: graph ?? ModelGraph(spec))
        return ReferencePlanner(inputs: inputs, options: options).plan()
    }

    /// Renders every file of `plan` with ``library``'s templates; files render in parallel.
    ///
    /// - Parameter plan: A plan from ``plan(_:names:graph:specFileName:)`` or
    ///   ``referencePlan(_:names:graph:options:)``.
    /// - Returns: The files in the plan's order, each with its path relative to the output folder.
    public func render(_ plan: GenerationPlan) -> [RenderedFile] {
        Renderer(library: library).render(plan)
    }

    /// Writes the files into `folder`: only those whose bytes change, and
    /// removes the ones an earlier run wrote that no longer belong (see ``OutputWriter``).
    ///
    /// - Parameters:
    ///   - files: The rendered files, with paths relative to `folder`.
    ///   - folder: The output folder, a file URL; created when missing.
    /// - Returns: The files written, left unchanged and removed.
    /// - Throws: `OutputWriterError` for a path that is not a plain relative path, two paths that would be
    ///   one file, something on disk in the way, or a failed file-system operation; nothing is written when a
    ///   path is refused.
    public func write(_ files: [RenderedFile], into folder: URL) throws -> WriteReport {
        try OutputWriter(directory: folder).write(files)
    }

    /// What writing the files into `folder` would change, without writing.
    ///
    /// - Parameters:
    ///   - files: The rendered files, with paths relative to `folder`.
    ///   - folder: The output folder, a file URL; a missing folder reports every file as missing.
    /// - Returns: The files out of date, missing, stale and up to date.
    /// - Throws: `OutputWriterError` for a path that is not a plain relative path, two paths that would be
    ///   one file, or a folder or manifest that cannot be read.
    public func check(_ files: [RenderedFile], against folder: URL) throws -> CheckReport {
        try OutputWriter(directory: folder).check(files)
    }
}
