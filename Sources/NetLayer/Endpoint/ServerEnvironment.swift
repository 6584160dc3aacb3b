import Foundation

/// A named base URL, such as production or staging.
public struct ServerEnvironment: Sendable, Hashable {
    /// The environment's name, which per-environment values are looked up by.
    public var name: String
    /// The URL every endpoint's URL starts with, unless the endpoint has a base URL of its own.
    public var baseURL: URL

    /// An environment called `name` at `baseURL`: a spec's, or any other server, such as a local one in tests.
    public init(name: String, baseURL: URL) {
        self.name = name
        self.baseURL = baseURL
    }
}
