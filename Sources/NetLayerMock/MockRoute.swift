import Foundation
import NetLayer

/// Where one interface is served: the segments of its URL's path, with
/// `{placeholders}` that match one segment each.
struct MockRoute: Sendable {
    enum Piece: Sendable, Equatable {
        case literal(String)
        case placeholder(String)
    }

    let interface: MockInterface
    /// Percent-encoded, as URLBuilder writes them.
    let segments: [[Piece]]
    /// Segments without a placeholder: `student/list` is preferred to `student/{id}` for `/student/list`.
    let literalSegments: Int

    /// The route of `interface` in `environment`; nil when its URL cannot be built.
    init?(_ interface: MockInterface, in environment: ServerEnvironment) {
        // Placeholders are filled with markers of unreserved characters, which
        // URLBuilder leaves as they are, and found again in the built path.
        let names = Self.placeholders(in: interface.endpoint.path)
        let markers = names.enumerated().map { ("NetLayerMockPlaceholder\($0.offset)X", $0.element) }
        let values = Dictionary(markers.map { ($0.1, $0.0) }, uniquingKeysWith: { first, _ in first })
        guard let url = try? URLBuilder.url(for: interface.endpoint, in: environment, pathValues: values),
            let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath
        else { return nil }
        self.interface = interface
        self.segments = path.split(separator: "/").map { Self.pieces(of: String($0), markers: markers) }
        self.literalSegments = segments.filter { $0.allSatisfy { if case .literal = $0 { true } else { false } } }.count
    }

    /// Whether a request of `method` is this route's: HEAD is answered wherever GET is.
    func accepts(_ method: String) -> Bool {
        let own = interface.endpoint.method.rawValue
        return method == own || (method == "HEAD" && own == "GET")
    }

    /// The decoded values of the placeholders when `path` (percent-encoded) is this route's; nil otherwise.
    func match(_ path: [Substring]) -> [String: String]? {
        guard path.count == segments.count else { return nil }
        var values: [String: String] = [:]
        for (pieces, segment) in zip(segments, path) {
            guard let found = Self.match(pieces[...], String(segment)) else { return nil }
            values.merge(found) { first, _ in first }
        }
        return values
    }

    private static func match(_ pieces: ArraySlice<Piece>, _ text: String) -> [String: String]? {
        guard let first = pieces.first else { return text.isEmpty ? [:] : nil }
        switch first {
        case .literal(let literal) where pieces.count == 1:
            // A whole literal segment: compared decoded, so `%7E` and `~` are one. Without a `%` in either,
            // as they mostly are, as they are: decoding each segment against each route took a tenth of a
            // 1,000-interface API reference (`netlayer docs`).
            let percent = UInt8(ascii: "%")
            if !text.utf8.contains(percent), !literal.utf8.contains(percent) { return text == literal ? [:] : nil }
            return decoded(text) == decoded(literal) ? [:] : nil
        case .literal(let literal):
            guard text.hasPrefix(literal) else { return nil }
            return match(pieces.dropFirst(), String(text.dropFirst(literal.count)))
        case .placeholder(let name):
            // The longest non-empty value after which the rest matches: in `{position}.{ext}`, a position may
            // hold the separator (`37.83,-122.27.json`), and the value after it, often a format, does not.
            var end = text.endIndex
            while end > text.startIndex {
                if var rest = match(pieces.dropFirst(), String(text[end...])) {
                    rest[name] = decoded(String(text[..<end]))
                    return rest
                }
                end = text.index(before: end)
            }
            return nil
        }
    }

    private static func decoded(_ text: String) -> String {
        text.removingPercentEncoding ?? text
    }

    private static func placeholders(in path: String) -> [String] {
        var names: [String] = []
        var rest = path[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    private static func pieces(of segment: String, markers: [(String, String)]) -> [Piece] {
        var pieces: [Piece] = []
        var rest = segment[...]
        while let (range, name) = markers.compactMap({ marker, name in rest.range(of: marker).map { ($0, name) } })
            .min(by: { $0.0.lowerBound < $1.0.lowerBound })
        {
            if range.lowerBound > rest.startIndex { pieces.append(.literal(String(rest[..<range.lowerBound]))) }
            pieces.append(.placeholder(name))
            rest = rest[range.upperBound...]
        }
        if !rest.isEmpty || pieces.isEmpty { pieces.append(.literal(String(rest))) }
        return pieces
    }
}
