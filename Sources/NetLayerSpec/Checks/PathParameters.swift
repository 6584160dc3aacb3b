/// Every `{placeholder}` in a path has a path parameter, a path parameter
/// appears in the path, and a path parameter cannot be left out (a URL with an empty
/// segment reaches another endpoint).
struct PathParameters: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        for interface in spec.interfaces {
            let placeholders = interface.pathPlaceholders
            let placed = interface.parameters.map { (parameter: $0, placement: interface.placement(of: $0)) }
            // A placeholder is filled by the path parameter of its wire name; a
            // parameter elsewhere may share that name (a body field `path`).
            let pathNames = placed.filter { $0.placement == .path }.map(\.parameter.wireName)
            for placeholder in placeholders where !pathNames.contains(placeholder) {
                if let elsewhere = placed.first(where: { $0.parameter.wireName == placeholder }) {
                    diagnostics.error(
                        "parameter '\(elsewhere.parameter.name)' is named in the path, but 'in' puts it in the "
                            + "\(elsewhere.placement.rawValue); "
                            + "the path's '{\(placeholder)}' needs a parameter of its own",
                        at: elsewhere.parameter.placement?.location ?? elsewhere.parameter.location)
                    continue
                }
                let message = "path placeholder '{\(placeholder)}' of interface '\(interface.name)' has no parameter"
                diagnostics.error(
                    Suggestion.hint(message, for: placeholder, in: interface.parameters.map(\.wireName)),
                    at: interface.path.location)
            }
            for (parameter, placement) in placed where placement == .path {
                if !placeholders.contains(parameter.wireName) {
                    diagnostics.error(
                        "parameter '\(parameter.name)' is in the path, but the path has no '{\(parameter.wireName)}'",
                        at: parameter.placement?.location ?? parameter.location)
                } else if parameter.isOptional {
                    diagnostics.error(
                        "path parameter '\(parameter.name)' cannot be optional or have a default: "
                            + "every call must fill '{\(parameter.wireName)}'",
                        at: parameter.type.value.isOptional
                            ? parameter.type.location : (parameter.defaultValue?.location ?? parameter.location))
                }
            }
        }
    }
}
