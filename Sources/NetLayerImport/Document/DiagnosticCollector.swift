import NetLayerSpec

/// The one place an import's stages report to, handed to each stage once.
///
/// A reference rather than an `inout Diagnostics`: the readers and mappers
/// keep it beside the `DocumentSet` they follow `$ref`s through, so a
/// warning deep in a schema's mapping needs no parameter on every call
/// between the importer and the schema.
final class DiagnosticCollector {
    /// What was reported, in the order it was found.
    private(set) var collected = Diagnostics()

    init() {}

    func warning(_ message: String, at location: SourceLocation?, group: Diagnostic.Group? = nil) {
        var warning = Diagnostic.warning(message, at: location)
        warning.group = group
        collected.append(warning)
    }

    func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        collected.error(message, at: location, notes: notes)
    }

    func append(_ diagnostic: Diagnostic) {
        collected.append(diagnostic)
    }

    /// Reports what a NetLayerSpec stage collected into its own `Diagnostics` (the YAML parser's).
    func append(contentsOf other: Diagnostics) {
        collected.append(contentsOf: other)
    }
}
