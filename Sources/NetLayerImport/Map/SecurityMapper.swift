import NetLayerSpec

/// Security schemes as a spec holds them: an API key becomes a common
/// header or query parameter the app supplies (`$apiKey`), a bearer or
/// OAuth token the spec's `auth.token`, which the app sets with `setToken`.
struct SecurityMapper {
    let description: APIDescription

    struct Result {
        var token: TokenDraft?
        var headers: [(name: String, value: String)] = []
        var parameters: [(name: String, value: String)] = []
        /// The schemes the spec carries.
        var carried: Set<String> = []
        /// The scheme that became `auth.token`: an operation that does not need it sends no token.
        var tokenScheme: String?
    }

    func map(into documents: inout DocumentSet) -> Result {
        var result = Result()
        var used: [String] = []
        for requirement in description.security + description.operations.flatMap({ $0.security ?? [] }) {
            for name in requirement where !used.contains(name) { used.append(name) }
        }
        for name in used {
            guard let scheme = description.securitySchemes[name] else { continue }
            switch scheme.kind {
            case .apiKey(let key, .header):
                result.headers.append((key, "$" + ImportNames.memberName(key)))
                result.carried.insert(name)
            case .apiKey(let key, .query):
                result.parameters.append((key, "$" + ImportNames.memberName(key)))
                result.carried.insert(name)
            case .apiKey(_, let place):
                documents.diagnostics.warning(
                    "security scheme '\(name)' sends its key in a \(place.rawValue), which a spec cannot; it is left out",
                    at: scheme.location)
            case .http, .oauth:
                guard result.token == nil else {
                    documents.diagnostics.warning(
                        "security scheme '\(name)' is a second token; a spec has one, so it is left out", at: scheme.location)
                    continue
                }
                let httpScheme = if case .http(let named) = scheme.kind { named } else { "bearer" }
                result.token = TokenDraft(
                    header: "Authorization", query: nil, scheme: httpScheme.prefix(1).uppercased() + httpScheme.dropFirst())
                result.carried.insert(name)
                result.tokenScheme = name
            }
        }
        return result
    }
}
