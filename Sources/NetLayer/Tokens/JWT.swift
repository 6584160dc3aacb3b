import Foundation

/// Helpers for reading JSON Web Tokens without verifying them.
///
/// The client only needs the expiry to avoid sending a token that is certainly stale; the
/// server still verifies the signature, so none is checked here.
public enum JWT {
    /// The `exp` claim of a JSON Web Token, or nil when the token is not a JWT or has no numeric exp.
    ///
    /// `exp` is read as seconds since 1970 and may be an integer or a fraction.
    ///
    /// - Parameter token: The token, without a scheme such as `Bearer `.
    /// - Returns: The `exp` date, or nil.
    public static func expiry(of token: String) -> Date? {
        // A signed JWT (JWS compact form) has exactly three parts; an encrypted one (JWE) has
        // five and its payload is unreadable here, so anything else is not ours to parse.
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let payload = base64URLDecoded(parts[1]) else { return nil }
        // JSONDecoder rather than JSONSerialization: on Apple platforms the latter bridges
        // `true` to NSNumber 1, which would pass for an expiry in 1970.
        guard let claims = try? JSONDecoder().decode(Claims.self, from: payload),
            let exp = claims.exp, exp.isFinite
        else { return nil }
        return Date(timeIntervalSince1970: exp)
    }

    private struct Claims: Decodable {
        var exp: Double?
    }

    /// Decodes unpadded base64url (RFC 7515 section 2); nil for any other input.
    private static func base64URLDecoded(_ text: Substring) -> Data? {
        // Foundation accepts the standard alphabet, so '+', '/' and '=' are refused up front to
        // keep this strictly base64url as JWTs require.
        guard !text.isEmpty, text.utf8.allSatisfy(isBase64URLCharacter) else { return nil }
        // A remainder of 1 cannot come from any byte sequence.
        let remainder = text.utf8.count % 4
        guard remainder != 1 else { return nil }
        var base64 = text.replacingOccurrences(of: "-", with: "+")
            .replacingOccurrences(of: "_", with: "/")
        if remainder != 0 {
            base64 += String(repeating: "=", count: 4 - remainder)
        }
        return Data(base64Encoded: base64)
    }

    private static func isBase64URLCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
