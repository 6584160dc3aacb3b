import Foundation

/// A named base URL, such as production or staging.
public struct ServerEnvironment: Sendable, Hashable {
    /// The environment's name, which per-environment values are looked up by.
    public var name: String
    /// The URL every endpoint's URL starts with, unless the endpoint has a base URL of its own.
    public var baseURL: URL
    /// When set, the scheme, host and port of every URL built in this
    /// environment, module bases included; each URL keeps its own path.
    /// Nil keeps every URL as its base says. Set with ``replacingOrigin(with:)``.
    public var origin: URL?

    /// An environment called `name` at `baseURL`: a spec's, or any other server, such as a local one in tests.
    ///
    /// - Parameters:
    ///   - name: The environment's name; ``EnvironmentValue`` values are chosen by it.
    ///   - baseURL: The URL every call's path is joined to, unless its module has a base of its own.
    public init(name: String, baseURL: URL) {
        self.name = name
        self.baseURL = baseURL
    }

    /// This environment with every URL sent to `origin`'s scheme, host and
    /// port, each keeping its path (`origin`'s own path is not used).
    ///
    /// A spec whose modules live on several hosts is served whole by one
    /// `netlayer mock`, which answers every interface at its URL's path:
    ///
    ///     client.environment = client.environment.replacingOrigin(with: URL(string: "http://127.0.0.1:8080")!)
    ///
    /// - Parameter origin: A URL whose scheme, host and port every call goes to; its path is ignored.
    /// - Returns: A copy of this environment with ``origin`` set; the name and base URL stay.
    public func replacingOrigin(with origin: URL) -> ServerEnvironment {
        var environment = self
        environment.origin = origin
        return environment
    }

    /// The scheme, host and port URLs go to: the origin's when there is one.
    /// Tokens are kept under it, since it is where requests go.
    var effectiveOrigin: URL { origin ?? baseURL }
}
