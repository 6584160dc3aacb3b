import Foundation
import NetLayerSpec

extension Spec {
    /// The scheme, host and port of each interface's URL in `environment`, by id: the server `netlayer record`
    /// forwards to and the one `netlayer verify` names when it cannot be reached.
    func origins(in environment: String) -> [String: URL] {
        guard let base = environments.first(where: { $0.name == environment })?.baseURL else { return [:] }
        var origins: [String: URL] = [:]
        for (interface, module) in moduleInterfaces {
            guard
                let url = URLComponents(
                    string: self.url(of: interface.path.value, in: module, environment: environment, base: base)),
                let scheme = url.scheme, let host = url.host
            else { continue }
            var origin = URLComponents()
            origin.scheme = scheme
            origin.host = host
            origin.port = url.port
            origins[interface.id] = origin.url
        }
        return origins
    }
}
