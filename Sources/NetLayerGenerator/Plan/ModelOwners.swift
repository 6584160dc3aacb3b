import NetLayerSpec

/// The module each model is generated with: the first module, in spec
/// order, whose interfaces use it (directly, or through another model's
/// fields). A model no interface uses has no module.
struct ModelOwners {
    private var owners: [String: String] = [:]

    init(_ spec: Spec) {
        let models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for module in spec.modules {
            var pending = module.interfaces.flatMap { interface in
                interface.parameters.map(\.type.value) + (interface.response.map { [$0.type.value] } ?? [])
            }
            while let type = pending.popLast() {
                for case .model(let name) in type.allTypes where owners[name] == nil {
                    owners[name] = module.name
                    if case .structure(let fields)? = models[name]?.kind {
                        pending += fields.map(\.type.value)
                    }
                }
            }
        }
    }

    func module(of model: String) -> String? { owners[model] }
}
