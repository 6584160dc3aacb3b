import NetLayerSpec

/// Importing again: the written spec matched against the previous one
/// (`ImportOptions.previous`), and with `keepNames` given its names back.
extension Importer {
    /// The match between the previous spec and the one written, and how
    /// many names were kept; nil when the previous spec does not load (an
    /// error when it was named or names are to be kept, else a warning).
    func compare(
        with previous: ImportOptions.Previous, draft: inout SpecDraft, files: inout [SpecWriter.File],
        writer: SpecWriter, diagnostics: inout Diagnostics, sources: inout [String: String]
    ) -> (match: SpecMatch, kept: Int)? {
        let loaded = SpecLoader(fileSystem: fileSystem, limits: limits).load(previous.path)
        sources.merge(loaded.sources) { first, _ in first }
        guard let old = loaded.spec else {
            if previous.named || options.keepNames {
                for diagnostic in loaded.diagnostics { diagnostics.append(diagnostic) }
                diagnostics.error(
                    "the previous spec \(previous.path) does not load: its names cannot be compared", at: nil)
            } else {
                diagnostics.warning(
                    "\(previous.path), which this import replaces, does not load: renames since it are not reported",
                    at: nil)
            }
            return nil
        }
        // A written spec that does not load is reported by `validate`.
        guard let written = Self.load(files).spec else { return nil }
        let match = SpecMatch(old, written)
        guard options.keepNames else { return (match, 0) }
        var keeper = KeptNames(match: match, old: old, new: written)
        keeper.apply(to: &draft)
        for diagnostic in keeper.diagnostics.all { diagnostics.append(diagnostic) }
        files = writer.write(draft)
        guard let rewritten = Self.load(files).spec else { return (match, keeper.kept) }
        return (SpecMatch(old, rewritten), keeper.kept)
    }
}
