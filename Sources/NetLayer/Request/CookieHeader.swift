/// The `Cookie` header of a request (RFC 6265, section 4.2.1): `name=value`
/// pairs joined by `; `.
enum CookieHeader {
    /// The header's value, nil with no cookies. Names are HTTP tokens, as
    /// the spec's checks make them; values are percent-encoded outside
    /// `cookie-octet`, `%` included, so any text arrives whole.
    /// Without `encoding`, values are written as they are: a log's `<redacted>`.
    static func value(_ cookies: [(name: String, value: String)], encoding: Bool = true) -> String? {
        guard !cookies.isEmpty else { return nil }
        return cookies.map { $0.name + "=" + (encoding ? encode($0.value) : $0.value) }.joined(separator: "; ")
    }

    /// `cookie-octet`: %x21 / %x23-2B / %x2D-3A / %x3C-5B / %x5D-7E, less `%`, which escapes.
    private static func isCookieOctet(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21, 0x23...0x24, 0x26...0x2B, 0x2D...0x3A, 0x3C...0x5B, 0x5D...0x7E: return true
        default: return false
        }
    }

    static func encode(_ value: String) -> String {
        var encoded = ""
        for byte in value.utf8 {
            if isCookieOctet(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += byte < 0x10 ? "%0" + hex : "%" + hex
            }
        }
        return encoded
    }
}
