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
        // Read for its names only: no checks, and a name this version refuses (an older one wrote it) is read.
        var loader = SpecLoader(fileSystem: fileSystem, limits: limits, checks: [])
        loader.refusesSwiftNames = false
        let loaded = loader.load(previous.path)
        sources.merge(loaded.sources) { first, _ in first }
        guard let old = loaded.spec else {
            if previous.named || options.keepNames {
                diagnostics.append(contentsOf: loaded.diagnostics)
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
        // A kept name this version refuses (a model `Collection`, since it would hide Swift's) is
        // not kept: the error names it, and the import tries again without it.
        var refused: [String: Diagnostic] = [:]
        while true {
            var keeper = KeptNames(match: match, old: old, new: written, refused: Set(refused.keys))
            var kept = draft
            keeper.apply(to: &kept)
            let keptFiles = writer.write(kept)
            let load = Self.load(keptFiles)
            let errors = load.diagnostics.filter { $0.severity == .error }
            let blamed = Set(keeper.keptNames.filter { name in errors.contains { $0.message.contains("'\(name)'") } })
            guard let rewritten = load.spec, errors.isEmpty else {
                guard !blamed.isEmpty else {
                    diagnostics.warning(
                        "the previous spec's names are not kept: with them the spec does not validate ("
                            + (errors.first?.description ?? "no spec") + ")",
                        at: nil)
                    return (match, 0)
                }
                for name in blamed { refused[name] = errors.first { $0.message.contains("'\(name)'") } }
                continue
            }
            for (name, error) in refused.sorted(by: { $0.key < $1.key }) {
                diagnostics.warning(
                    "the previous spec's name '\(name)' is not kept: \(error.message)",
                    at: keeper.previousLocations[name])
            }
            diagnostics.append(contentsOf: keeper.diagnostics)
            draft = kept
            files = keptFiles
            return (SpecMatch(old, rewritten), keeper.kept)
        }
    }
}
