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

extension URLLayout.Part {
    /// The placeholders a layout may name, by the name a spec writes between braces: `{base}`, `{prefix}`,
    /// `{version}`, `{path}`.
    public static let placeholders: [(name: String, part: URLLayout.Part)] = [
        ("base", .base), ("prefix", .prefix), ("version", .version), ("path", .path),
    ]

    /// The name a spec writes this placeholder by between braces; nil for literal text.
    public var placeholderName: String? {
        switch self {
        case .literal: nil
        case .base: "base"
        case .prefix: "prefix"
        case .version: "version"
        case .path: "path"
        }
    }
}

extension URLLayout {
    /// The layout as a spec writes it: `{base}/{prefix}/{version}/{path}` for ``standard``.
    public var template: String {
        parts.map { part in
            if case .literal(let text) = part { return text }
            return "{" + (part.placeholderName ?? "") + "}"
        }.joined()
    }

    /// The URL the layout makes of these values: the base without its trailing slashes (only when the layout
    /// names `{base}`), one slash, then the other pieces in order with slashes in a row made one, so that an
    /// empty piece drops with its slash. The runtime sends this URL, and the spec's tools show it.
    ///
    /// - Parameters:
    ///   - base: The base URL: the endpoint's own, else the environment's.
    ///   - prefix: The module prefix.
    ///   - version: The interface version.
    ///   - path: The interface path, its placeholders filled or kept.
    /// - Returns: The URL without its query.
    public func join(base: String, prefix: String, version: String, path: String) -> String {
        let slash = UInt8(ascii: "/")
        // Written once, byte by byte: a call's URL is joined on every request.
        var out = [UInt8]()
        out.reserveCapacity(base.utf8.count + prefix.utf8.count + version.utf8.count + path.utf8.count + 8)
        if parts.contains(where: { if case .base = $0 { true } else { false } }) {
            out.append(contentsOf: base.utf8)
            while out.last == slash { out.removeLast() }
        }
        out.append(slash)
        for part in parts {
            let text: String
            switch part {
            case .literal(let literal): text = literal
            case .base: continue
            case .prefix: text = prefix
            case .version: text = version
            case .path: text = path
            }
            for byte in text.utf8 where !(byte == slash && out.last == slash) {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
