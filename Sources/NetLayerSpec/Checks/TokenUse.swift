/// `auth: token` on an interface needs `auth.token` in the spec.
struct TokenUse: SpecCheck {
    func check(_ spec: Spec, into diagnostics: inout Diagnostics) {
        guard spec.auth == nil else { return }
        for interface in spec.interfaces {
            if let auth = interface.auth, auth.value == .token {
                diagnostics.error(
                    "interface '\(interface.name)' sends a token, but the spec has no 'auth.token' that says how",
                    at: auth.location)
            }
        }
    }
}
