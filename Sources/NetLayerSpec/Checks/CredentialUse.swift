/// Every credential an interface or `auth.default` names is `token` (with
/// `auth.token` in the spec) or a key of `auth.keys`; keys are named so that
/// neither word is taken, and their cookies and query items (and cookie
/// parameters) have names.
struct CredentialUse: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        var seen: Set<String> = []
        var setters: [String: String] = [:]
        for key in spec.auth?.keys ?? [] {
            let setter = SwiftIdentifier.keySetterName(key.name)
            if let other = setters[setter] {
                diagnostics.error(
                    "keys '\(other)' and '\(key.name)' would both be set with '\(setter)'; rename one",
                    at: key.location)
            } else if SwiftNames.clientMembers.contains(setter) {
                diagnostics.error(
                    "key '\(key.name)' would be set with '\(setter)', which the client already has; rename it",
                    at: key.location)
            }
            setters[setter] = setters[setter] ?? key.name
            if key.name == AuthRequirement.tokenName || key.name == "none" {
                diagnostics.error(
                    "a key cannot be named '\(key.name)': interfaces say '\(key.name)' for "
                        + (key.name == "none" ? "no credentials" : "'auth.token'"), at: key.location)
            } else if !seen.insert(key.name).inserted {
                diagnostics.error("two keys are named '\(key.name)'", at: key.location)
            }
            switch key.placement {
            case .cookie(let name) where !HTTPToken.isValid(name):
                diagnostics.error(
                    "'\(name)' is not a valid cookie name (letters, digits and !#$%&'*+-.^_`|~)",
                    at: key.placementLocation)
            case .query(let name) where name.isEmpty:
                diagnostics.error("the query item of key '\(key.name)' has an empty name", at: key.placementLocation)
            default:
                break
            }
        }
        if let requirement = spec.auth?.defaultRequirement {
            check(requirement, of: "'auth.default'", in: spec, into: &diagnostics)
        }
        for interface in spec.interfaces {
            for parameter in interface.parameters
            where interface.placement(of: parameter) == .cookie && !HTTPToken.isValid(parameter.wireName) {
                diagnostics.error(
                    "'\(parameter.wireName)' is not a valid cookie name (letters, digits and !#$%&'*+-.^_`|~)",
                    at: parameter.location)
            }
            if let auth = interface.auth {
                check(auth, of: "interface '\(interface.name)'", in: spec, into: &diagnostics)
            }
        }
    }

    private func check(
        _ requirement: Located<AuthRequirement>, of what: String, in spec: Spec, into diagnostics: inout Diagnostics
    ) {
        let keys = spec.auth?.keys.map(\.name) ?? []
        for name in requirement.value.names {
            if name == AuthRequirement.tokenName {
                if spec.auth?.token == nil {
                    diagnostics.error(
                        "\(what) sends a token, but the spec has no 'auth.token' that says how",
                        at: requirement.location)
                }
            } else if !keys.contains(name) {
                var message = "\(what) sends '\(name)', which is not a key of 'auth.keys'"
                if let nearest = Suggestion.nearest(to: name, in: keys + [AuthRequirement.tokenName]) {
                    message += "; did you mean '\(nearest)'?"
                }
                diagnostics.error(message, at: requirement.location)
            }
        }
    }
}
