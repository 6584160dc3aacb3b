/// A note, once per spec, naming the interfaces that need the token only
/// because they say no `auth` in a spec with `auth.token` and no
/// `auth.default`.
///
/// Since 0.4.0 a call that needs the token is not sent without one: it ends
/// in `.loginRequired`. Specs written for 0.3.0, which sent such calls
/// without a token, kept validating while every call of theirs made before
/// a login failed at run time. A spec that says what it means, an `auth` on
/// the interface or an `auth.default`, is not noted. A note, not a warning:
/// the spec is valid, and `--warnings-as-errors` must not refuse it. It
/// speaks only when the rules before it found no error: it is about what a
/// valid spec means, and would only crowd a broken one's errors.
struct ImplicitToken: SpecCheck {
    /// How many interfaces the note names before "and N more".
    static let namedInterfaces = 5

    var readsEarlierFindings: Bool { true }

    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        guard !diagnostics.hasErrors, let auth = spec.auth, let token = auth.token, auth.defaultRequirement == nil
        else { return }
        let silent = spec.interfaces.filter { $0.auth == nil }.map(\.name)
        guard !silent.isEmpty else { return }
        diagnostics.append(.note(Self.message(silent), at: auth.tokenKeyLocation ?? token.location))
    }

    /// "interfaces 'a', 'b' and 3 more say no 'auth', so …".
    static func message(_ interfaces: [String]) -> String {
        let named = interfaces.quotedAsProse(naming: namedInterfaces)
        let one = interfaces.count == 1
        return (one ? "interface \(named) says" : "interfaces \(named) say")
            + " no 'auth', so \(one ? "it needs" : "they need") the token: without one a call ends in "
            + ".loginRequired, unsent (since 0.4.0); write 'auth.default: { anyOf: [token, none] }' to send "
            + "\(one ? "it" : "them") with the token when the app has one and without it otherwise, "
            + "or 'auth: token' on \(one ? "it" : "each") to say \(one ? "it needs" : "they need") it"
    }
}
