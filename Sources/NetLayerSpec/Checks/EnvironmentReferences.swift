import Foundation

/// Base URLs are absolute http(s) URLs, and every environment a module names
/// in its `prefix` or `base` is declared in `environments`.
struct EnvironmentReferences: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        for environment in spec.environments {
            checkURL(
                environment.baseURL, of: "environment '\(environment.name)'", at: environment.location,
                into: &diagnostics)
        }
        let declared = spec.environments.map(\.name)
        for module in spec.modules {
            for (what, values) in [("prefix", module.prefix), ("base", module.base)] {
                guard case .each(let values) = values else { continue }
                for value in values where !declared.contains(value.environment) {
                    let message =
                        "'\(what)' of module '\(module.name)' names environment '\(value.environment)', "
                        + "which 'environments' does not declare"
                    diagnostics.error(
                        Suggestion.hint(message, for: value.environment, in: declared), at: value.location)
                }
            }
            let what = "the base of module '\(module.name)'"
            switch module.base {
            case .same(let base, let location)?:
                checkURL(base, of: what, at: location ?? module.location, into: &diagnostics)
            case .each(let values)?:
                for value in values {
                    checkURL(value.value, of: what, at: value.location, into: &diagnostics)
                }
            case nil:
                break
            }
        }
    }

    private func checkURL(
        _ text: String, of what: String, at location: SourceLocation, into diagnostics: inout Diagnostics
    ) {
        guard BaseURL.isValid(text) else {
            diagnostics.error(
                "\(what) must be an http or https URL without query or fragment, found '\(text)'", at: location)
            return
        }
    }
}
