import NetLayerSpec

/// `netlayer export`: a checked spec out as an OpenAPI 3.1.1 document, in
/// two stages: plan the document as an ordered JSON tree (`DocumentPlanner`),
/// then write it as YAML or JSON text (`DocumentText`). What OpenAPI cannot
/// say travels in `x-netlayer-*` extensions (docs/export.md); what even those
/// do not carry is a warning at the spec element, an error under `strict`.
public struct Exporter: Sendable {
    /// Whether a warning is an error, so that nothing is exported that would be lost.
    public var strict: Bool

    /// - Parameter strict: whether warnings are errors.
    public init(strict: Bool = false) {
        self.strict = strict
    }

    /// The OpenAPI document of `spec`, which must have passed its checks.
    ///
    /// - Parameter spec: a spec as `SpecLoader` returns it.
    /// - Returns: the document, or no document and the errors when `strict` turned a warning into one.
    public func export(_ spec: Spec) -> ExportResult {
        var planner = DocumentPlanner(spec: spec)
        let document = planner.document()
        let diagnostics = planner.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if strict, diagnostic.severity == .warning { diagnostic.severity = .error }
            return diagnostic
        }
        let failed = diagnostics.contains { $0.severity == .error }
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        return ExportResult(
            document: failed ? nil : document,
            diagnostics: Diagnostics(diagnostics.sorted { ($0.location ?? nowhere) < ($1.location ?? nowhere) }))
    }
}

/// What an export gives: the document, and what it could not say.
public struct ExportResult: Sendable {
    /// Nil when a diagnostic is an error: then nothing is written.
    public var document: OrderedJSON?
    /// Warnings (errors under `--strict`), in the order of the spec's text.
    public var diagnostics: Diagnostics
}
