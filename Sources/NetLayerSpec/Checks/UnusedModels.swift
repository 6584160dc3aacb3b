/// A model that no interface reaches is most likely a leftover or a typo;
/// it still generates, so this is a warning. It is given only for a spec
/// with no errors: an interface that could not be read may be the one that
/// uses the model. (It runs last for that reason.)
struct UnusedModels: SpecCheck {
    var readsEarlierFindings: Bool { true }

    func check(_ spec: Spec, graph: ModelGraph, into diagnostics: inout Diagnostics) {
        guard !diagnostics.hasErrors else { return }
        for model in spec.models where !graph.isUsed(model.name) {
            diagnostics.warning("model '\(model.name)' is not used by any interface", at: model.location)
        }
    }
}
