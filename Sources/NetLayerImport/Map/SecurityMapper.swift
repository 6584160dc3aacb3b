import NetLayerSpec

/// Security schemes as a spec holds them. The document's credential
/// becomes `auth.token`, which the app hands over with `setToken`: a bearer
/// or OAuth token (`Authorization: Bearer …`) when the document uses one,
/// else its first API key, in its header or query item. A spec has one
/// token, so a second API key becomes a common header or query parameter
/// the app supplies (`$apiKey`); anything else is reported as left out.
struct SecurityMapper {
    let description: APIDescription

    struct Result {
        var token: TokenDraft?
        var headers: [(name: String, value: String)] = []
        var parameters: [(name: String, value: String)] = []
        /// The scheme that became `auth.token`: an operation that does not need it sends no token.
        var tokenScheme: String?
    }

    func map(into documents: inout DocumentSet) -> Result {
        var used: [String] = []
        for requirement in description.security + description.operations.flatMap({ $0.security ?? [] }) {
            for name in requirement where !used.contains(name) { used.append(name) }
        }
        let schemes = used.compactMap { name in description.securitySchemes[name].map { (name, $0) } }
            .filter { name, scheme in Self.sendable(name, scheme, into: &documents) }
        let bearer = schemes.first { _, scheme in
            switch scheme.kind {
            case .http, .oauth: true
            case .apiKey: false
            }
        }
        let key = schemes.first { _, scheme in
            if case .apiKey(_, let place) = scheme.kind { place == .header || place == .query } else { false }
        }
        var result = Result()
        result.tokenScheme = (bearer ?? key)?.0
        for (name, scheme) in schemes {
            let isToken = name == result.tokenScheme
            switch scheme.kind {
            case .apiKey(let key, .header) where isToken:
                result.token = TokenDraft(header: key)
            case .apiKey(let key, .query) where isToken:
                result.token = TokenDraft(query: key)
            case .apiKey(let key, .header):
                result.headers.append((key, "$" + ImportNames.memberName(key)))
            case .apiKey(let key, .query):
                result.parameters.append((key, "$" + ImportNames.memberName(key)))
            case .apiKey(_, let place):
                documents.diagnostics.warning(
                    "security scheme '\(name)' sends its key in a \(place.rawValue), which a spec cannot; "
                        + "it is left out",
                    at: scheme.location)
            case .http(let httpScheme) where isToken:
                result.token = TokenDraft(
                    header: "Authorization", scheme: httpScheme.prefix(1).uppercased() + httpScheme.dropFirst())
            case .oauth where isToken:
                result.token = TokenDraft(header: "Authorization", scheme: "Bearer")
            case .http, .oauth:
                documents.diagnostics.warning(
                    "security scheme '\(name)' is a second token; a spec has one, so it is left out",
                    at: scheme.location)
            }
        }
        return result
    }

    /// Whether the spec can send the scheme's credential: a header name and
    /// an authentication scheme must be HTTP tokens. One that is not is
    /// reported and left out, so that another scheme can be the token.
    private static func sendable(_ name: String, _ scheme: SecurityScheme, into documents: inout DocumentSet) -> Bool {
        switch scheme.kind {
        case .apiKey(let key, .header) where !HTTPToken.isValid(key):
            documents.diagnostics.warning(
                "security scheme '\(name)' sends its key in header '\(key)', which is not a valid HTTP header name; "
                    + "it is left out",
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
