/// A default of an enum model's type names one of its cases, and a default of
/// a struct model's type cannot be written in a spec.
struct DefaultValues: SpecCheck {
    func check(_ spec: Spec, into diagnostics: inout Diagnostics) {
        let models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for interface in spec.interfaces {
            for parameter in interface.parameters {
                guard let defaultValue = parameter.defaultValue, case .string(let text) = defaultValue.value,
                    case .model(let name) = parameter.type.value.nonOptional, let model = models[name]
                else { continue }
                switch model.kind {
                case .enumeration(let enumeration):
                    let names = enumeration.cases.map(\.name)
                    if !names.contains(text) {
                        let message = "default '\(text)' is not a case of enum '\(name)'"
                        diagnostics.error(Suggestion.hint(message, for: text, in: names), at: defaultValue.location)
                    }
                case .structure, .union:
                    diagnostics.error(
                        "a parameter of model type '\(name)' cannot have a default", at: defaultValue.location)
                }
            }
        }
    }
}
