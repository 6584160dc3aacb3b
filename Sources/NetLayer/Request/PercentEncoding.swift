/// RFC 3986 percent-encoding.
///
/// Everything but the unreserved characters is encoded, so a value can never
/// end a path segment or a query item early: `+` becomes `%2B` (servers read a
/// bare `+` as a space), `&`, `=`, `/`, `?` and `#` are encoded too, and
/// non-ASCII text such as Chinese is encoded as UTF-8 bytes.
/// (`URLComponents.queryItems` leaves `+`, `/`, `?` and `;` as they are.)
enum PercentEncoding {
    static func encode(_ text: String) -> String {
        var out = [UInt8]()
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `name=value&name=value`, each side encoded; arrays repeat their name.
    static func query(_ items: [(name: String, value: String)]) -> String {
        items.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
