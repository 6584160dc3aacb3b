/// The layout of a full URL: `{base}/{prefix}/{version}/{path}` by default.
public struct URLLayout: Sendable, Hashable {
    /// One piece of a URL.
    public enum Part: Sendable, Hashable {
        case literal(String)
        case base, prefix, version, path
    }

    /// The pieces, joined in order; empty ones drop with their slash.
    public var parts: [Part]

    /// A layout of `parts`.
    public init(_ parts: [Part]) {
        self.parts = parts
    }

    /// `{base}/{prefix}/{version}/{path}`: the default.
    public static let standard = URLLayout([
        .base, .literal("/"), .prefix, .literal("/"), .version, .literal("/"), .path,
    ])
}
