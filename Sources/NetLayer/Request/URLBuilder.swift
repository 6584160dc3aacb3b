import Foundation

/// Fills an endpoint's URL layout for one environment. Package access: the
/// mock backend (`NetLayerMock`) serves each endpoint at the path built here.
package enum URLBuilder {
    /// The full URL without its query: the layout's parts joined, empty
    /// parts dropped with their slash, path placeholders filled with
    /// percent-encoded values (`{id}` without a value reads `%7Bid%7D`).
    package static func url(for endpoint: Endpoint, in environment: ServerEnvironment, pathValues: [String: String])
        throws(NetLayerError) -> URL
    {
        try url(of: text(for: endpoint, in: environment, pathValues: pathValues), in: environment)
    }

    /// The head's scheme, authority and path of that URL: read off the joined text when it is plain
    /// (`RequestTarget(plain:)`) and the environment sends to no other origin, else off the URL.
    static func target(for endpoint: Endpoint, in environment: ServerEnvironment, pathValues: [String: String])
        throws(NetLayerError) -> RequestTarget
    {
        let text = text(for: endpoint, in: environment, pathValues: pathValues)
        if environment.origin == nil, let target = RequestTarget(plain: text) { return target }
        let url = try url(of: text, in: environment)
        guard let target = RequestTarget(url) else {
            throw .invalidRequest("the URL \(url.absoluteString) has no scheme or host")
        }
        return target
    }

    private static func text(for endpoint: Endpoint, in environment: ServerEnvironment, pathValues: [String: String])
        -> String
    {
        endpoint.layout.join(
            base: endpoint.base?.value(for: environment.name) ?? environment.baseURL.absoluteString,
            prefix: endpoint.prefix.value(for: environment.name), version: endpoint.version,
            path: fill(endpoint.path, with: pathValues))
    }

    private static func url(of text: String, in environment: ServerEnvironment) throws(NetLayerError) -> URL {
        guard let url = URL(string: text) else {
            throw .invalidRequest("'\(text)' is not a valid URL")
        }
        guard let origin = environment.origin else { return url }
        return try replacingOrigin(of: url, with: origin)
    }

    /// `url` with the scheme, host and port of `origin`; its path stays.
    private static func replacingOrigin(of url: URL, with origin: URL) throws(NetLayerError) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let replacement = URLComponents(url: origin, resolvingAgainstBaseURL: false),
            replacement.scheme != nil, replacement.host != nil
        else {
            throw .invalidRequest("'\(origin.absoluteString)' is no origin (scheme and host) to send '\(url)' to")
        }
        components.scheme = replacement.scheme
        components.percentEncodedHost = replacement.percentEncodedHost
        components.port = replacement.port
        guard let replaced = components.url else {
            throw .invalidRequest("'\(url)' cannot be sent to '\(origin.absoluteString)'")
        }
        return replaced
    }

    /// Replaces `{name}` with the encoded value of `name`. A placeholder
    /// without a value is kept, encoded, so the URL is valid everywhere.
    static func fill(_ path: String, with values: [String: String]) -> String {
        // By UTF-8 code unit: `{` and `}` are ASCII and never inside another character's encoding.
        let bytes = path.utf8
        guard bytes.contains(UInt8(ascii: "{")) else { return path }
        var out = ""
        var rest = bytes[...]
        while let open = rest.firstIndex(of: UInt8(ascii: "{")),
            let close = rest[open...].firstIndex(of: UInt8(ascii: "}"))
        {
            out += Substring(rest[..<open])
            let name = String(Substring(rest[bytes.index(after: open)..<close]))
            out += encodedSegment(values[name] ?? "{\(name)}")
            rest = rest[bytes.index(after: close)...]
        }
        return out + Substring(rest)
    }

    /// A value percent-encoded as one path segment. `.` and `..` are
    /// unreserved, yet as a whole segment they are dot-segments, which URL
    /// normalisation (libcurl's, a proxy's) removes: `student/../detail`
    /// would reach `detail`. Their dots are encoded, which no normalisation
    /// removes (RFC 3986, section 6.2.2.3).
    private static func encodedSegment(_ value: String) -> String {
        value == "." || value == ".." ? value.replacingOccurrences(of: ".", with: "%2E") : PercentEncoding.encode(value)
    }
}

extension Endpoint {
    /// The endpoint's URL in `environment`, with `pathValues` filled in
    /// (placeholders without a value read `%7Bname%7D`), without a query.
    ///
    /// - Parameters:
    ///   - environment: The environment whose base URL (or origin) the path is joined to.
    ///   - pathValues: Values of the path's placeholders, by name; none by default.
    /// - Returns: The URL, or nil when the parts do not make one.
    public func url(in environment: ServerEnvironment, pathValues: [String: String] = [:]) -> URL? {
        try? URLBuilder.url(for: self, in: environment, pathValues: pathValues)
    }
}
