import NetLayer

/// The `WWW-Authenticate` of a refused call: what the interface needs, so that a developer reading the 401
/// (curl, a log) learns which credential is missing and where it goes.
extension MockBackend {
    /// The realm every challenge names: the protection space is the whole mock.
    static let realm = "netlayer mock"

    /// One challenge per credential the endpoint's alternatives name, in order, comma-separated (RFC 9110
    /// §11.6.1: a field may list several; §15.5.2: a 401 MUST send at least one). The token's is its scheme
    /// (`Bearer`), else `Token`; a key with a scheme in a header (`Basic`) is that scheme's. A key without one
    /// has no registered scheme, so its challenge is `ApiKey`, with a parameter naming where it goes:
    /// `ApiKey realm="netlayer mock", header="X-API-Key"` (or `query="api_key"`, `cookie="sid"`).
    func challenges(for endpoint: Endpoint) -> String {
        var seen: Set<String> = []
        var challenges: [String] = []
        for name in endpoint.auth.flatMap({ $0 }) where seen.insert(name).inserted {
            if name == Endpoint.token {
                challenges.append(tokenChallenge(configuration.token))
            } else if let key = configuration.keys.first(where: { $0.name == name }) {
                challenges.append(keyChallenge(key))
            }
        }
        return challenges.isEmpty ? tokenChallenge(nil) : challenges.joined(separator: ", ")
    }

    private func tokenChallenge(_ rules: TokenConfiguration?) -> String {
        let scheme = rules?.scheme.flatMap { $0.isEmpty ? nil : $0 } ?? "Token"
        return "\(scheme) realm=\(Self.quoted(Self.realm))"
    }

    private func keyChallenge(_ key: KeyConfiguration) -> String {
        let realm = "realm=\(Self.quoted(Self.realm))"
        switch key.placement {
        case .header(let name):
            if let scheme = key.scheme, !scheme.isEmpty { return "\(scheme) \(realm)" }
            return "ApiKey \(realm), header=\(Self.quoted(name))"
        case .query(let name): return "ApiKey \(realm), query=\(Self.quoted(name))"
        case .cookie(let name): return "ApiKey \(realm), cookie=\(Self.quoted(name))"
        }
    }

    /// A quoted-string (RFC 9110 §5.6.4): `"` and `\` escaped with a backslash.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
