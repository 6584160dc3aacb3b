import Foundation

/// What a request's head takes from an absolute URL: its scheme, its authority without userinfo, and its path
/// with the URL's own query (`/` for none); a fragment is never sent.
struct RequestTarget: Equatable {
    var scheme: String
    var authority: String
    var path: String

    /// `url`'s parts, read off its text byte by byte: a parsed URL holds it valid and percent-encoded already,
    /// and `URL`'s accessors cost a call some 500 instructions each (as do `Collection`'s algorithms over a
    /// `String.UTF8View`). Nil without a scheme or a host.
    init?(_ url: URL) {
        var text = url.absoluteString
        text.makeContiguousUTF8()
        guard let parts = text.utf8.withContiguousStorageIfAvailable(Self.parts) ?? nil else { return nil }
        self = parts
    }

    init(scheme: String, authority: String, path: String) {
        self.scheme = scheme
        self.authority = authority
        self.path = path
    }

    private static func parts(of text: UnsafeBufferPointer<UInt8>) -> RequestTarget? {
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
        }
        let slash = UInt8(ascii: "/")
        guard let colon = text.firstIndex(of: UInt8(ascii: ":")), colon + 2 < text.count,
            text[colon + 1] == slash, text[colon + 2] == slash
        else { return nil }
        var start = colon + 3
        var end = start
        while end < text.count, text[end] != slash, text[end] != UInt8(ascii: "?"), text[end] != UInt8(ascii: "#") {
            if text[end] == UInt8(ascii: "@") { start = end + 1 }
            end += 1
        }
        // A host, not a port alone: `http://:80/` has none.
        guard start < end, text[start] != UInt8(ascii: ":") else { return nil }
        let fragment = text[end...].firstIndex(of: UInt8(ascii: "#")) ?? text.count
        let rest = string(end..<fragment)
        return RequestTarget(
            scheme: string(0..<colon), authority: string(start..<end),
            path: end < fragment && text[end] == slash ? rest : "/" + rest)
    }
}
