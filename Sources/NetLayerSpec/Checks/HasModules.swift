/// A spec defines at least one module, in the root file or an included one.
/// Checked only when nothing else is wrong: a file that failed to load may
/// be the one with the modules.
struct HasModules: SpecCheck {
    var readsEarlierFindings: Bool { true }

    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        guard !diagnostics.hasErrors, spec.modules.isEmpty, let root = spec.files.first else { return }
        diagnostics.error(
            "the spec defines no modules: add 'modules' here or in an included file",
            at: SourceLocation(file: root, line: 1, column: 1))
    }
}
