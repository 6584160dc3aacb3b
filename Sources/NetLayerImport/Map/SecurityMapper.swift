import NetLayerSpec

/// Security schemes as a spec holds them. One credential becomes
/// `auth.token`, which the app hands over with `setToken`: a bearer or
/// OAuth token (`Authorization: Bearer …`) when the document uses one, else
/// its first API key in a header or query item. Every other scheme becomes
/// a key of `auth.keys` (an API key in its header, query item or cookie; an
/// HTTP scheme in `Authorization` after its scheme), and `security`, the
/// document's and each operation's, becomes `auth`: its alternatives in
/// order, each the credentials sent together.
struct SecurityMapper {
    let description: APIDescription
    let documents: DocumentSet

    /// The credentials the spec declares, and what each operation sends.
    struct Credentials {
        var token: TokenDraft?
        var keys: [KeyDraft] = []
        /// The spec name of each scheme the spec can send: `token`, or a key's name.
        var names: [String: String] = [:]
        /// `auth.default`: the document's `security`.
        var defaultAuth = AuthRequirement.none

        /// What the spec says when it leaves `auth.default` out.
        var implicitDefault: AuthRequirement { token != nil ? .token : .none }

        /// An operation's `security` as the spec's `auth`; an alternative
        /// that needs a scheme the spec cannot send is dropped, as no call
        /// could send it.
        func requirement(_ security: [[String]]) -> AuthRequirement {
            if security.isEmpty { return .none }
            var alternatives: [[String]] = []
            for alternative in security {
                let known = alternative.compactMap { names[$0] }
                guard known.count == alternative.count else { continue }
                // Two schemes of one credential are named once.
                var mapped: [String] = []
                for name in known where !mapped.contains(name) { mapped.append(name) }
                guard !alternatives.contains(mapped) else { continue }
                alternatives.append(mapped)
            }
            return alternatives.isEmpty ? .none : AuthRequirement(alternatives)
        }
    }

    func map() -> Credentials {
        var used: [String] = []
        if ExportedDocument.isExported(description) {
            // An exported document's schemes are the spec's credentials, in its order: a key no operation names
            // is still one the app sets.
            used = description.schemeNames
        } else {
            for requirement in description.security + description.operations.flatMap({ $0.security ?? [] }) {
                for name in requirement where !used.contains(name) { used.append(name) }
            }
        }
        let schemes = used.compactMap { name in description.securitySchemes[name].map { (name, $0) } }
            .filter { name, scheme in sendable(name, scheme) }
        let bearer = schemes.first { _, scheme in
            switch scheme.kind {
            case .http(let httpScheme): httpScheme.lowercased() != "basic"
            case .oauth: true
            case .apiKey: false
            }
        }
        let key = schemes.first { _, scheme in
            if case .apiKey(_, let place) = scheme.kind { place == .header || place == .query } else { false }
        }
        var result = Credentials()
        // An exported document marks its token (`x-netlayer-token`): without the mark, its spec has none, and a
        // bearer scheme is one of its keys.
        let marked = schemes.first { $0.1.extensions[OpenAPIExtension.token] != nil }
        let tokenScheme = ExportedDocument.isExported(description) ? marked?.0 : (marked ?? bearer ?? key)?.0
        var taken: Set<String> = [AuthRequirement.tokenName, "none"]
        // A scheme sent exactly as one before it (OAuth 2 beside http bearer: both `Authorization: Bearer …`) is
        // the same credential to the client: one name, one setter.
        var byWire: [String: String] = [:]
        if let tokenScheme, let scheme = description.securitySchemes[tokenScheme] {
            byWire[Self.wire(scheme)] = AuthRequirement.tokenName
        }
        for (name, scheme) in schemes {
            if name != tokenScheme, let same = byWire[Self.wire(scheme)] {
                result.names[name] = same
                continue
            }
            if name == tokenScheme {
                result.names[name] = AuthRequirement.tokenName
                switch scheme.kind {
                case .apiKey(let key, .query): result.token = TokenDraft(query: key)
                case .apiKey(let key, _): result.token = TokenDraft(header: key)
                case .http(let httpScheme):
                    result.token = TokenDraft(header: "Authorization", scheme: Self.title(httpScheme))
                case .oauth: result.token = TokenDraft(header: "Authorization", scheme: "Bearer")
                }
                if let token = scheme.extensions[OpenAPIExtension.token] {
                    for (key, value) in token.entries {
                        if key == "scheme" {
                            result.token?.scheme = value.string
                        } else {
                            result.token?.settings.append(SettingDraft(key: key, value: NetLayerExtensions.flow(value)))
                        }
                    }
                }
                continue
            }
            let keyName = ImportNames.unique(ImportNames.memberName(name), in: &taken) { $0 }
            result.names[name] = keyName
            byWire[Self.wire(scheme)] = keyName
            switch scheme.kind {
            case .apiKey(let key, .header): result.keys.append(KeyDraft(name: keyName, header: key))
            case .apiKey(let key, .query): result.keys.append(KeyDraft(name: keyName, query: key))
            case .apiKey(let key, _): result.keys.append(KeyDraft(name: keyName, cookie: key))
            case .http(let httpScheme):
                result.keys.append(KeyDraft(name: keyName, header: "Authorization", scheme: Self.title(httpScheme)))
            case .oauth: result.keys.append(KeyDraft(name: keyName, header: "Authorization", scheme: "Bearer"))
            }
            if let spelled = scheme.extensions[OpenAPIExtension.scheme]?.string {
                result.keys[result.keys.count - 1].scheme = spelled
            }
            if scheme.extensions[OpenAPIExtension.persist]?.bool == true {
                result.keys[result.keys.count - 1].settings.append(SettingDraft(key: "persist", value: "true"))
            }
        }
        result.defaultAuth = result.requirement(description.security)
        return result
    }

    /// Where and how a scheme's credential travels, as the client sends it.
    private static func wire(_ scheme: SecurityScheme) -> String {
        switch scheme.kind {
        case .apiKey(let name, .header): "header " + name.lowercased()
        case .apiKey(let name, let place): place.rawValue + " " + name
        case .http(let httpScheme): "header authorization " + httpScheme.lowercased()
        case .oauth: "header authorization bearer"
        }
    }

    /// `bearer` as `Bearer`: how the scheme is written in a header.
    private static func title(_ scheme: String) -> String {
        scheme.prefix(1).uppercased() + scheme.dropFirst()
    }

    /// Whether the spec can send the scheme's credential: a header or
    /// cookie name and an authentication scheme must be HTTP tokens. One that
    /// is not is reported and left out, so that another scheme can be the
    /// token.
    private func sendable(_ name: String, _ scheme: SecurityScheme) -> Bool {
        switch scheme.kind {
        case .apiKey(let key, let place) where place != .query && !HTTPToken.isValid(key):
            documents.diagnostics.warning(
                "security scheme '\(name)' sends its key in \(place.rawValue) '\(key)', which is not a valid HTTP "
                    + "\(place.rawValue) name; it is left out",
                at: scheme.location)
            return false
        case .http(let httpScheme) where !HTTPToken.isValid(httpScheme):
            documents.diagnostics.warning(
                "security scheme '\(name)' has the authentication scheme '\(httpScheme)', which is not an HTTP "
                    + "token; it is left out",
                at: scheme.location)
            return false
        default:
            return true
        }
    }
}
