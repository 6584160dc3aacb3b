/// A model that no interface reaches is most likely a leftover or a typo;
/// it still generates, so this is a warning. It is given only for a spec
/// with no errors: an interface that could not be read may be the one that
/// uses the model. (It runs last for that reason.)
struct UnusedModels: SpecCheck {
    func check(_ spec: Spec, into diagnostics: inout Diagnostics) {
        guard !diagnostics.hasErrors else { return }
        let models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var reached = Set<String>()
        var pending = spec.interfaces.flatMap { interface in
            interface.parameters.map(\.type.value) + (interface.response.map { [$0.type.value] } ?? [])
        }
        while let type = pending.popLast() {
            for case .model(let name) in type.allTypes where reached.insert(name).inserted {
                if case .structure(let fields)? = models[name]?.kind {
                    pending.append(contentsOf: fields.map(\.type.value))
                }
            }
        }
        for model in spec.models where !reached.contains(model.name) {
            diagnostics.warning("model '\(model.name)' is not used by any interface", at: model.location)
        }
    }
}
