import Foundation
import NetLayer

/// Why a request's credentials are refused: the note of its log line (`missing token`, `wrong key apiKey`), and
/// whether nothing was sent at all, which HTTP answers with 401 where the spec lets it.
struct CredentialProblem: Sendable {
    var note: String
    var isMissing: Bool

    static func missing(_ note: String) -> CredentialProblem { CredentialProblem(note: note, isMissing: true) }
    static func wrong(_ note: String) -> CredentialProblem { CredentialProblem(note: note, isMissing: false) }
}

/// The credentials an endpoint's `auth` names, checked: keys where the
/// configuration sends them, the token as `tokenProblem` checks it.
extension MockBackend {
    /// Why no alternative of the endpoint's credentials passes (`missing token`, `missing key apiKey`): the first
    /// alternative's reason; nil when one passes.
    func credentialProblem(in request: MockRequest, endpoint: Endpoint) -> CredentialProblem? {
        var first: CredentialProblem?
        for alternative in endpoint.auth {
            var problem: CredentialProblem?
            for name in alternative {
                if name == Endpoint.token {
                    guard let rules = configuration.token else { continue }
                    problem = tokenProblem(in: request, rules: rules)
                } else if let key = configuration.keys.first(where: { $0.name == name }) {
                    problem = keyProblem(in: request, key: key)
                } else {
                    problem = .wrong("unknown credential \(name)")
                }
                if problem != nil { break }
            }
            guard let problem else { return nil }
            first = first ?? problem
        }
        return first
    }

    /// Why the request's key is refused: missing, or not the value the options say; nil when it passes.
    func keyProblem(in request: MockRequest, key: KeyConfiguration) -> CredentialProblem? {
        let sent: String? =
            switch key.placement {
            case .header(let name):
                request.header(name).map { value in
                    guard let scheme = key.scheme, value.lowercased().hasPrefix(scheme.lowercased() + " ") else {
                        return value
                    }
                    return String(value.dropFirst(scheme.count + 1))
                }
            case .query(let name): request.queryValues(name).first
            case .cookie(let name): request.cookie(name)
            }
        guard let value = sent?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
            return .missing("missing key \(key.name)")
        }
        if let expected = options.keys[key.name], expected != value { return .wrong("wrong key \(key.name)") }
        return nil
    }
}
