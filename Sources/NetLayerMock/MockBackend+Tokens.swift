import Foundation
import NetLayer

extension MockBackend {
    /// The lifetime of minted tokens: an hour, long enough for any session against a mock.
    static let tokenLifetime = 3600

    /// Why the request's token is refused (`missing token`, `unknown token`); nil when it passes. Without a
    /// source no reply delivers a token, so any the app set passes, unless ``MockOptions/tokens`` names the
    /// ones that pass (`--token`); ``MockOptions/placeholderTokens`` pass beside those but leave any passing.
    func tokenProblem(in request: MockRequest, rules: TokenConfiguration) -> CredentialProblem? {
        let sent: String? =
            switch rules.placement {
            case .header(let name): request.header(name).map(rules.bare)
            case .query(let name): request.queryValues(name).first
            }
        guard let token = sent?.trimmingCharacters(in: .whitespaces), !token.isEmpty else {
            return .missing("missing token")
        }
        guard rules.source != nil || !options.tokens.isEmpty else { return nil }
        return withTokens { $0.isMinted(token) } ? nil : .wrong("unknown token")
    }

    /// What the backend says of missing or unknown credentials: with token
    /// rules, an envelope code that is not an HTTP error status, in a 200,
    /// when there is one, unless nothing was sent at all and an expired code
    /// is an HTTP status; else the first expired HTTP status (401 when none
    /// is) with `WWW-Authenticate` challenges for what the interface needs.
    /// RFC 9110, section 15.5.2: 401 is the answer to a request that "lacks valid authentication credentials",
    /// which a request without any does whatever the backend's envelope says of an expired one.
    func refused(writer: MockEnvelopeWriter, interface: MockInterface, problem: CredentialProblem) -> MockReply {
        let note = problem.note
        let rules = configuration.token ?? TokenConfiguration(placement: .header("Authorization"))
        let message = configuration.token == nil ? "credentials missing or wrong" : "token missing or expired"
        let isStatus = { (code: ReplyCode) in code.intValue.map { (400...599).contains($0) } ?? false }
        let anHTTPStatusSays = problem.isMissing && rules.expiredCodes.contains(where: isStatus)
        if writer.format != nil, !anHTTPStatusSays, let code = rules.expiredCodes.first(where: { !isStatus($0) }) {
            return .json(
                writer.failure(code: code, message: message), status: 200, interface: interface.id, note: note)
        }
        let status = rules.expiredCodes.first(where: isStatus)?.intValue ?? 401
        return .json(
            writer.problem(status: status, message: message), status: status,
            headers: ["WWW-Authenticate": challenges(for: interface.endpoint)], interface: interface.id, note: note)
    }

    /// Mints a token and puts it, with its lifetime, where the client reads them.
    func deliverToken(
        rules: TokenConfiguration, source: TokenConfiguration.Source, now: Date, into json: inout JSONValue,
        headers: inout [String: String]
    ) {
        let expiresAt = now.addingTimeInterval(TimeInterval(Self.tokenLifetime))
        let token = withTokens { $0.mint(expiresAt: rules.expiry == .jwt ? expiresAt : nil) }
        switch source {
        case .header(let name): headers[name] = token
        case .body(let path): json = json.setting(.string(token), at: path) ?? json
        }
        guard case .from(let lifetime)? = rules.expiry else { return }
        switch lifetime {
        case .header(let name): headers[name] = String(Self.tokenLifetime)
        case .body(let path): json = json.setting(.number(String(Self.tokenLifetime)), at: path) ?? json
        }
    }
}

extension MockBackend {
    /// A token this backend accepts, as a login would hand out: for showing a call's reply as a logged-in
    /// app gets it (the API reference's examples) without sending a login first.
    ///
    /// - Returns: The token, as the configuration's placement sends it (without a scheme); a JWT when the spec's
    ///   expiry reads the token's `exp`.
    public func mintToken() -> String {
        let rules = configuration.token
        let expiresAt = Date().addingTimeInterval(TimeInterval(Self.tokenLifetime))
        return withTokens { $0.mint(expiresAt: rules?.expiry == .jwt ? expiresAt : nil) }
    }
}
