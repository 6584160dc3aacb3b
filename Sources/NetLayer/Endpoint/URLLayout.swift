/// The layout of a full URL: `{base}/{prefix}/{version}/{path}` by default.
public struct URLLayout: Sendable, Hashable {
    public enum Part: Sendable, Hashable {
        case literal(String)
        case base, prefix, version, path
    }

    public var parts: [Part]

    public init(_ parts: [Part]) {
        self.parts = parts
    }

    public static let standard = URLLayout([
        .base, .literal("/"), .prefix, .literal("/"), .version, .literal("/"), .path,
    ])
}
