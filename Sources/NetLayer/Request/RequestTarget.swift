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

    /// The parts of `text` when it is an absolute URL that `URL(string:)` would keep exactly as written: a
    /// scheme, `://`, a plain authority (``isPlainAuthority(_:)``), then a path and query of unreserved
    /// characters, sub-delimiters, `:`, `@`, `/`, `?` and percent-encodings (RFC 3986, sections 3.3 and 3.4).
    /// Nil for anything else, which is `URL(string:)`'s to read (it percent-encodes what it must). A call's
    /// URL, joined from the spec's parts and encoded values, is almost always plain, and parsing it cost
    /// each call some 3,400 instructions.
    init?(plain text: String) {
        var text = text
        text.makeContiguousUTF8()
        guard let parts = text.utf8.withContiguousStorageIfAvailable(Self.plainParts) ?? nil else { return nil }
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

    private static func plainParts(of text: UnsafeBufferPointer<UInt8>) -> RequestTarget? {
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
        }
        // RFC 3986, section 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
        guard let first = text.first, isLetter(first) else { return nil }
        var colon = 1
        while colon < text.count, isLetter(text[colon]) || isDigit(text[colon]) || isAny(text[colon], of: "+-.") {
            colon += 1
        }
        let slash = UInt8(ascii: "/")
        guard colon + 2 < text.count, text[colon] == UInt8(ascii: ":"), text[colon + 1] == slash,
            text[colon + 2] == slash
        else { return nil }
        let start = colon + 3
        var end = start
        while end < text.count, text[end] != slash, text[end] != UInt8(ascii: "?") { end += 1 }
        guard isPlainAuthority(UnsafeBufferPointer(rebasing: text[start..<end])) else { return nil }
        var index = end
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < text.count, isHexDigit(text[index + 1]), isHexDigit(text[index + 2]) else {
                    return nil
                }
                index += 3
                continue
            }
            guard isUnreserved(byte) || isAny(byte, of: "!$&'()*+,;=:@/?") else { return nil }
            index += 1
        }
        let rest = string(end..<text.count)
        return RequestTarget(
            scheme: string(0..<colon), authority: string(start..<end),
            path: end < text.count && text[end] == slash ? rest : "/" + rest)
    }

    /// Whether `authority` is a host of unreserved characters (RFC 3986, section 2.3) with at most a port
    /// of digits without a leading zero: what `URL` reads back as the same host and the same port, so the
    /// authority is the host its tokens are kept under as written (`TokenKeeper.host(of:)`).
    static func isPlainAuthority(_ authority: some Collection<UInt8>) -> Bool {
        let colon = authority.firstIndex(of: UInt8(ascii: ":")) ?? authority.endIndex
        let host = authority[..<colon]
        guard !host.isEmpty, host.allSatisfy(isUnreserved) else { return false }
        guard colon != authority.endIndex else { return true }
        let port = authority[authority.index(after: colon)...]
        guard let first = port.first, port.allSatisfy(isDigit) else { return false }
        return first != UInt8(ascii: "0") || port.count == 1
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    /// RFC 3986, section 2.3: ALPHA / DIGIT / "-" / "." / "_" / "~".
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || isAny(byte, of: "-._~")
    }

    private static func isAny(_ byte: UInt8, of characters: StaticString) -> Bool {
        UnsafeBufferPointer(start: characters.utf8Start, count: characters.utf8CodeUnitCount).contains(byte)
    }
}
