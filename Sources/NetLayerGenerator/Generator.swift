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
        /// Errors and warnings of every stage, in file order.
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

    /// Load, check, plan and render: everything but writing.
    public func generate(_ specPath: String) throws(GeneratorError) -> Report {
        let loaded = loader.load(specPath)
        var report = Report(
            diagnostics: loaded.diagnostics, sources: loaded.sources, specFiles: loaded.files, plan: nil, files: nil)
        guard let spec = loaded.spec else { return report }
        let (plan, diagnostics) = try self.plan(spec, specFileName: URL(fileURLWithPath: specPath).lastPathComponent)
        report.diagnostics += diagnostics.sorted(fileOrder: loaded.files)
        guard let plan else { return report }
        report.plan = plan
        report.files = render(plan)
        return report
    }

    /// The plan of a checked spec, with the modules the options choose.
    public func plan(_ spec: Spec, specFileName: String) throws(GeneratorError) -> (GenerationPlan?, Diagnostics) {
        var spec = spec
        if let chosen = options.modules {
            let unknown = chosen.subtracting(spec.modules.map(\.name)).sorted()
            guard unknown.isEmpty else {
                throw .unknownModules(unknown, known: spec.modules.map(\.name))
            }
            spec.modules = spec.modules.filter { chosen.contains($0.name) }
        }
        return Planner(options: options).plan(spec, specFileName: specFileName)
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
