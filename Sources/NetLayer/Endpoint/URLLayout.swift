/// The layout of a full URL: `{base}/{prefix}/{version}/{path}` by default.
public struct URLLayout: Sendable, Hashable {
    /// One piece of a URL.
    public enum Part: Sendable, Hashable {
        /// Text written as is, such as `/` or `/api/`.
        case literal(String)
        /// The base URL (the endpoint's own, else the environment's), the module prefix, the version, the path.
        case base, prefix, version, path
    }

    /// The pieces, joined in order after the base URL, which starts the URL
    /// wherever it stands; slashes in a row become one, so an empty piece
    /// drops with its slash.
    public var parts: [Part]

    /// A layout that joins `parts` in order, such as `[.base, .literal("/api/"), .path]`.
    ///
    /// - Parameter parts: The pieces, in order.
    public init(_ parts: [Part]) {
        self.parts = parts
    }

    /// `{base}/{prefix}/{version}/{path}`: the default.
    public static let standard = URLLayout([
        .base, .literal("/"), .prefix, .literal("/"), .version, .literal("/"), .path,
    ])
}
