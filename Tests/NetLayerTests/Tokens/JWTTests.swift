import Foundation
import NetLayer
import Testing

@Suite("JWT")
struct JWTTests {
    private let header = #"{"alg":"HS256","typ":"JWT"}"#
    // Stands in for an HMAC-SHA256: only its shape matters, JWT.expiry never checks it.
    private let signature = base64URL(Data((0..<32).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 251) }))

    private func token(payload: String) -> String {
        "\(base64URL(Data(header.utf8))).\(base64URL(Data(payload.utf8))).\(signature)"
    }

    @Test func readsIntegerExpiryOfHS256Token() {
        // "name" contains characters whose encoding uses '-' and '_', so the base64url alphabet
        // is really exercised.
        let payload = #"{"sub":"1234567890","name":"Jöhn ~Doe~ ???>>>","iat":1516239022,"exp":1516242622}"#
        let segment = base64URL(Data(payload.utf8))
        #expect(segment.contains("-") && segment.contains("_"))
        #expect(!segment.contains("="))
        let jwt = token(payload: payload)
        #expect(jwt.split(separator: ".").count == 3)
        #expect(JWT.expiry(of: jwt) == Date(timeIntervalSince1970: 1_516_242_622))
    }

    @Test func readsFractionalExpiry() {
        let jwt = token(payload: #"{"exp":1700000000.25}"#)
        #expect(JWT.expiry(of: jwt) == Date(timeIntervalSince1970: 1_700_000_000.25))
    }

    @Test func missingExpiryIsNil() {
        #expect(JWT.expiry(of: token(payload: #"{"sub":"1234567890","iat":1516239022}"#)) == nil)
        #expect(JWT.expiry(of: token(payload: #"{"exp":null}"#)) == nil)
    }

    @Test func nonNumericExpiryIsNil() {
        #expect(JWT.expiry(of: token(payload: #"{"exp":"1700000000"}"#)) == nil)
        #expect(JWT.expiry(of: token(payload: #"{"exp":true}"#)) == nil)
        #expect(JWT.expiry(of: token(payload: #"{"exp":[1700000000]}"#)) == nil)
    }

    @Test func payloadThatIsNotAnObjectIsNil() {
        #expect(JWT.expiry(of: token(payload: "[1700000000]")) == nil)
        #expect(JWT.expiry(of: token(payload: "1700000000")) == nil)
        #expect(JWT.expiry(of: token(payload: "not json")) == nil)
    }

    @Test(arguments: [
        "",
        "garbage",
        "..",
        "a.b",
        "abc.def.ghi",
        "header.!!!!.signature",
        "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3MDAwMDAwMDB9",
        "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3MDAwMDAwMDB9.sig.extra",
        "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3MDAwMDAwMDB9.sig.key.tag",
        "eyJhbGciOiJIUzI1NiJ9..sig",
        "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3MDAwMDAwMDB9=.sig",
        "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3MDAw MDAwMDB9.sig",
    ])
    func notAJWTIsNil(_ candidate: String) {
        #expect(JWT.expiry(of: candidate) == nil)
    }

    @Test func validControlForTheGarbageCases() {
        // Same token as in notAJWTIsNil but well formed, so those cases fail for the reason
        // they were written for.
        #expect(
            JWT.expiry(of: "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3MDAwMDAwMDB9.sig")
                == Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test func standardBase64AlphabetIsRejected() {
        let payload = #"{"name":"Jöhn ~Doe~ ???>>>","exp":1700000000}"#
        let standard = Data(payload.utf8).base64EncodedString()
            .replacingOccurrences(of: "=", with: "")
        #expect(standard.contains("+") || standard.contains("/"))
        #expect(JWT.expiry(of: "eyJhbGciOiJIUzI1NiJ9.\(standard).sig") == nil)
    }

    @Test func everyPaddingFreeLengthDecodes() {
        var residues = Set<Int>()
        for extra in 0..<8 {
            let payload = #"{"exp":1700000000,"p":"\#(String(repeating: "x", count: extra))"}"#
            let segment = base64URL(Data(payload.utf8))
            residues.insert(segment.utf8.count % 4)
            #expect(
                JWT.expiry(of: "eyJhbGciOiJIUzI1NiJ9.\(segment).sig")
                    == Date(timeIntervalSince1970: 1_700_000_000), "payload length \(payload.utf8.count)")
        }
        // Unpadded base64 of n bytes has a length of 0, 2 or 3 mod 4; all three were covered.
        #expect(residues == [0, 2, 3])
    }

    @Test func lengthOfOneModFourIsNil() {
        let segment = base64URL(Data(#"{"exp":1700000000}"#.utf8))
        #expect(segment.utf8.count % 4 == 0)
        #expect(JWT.expiry(of: "eyJhbGciOiJIUzI1NiJ9.\(segment)A.sig") == nil)
    }
}

/// Unpadded base64url, as used by JWTs.
private func base64URL(_ data: Data) -> String {
    data.base64EncodedString()
        .replacingOccurrences(of: "+", with: "-")
        .replacingOccurrences(of: "/", with: "_")
        .replacingOccurrences(of: "=", with: "")
}
