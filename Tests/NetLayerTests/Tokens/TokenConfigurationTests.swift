import Testing

@testable import NetLayer

/// The scheme before a token: what a request carries, and how a token that
/// arrives with the scheme is kept bare.
@Suite struct TokenConfigurationTests {
    private let bearer = TokenConfiguration(placement: .header("Authorization"), scheme: "Bearer")

    @Test func aHeaderCarriesTheSchemeASpaceAndTheToken() {
        #expect(bearer.credentials("abc") == "Bearer abc")
        #expect(TokenConfiguration(placement: .header("x-auth-token")).credentials("abc") == "abc")
        #expect(TokenConfiguration(placement: .query("key"), scheme: "Bearer").credentials("abc") == "abc")
        #expect(TokenConfiguration(placement: .header("Authorization"), scheme: "").credentials("abc") == "abc")
    }

    @Test func aTokenArrivingWithTheSchemeIsKeptBare() {
        #expect(bearer.bare("Bearer abc") == "abc")
        #expect(bearer.bare("bEaReR abc") == "abc", "schemes are case-insensitive")
        #expect(bearer.bare("Bearer   abc") == "abc")
        #expect(bearer.bare("abc") == "abc")
        #expect(bearer.bare("Bearerabc") == "Bearerabc", "a token that only starts with the scheme's letters")
        #expect(bearer.bare(" Bearer abc") == " Bearer abc")
        #expect(bearer.bare("Basic abc") == "Basic abc", "another scheme is not ours to drop")
        #expect(bearer.bare("Bearer") == "", "the scheme alone is no token")
        #expect(bearer.bare("Bearer ") == "")
        #expect(TokenConfiguration(placement: .header("Authorization")).bare("Bearer abc") == "Bearer abc")
    }
}
