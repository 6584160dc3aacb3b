import Foundation
import NetLayer
internal import SeededRandom

/// The tokens a mock has minted: only these pass where a token is needed,
/// as only a real server's own tokens do.
struct MockTokens: Sendable {
    private var random: SplitMix64
    private var minted: Set<String> = []

    /// Tokens minted from `seed`, and `accepted` as if they had been.
    init(seed: UInt64, accepted: [String] = []) {
        // Apart from the error draws, so minting a token does not change which calls fail.
        random = SplitMix64(seed: seed ^ 0x746F_6B65_6E73)
        minted = Set(accepted)
    }

    /// A new token: an unsigned JWT whose `exp` is `expiresAt` when given, else opaque text.
    mutating func mint(expiresAt: Date?) -> String {
        let id = String(random.next(), radix: 16) + String(random.next(), radix: 16)
        let token: String
        if let expiresAt {
            let header = JSONValue.object(["alg": "none", "typ": "JWT"])
            let claims = JSONValue.object([
                "sub": "netlayer-mock", "jti": .string(id),
                "exp": .number(String(Int(expiresAt.timeIntervalSince1970))),
            ])
            // An unsigned JWT (RFC 7519, section 6) has an empty signature after its last dot.
            token = Self.base64URL(header.serialized()) + "." + Self.base64URL(claims.serialized()) + "."
        } else {
            token = "mock-" + id
        }
        minted.insert(token)
        return token
    }

    func isMinted(_ token: String) -> Bool {
        minted.contains(token)
    }

    private static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
