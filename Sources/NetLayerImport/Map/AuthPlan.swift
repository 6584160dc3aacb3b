import NetLayerSpec

/// The spec's credentials and each operation's `auth`: the security schemes
/// (`SecurityMapper`), or the token header springfox repeats
/// (`RepeatedHeaders`), with the requirement most operations share as
/// `auth.default`, so that only the others say `auth`.
struct AuthPlan {
    private var security: SecurityMapper.Credentials
    private let repeated: RepeatedHeaders
    private let documentSecurity: [[String]]

    /// Header parameters the spec sends for every interface, lowercased.
    var sharedHeaders: Set<String> { repeated.names }

    init(_ security: SecurityMapper.Credentials, description: APIDescription, operations: [Operation]) {
        self.security = security
        self.documentSecurity = description.security
        repeated = RepeatedHeaders(operations, hasToken: security.token != nil)
        if let header = repeated.token {
            self.security.token = TokenDraft(header: header)
            self.security.defaultAuth = .token
        } else {
            // Documents often give each operation its `security` and none at the top.
            self.security.defaultAuth = Self.mostCommon(
                operations.map { security.requirement($0.security ?? description.security) },
                else: security.defaultAuth)
        }
    }

    /// `auth`, `headers` of the spec.
    func apply(to draft: inout SpecDraft) {
        draft.headers += repeated.common
        (draft.token, draft.keys) = (security.token, security.keys)
        // With a token the default is written even when it is the token: a
        // spec that says what interfaces without `auth` send is not noted
        // for needing the token (`ImplicitToken`), and this one means it.
        if security.defaultAuth != security.implicitDefault || security.token != nil {
            draft.defaultAuth = security.defaultAuth
        }
    }

    /// The operation's `auth`, nil when it is the spec's default.
    func auth(of operation: Operation) -> AuthRequirement? {
        let own: AuthRequirement =
            if repeated.token != nil {
                repeated.sendsToken(operation) ? .token : .none
            } else {
                security.requirement(operation.security ?? documentSecurity)
            }
        return own == security.defaultAuth ? nil : own
    }

    /// The most common of `requirements`; `fallback` on a tie with it or without any.
    private static func mostCommon(_ requirements: [AuthRequirement], else fallback: AuthRequirement)
        -> AuthRequirement
    {
        var counts: [AuthRequirement: Int] = [:]
        for requirement in requirements { counts[requirement, default: 0] += 1 }
        var best = fallback
        for requirement in requirements where counts[requirement, default: 0] > counts[best, default: 0] {
            best = requirement
        }
        return best
    }
}
