/// Every `{placeholder}` in a path has a parameter, a path parameter appears
/// in the path, and a path parameter cannot be left out (a URL with an empty
/// segment reaches another endpoint).
struct PathParameters: SpecCheck {
    func check(_ spec: Spec, into diagnostics: inout Diagnostics) {
        for interface in spec.interfaces {
            let placeholders = interface.pathPlaceholders
            let wireNames = interface.parameters.map(\.wireName)
            for placeholder in placeholders where !wireNames.contains(placeholder) {
                let message = "path placeholder '{\(placeholder)}' of interface '\(interface.name)' has no parameter"
                diagnostics.error(
                    Suggestion.hint(message, for: placeholder, in: wireNames), at: interface.path.location)
            }
            for parameter in interface.parameters {
                let inPath = placeholders.contains(parameter.wireName)
                switch (interface.placement(of: parameter), inPath) {
                case (.path, false):
                    diagnostics.error(
                        "parameter '\(parameter.name)' is in the path, but the path has no '{\(parameter.wireName)}'",
                        at: parameter.placement?.location ?? parameter.location)
                case (.path, true):
                    if parameter.isOptional {
                        diagnostics.error(
                            "path parameter '\(parameter.name)' cannot be optional or have a default: every call must fill '{\(parameter.wireName)}'",
                            at: parameter.type.value.isOptional
                                ? parameter.type.location : (parameter.defaultValue?.location ?? parameter.location))
                    }
                case (let placement, true):
                    diagnostics.error(
                        "parameter '\(parameter.name)' is named in the path, but 'in' puts it in the \(placement.rawValue)",
                        at: parameter.placement?.location ?? parameter.location)
                default:
                    break
                }
            }
        }
    }
}
