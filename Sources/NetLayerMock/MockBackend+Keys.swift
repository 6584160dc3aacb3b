import Foundation
import NetLayer

/// The credentials an endpoint's `auth` names, checked: keys where the
/// configuration sends them, the token as `tokenProblem` checks it.
extension MockBackend {
    /// Why no alternative of the endpoint's credentials passes (`missing token`, `missing key apiKey`): the first
    /// alternative's reason; nil when one passes.
    func credentialProblem(in request: MockRequest, endpoint: Endpoint) -> String? {
        var first: String?
        for alternative in endpoint.auth {
            var problem: String?
            for name in alternative {
                if name == Endpoint.token {
                    guard let rules = configuration.token else { continue }
                    problem = tokenProblem(in: request, rules: rules)
                } else if let key = configuration.keys.first(where: { $0.name == name }) {
                    problem = keyProblem(in: request, key: key)
                } else {
                    problem = "unknown credential \(name)"
                }
                if problem != nil { break }
            }
            guard let problem else { return nil }
            first = first ?? problem
        }
        return first
    }

    /// Why the request's key is refused: missing, or not the value the options say; nil when it passes.
    func keyProblem(in request: MockRequest, key: KeyConfiguration) -> String? {
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
            return "missing key \(key.name)"
        }
        if let expected = options.keys[key.name], expected != value { return "wrong key \(key.name)" }
        return nil
    }
}
