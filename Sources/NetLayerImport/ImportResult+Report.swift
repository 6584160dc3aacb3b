import NetLayerSpec

extension ImportResult {
    /// What changed for the app's code since the previous spec, for
    /// standard error: each rename as `old → new`, then each element the
    /// previous spec had and the new one does not (added ones break
    /// nothing, so they are not listed); empty without a previous spec, and
    /// when nothing was kept, renamed or removed.
    ///
    /// - Parameters:
    ///   - previousPath: the previous spec, as the user named it.
    ///   - keepNames: whether `--keep-names` was given, which the hint at the end then leaves out.
    /// - Returns: The report, each line ending in a line break; empty when there is nothing to report.
    public func previousReport(previousPath: String, keepNames: Bool) -> String {
        guard let previous else { return "" }
        var lines: [String] = []
        if keptNames > 0 {
            lines.append("kept \(keptNames) name\(keptNames == 1 ? "" : "s") of \(previousPath)")
        }
        let (renames, removed) = (previous.renames, previous.removed)
        guard !renames.isEmpty || !removed.isEmpty else { return lines.map { $0 + "\n" }.joined() }
        var counts: [String] = []
        if !renames.isEmpty { counts.append("\(renames.count) renamed") }
        if !removed.isEmpty { counts.append("\(removed.count) removed") }
        lines.append("since \(previousPath): " + counts.joined(separator: ", "))
        lines += renames.map { "  \($0)" }
        lines += removed.map { "  removed: \($0)" }
        if !renames.isEmpty, !keepNames {
            lines.append(
                "the app's code must follow the renames, or import again with --keep-names to keep the old names")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
