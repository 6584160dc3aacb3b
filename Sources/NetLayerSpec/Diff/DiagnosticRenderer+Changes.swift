extension DiagnosticRenderer {
    /// Renders `netlayer diff`'s changes as the compiler prints its findings: each headline
    /// (`new.yaml:12:5: breaking: …`), its source line and caret, and a `was here` note at the old place
    /// when the change has both.
    ///
    /// - Parameter changes: The changes, in the diff's order.
    /// - Returns: The text report, each line ending in a newline; empty for no changes.
    public func render(_ changes: [SpecChange]) -> String {
        var cache = Cache()
        return changes.map { change in
            let notes = change.new != nil ? change.old.map { [Diagnostic.note("was here", at: $0)] } ?? [] : []
            return render(headline: change.headline, at: change.location, notes: notes, cache: &cache)
        }.joined()
    }
}
