import Foundation

/// Finds the token to send, keeps fresh ones, and clears an expired one,
/// raising the login-required event once.
struct TokenKeeper: Sendable {
    let configuration: TokenConfiguration?
    let store: any TokenStore
    let events: LoginEvents

    /// Tokens are kept per host (with its port), so a staging token is never
    /// sent to production, nor to a module on a third party's host.
    static func host(of url: URL) -> String {
        let host = url.host ?? ""
        return url.port.map { "\(host):\($0)" } ?? host
    }

    /// The host a call's target keeps its tokens under: `host(of:)` of the target's URL. A plain authority
    /// (`RequestTarget.isPlainAuthority(_:)`) is that host and port as written, with no URL to parse.
    static func host(of target: RequestTarget) -> String {
        if RequestTarget.isPlainAuthority(target.authority.utf8) { return target.authority }
        guard let url = URL(string: target.scheme + "://" + target.authority + "/") else { return target.authority }
        return host(of: url)
    }

    /// The stored token for `host`, while it has not expired.
    func validToken(for host: String, now: Date = Date()) -> String? {
        guard let token = store.token(forHost: host), token.isValid(at: now) else { return nil }
        return token.value
    }

    /// The stored token of a host, as a call that needs it finds it.
    enum Lookup: Equatable {
        /// A token to send.
        case valid(String)
        /// A token past its lifetime: not sent, since the server would refuse it.
        case expired(String)
        /// No token: never logged in, logged out, or cleared on expiry.
        case missing
    }

    /// The token a call that needs one would send to `host`. An expired one
    /// is left in the store: the call treats it as a token the server refused
    /// (interceptors may refresh it, else `expire` clears it with the event).
    func lookUp(_ host: String, now: Date = Date()) -> Lookup {
        guard let token = store.token(forHost: host) else { return .missing }
        return token.isValid(at: now) ? .valid(token.value) : .expired(token.value)
    }

    /// Keeps the token a reply delivered, with its expiry.
    func keep(from result: RequestResult, host: String, now: Date = Date()) {
        guard let value = result.token, configuration != nil else { return }
        keep(value, host: host, reply: result, now: now)
    }

    /// Keeps `value` with the lifetime the configuration's expiry gives it:
    /// seconds read from a reply need `reply`, so a token the app sets
    /// itself has no lifetime by that rule.
    func keep(_ value: String, host: String, reply: RequestResult? = nil, now: Date = Date()) {
        var expiresAt: Date?
        switch configuration?.expiry {
        case .jwt?:
            expiresAt = JWT.expiry(of: value)
        case .seconds(let seconds)?:
            expiresAt = now.addingTimeInterval(TimeInterval(seconds))
        case .from(let source)?:
            let text: String? =
                switch source {
                case .header(let name): reply?.header(name)
                case .body(let path): reply?.json?.value(at: path)?.parameterText
                }
            expiresAt = text.flatMap(Double.init).map { now.addingTimeInterval($0) }
        case nil:
            expiresAt = nil
        }
        store.setToken(StoredToken(value: value, expiresAt: expiresAt), forHost: host)
    }

    /// Clears `sentToken` if it is still the stored one, and raises the event
    /// when it was: of many calls failing at once, exactly one does.
    func expire(_ sentToken: String?, host: String, endpointID: String) {
        guard let sentToken, store.removeToken(sentToken, forHost: host) else { return }
        events.raise(LoginRequiredEvent(host: host, endpointID: endpointID))
    }
}
