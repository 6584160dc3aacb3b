import NetLayerSpec

/// What an import produced: `Importer.run`'s answer.
public struct ImportResult: Sendable {
    /// The spec's files, paths relative to the output file's folder; nil
    /// when an error (or, with `strict`, a warning) stops the import.
    public var files: [(path: String, text: String)]?
    /// Problems found, pointing into the document.
    public var diagnostics: Diagnostics
    /// The text of every file read, for diagnostics' source lines.
    public var sources: [String: String]
    /// The written spec against the previous one (`ImportOptions.previous`):
    /// what was renamed, added or removed; nil without a previous spec.
    public var previous: SpecMatch? = nil
    /// How many names `keepNames` gave back.
    public var keptNames = 0
}
