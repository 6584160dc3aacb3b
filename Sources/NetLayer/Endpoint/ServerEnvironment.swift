import Foundation

/// A named base URL, such as production or staging.
public struct ServerEnvironment: Sendable, Hashable {
    public var name: String
    public var baseURL: URL

    public init(name: String, baseURL: URL) {
        self.name = name
        self.baseURL = baseURL
    }
}
