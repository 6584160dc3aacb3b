/// Every header the spec names is a valid HTTP header name: common headers,
/// where the token and keys are sent and the token read, and parameters sent in a header.
struct HeaderNames: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        var names = spec.headers.map { ($0.value.name, $0.location) }
        if let token = spec.auth?.token {
            func at(_ key: String) -> SourceLocation { token.valueLocations[key] ?? token.location }
            if case .header(let name) = token.placement { names.append((name, at("header"))) }
            if case .header(let name)? = token.source { names.append((name, at("from"))) }
            if case .from(.header(let name))? = token.expiry { names.append((name, at("expiry"))) }
        }
        for key in spec.auth?.keys ?? [] {
            if case .header(let name) = key.placement { names.append((name, key.placementLocation)) }
        }
        for interface in spec.interfaces {
            for parameter in interface.parameters where interface.placement(of: parameter) == .header {
                names.append((parameter.wireName, parameter.location))
            }
        }
        for (name, location) in names where !HTTPToken.isValid(name) {
            diagnostics.error("'\(name)' is not a valid HTTP header name", at: location)
        }
    }
}
