/// A default or fixed value of an enum model's type names one of its cases, one of
/// a struct model's type cannot be written in a spec, and a parameter has one or the other.
struct DefaultValues: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        let models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for interface in spec.interfaces {
            for parameter in interface.parameters {
                for (word, value) in [("default", parameter.defaultValue), ("value", parameter.fixedValue)] {
                    check(value, word, of: parameter, models: models, into: &diagnostics)
                }
                if parameter.defaultValue != nil, let fixed = parameter.fixedValue {
                    diagnostics.error(
                        "parameter '\(parameter.name)' has a 'value', always sent: it cannot also have a 'default'",
                        at: fixed.location)
                }
            }
        }
    }

    private func check(
        _ value: Located<DefaultValue>?, _ word: String, of parameter: Interface.Parameter, models: [String: Model],
        into diagnostics: inout Diagnostics
    ) {
        guard let defaultValue = value, case .string(let text) = defaultValue.value,
            case .model(let name) = parameter.type.value.nonOptional, let model = models[name]
        else { return }
        switch model.kind {
        case .enumeration(let enumeration):
            let names = enumeration.cases.map(\.name)
            if !names.contains(text) {
                let message = "\(word) '\(text)' is not a case of enum '\(name)'"
                diagnostics.error(Suggestion.hint(message, for: text, in: names), at: defaultValue.location)
            }
        case .structure, .union:
            diagnostics.error(
                "a parameter of model type '\(name)' cannot have a \(word)", at: defaultValue.location)
        }
    }
}
