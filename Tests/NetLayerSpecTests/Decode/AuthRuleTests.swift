import TestSupport
import Testing

@testable import NetLayerSpec

/// The spec's `auth.token` without `from` (the app hands the token over)
/// and with `scheme`. `specYAML` puts `auth:` on line 6, `token:` on line 7
/// and the token's keys from line 8.
@Suite struct AuthRuleTests {
    /// The spec's `auth.token`, and every diagnostic as printed. The
    /// interface says `auth: token`, so that no note about it is printed.
    private func token(_ keys: String) -> (Auth.Token?, [String]) {
        let result = load(
            specYAML(
                top: "auth:\n  token:\n" + keys.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"),
                modules: "cart: { interfaces: { list: { method: GET, path: list, auth: token } } }"))
        return (result.spec?.auth?.token, messages(result))
    }

    @Test func aTokenWithoutFromIsSentButReadFromNoReply() throws {
        let (read, diagnostics) = token(
            """
            header: X-API-Key
            persist: true
            expired: [401]
            expiry: 3600
            """)
        #expect(diagnostics == [])
        let token = try #require(read)
        #expect(token.placement == .header("X-API-Key"))
        #expect(token.source == nil)
        #expect(token.scheme == nil)
        #expect(token.persist)
        #expect(token.expiredCodes == [.int(401)])
        #expect(token.expiry == .seconds(3600))
        #expect(self.token("query: api_key\nexpiry: jwt").0?.expiry == .jwt)
    }

    @Test func aSchemeIsReadWithAHeader() throws {
        let (read, diagnostics) = token(
            """
            header: Authorization
            scheme: Bearer
            expired: [401]
            """)
        #expect(diagnostics == [])
        #expect(read?.scheme == "Bearer")
        #expect(read?.placement == .header("Authorization"))
        #expect(read?.source == nil)
        // Every character RFC 9110 allows in a token, and a scheme beside `from`.
        let (unusual, _) = token("header: Authorization\nscheme: \"Ab9!#$%&'*+-.^_`|~\"\nfrom: header Authorization")
        #expect(unusual?.scheme == "Ab9!#$%&'*+-.^_`|~")
        #expect(unusual?.source == .header("Authorization"))
    }

    @Test func aSchemeWithAQueryItemIsRefusedAtTheKey() {
        #expect(
            token("query: access_token\nscheme: Bearer").1 == [
                "spec.yaml:9:5: error: 'scheme' goes with 'header': "
                    + "a token sent in a query item has no authentication scheme"
            ])
    }

    @Test func aSchemeMustBeAnHTTPToken() {
        #expect(
            token("header: Authorization\nscheme: Bearer token").1 == [
                "spec.yaml:9:13: error: 'scheme' must be an HTTP authentication scheme such as 'Bearer' "
                    + "(letters, digits and !#$%&'*+-.^_`|~), found 'Bearer token'"
            ])
        #expect(
            token("header: Authorization\nscheme: \"Bearer:\"").1 == [
                "spec.yaml:9:13: error: 'scheme' must be an HTTP authentication scheme such as 'Bearer' "
                    + "(letters, digits and !#$%&'*+-.^_`|~), found 'Bearer:'"
            ])
        #expect(
            token("header: Authorization\nscheme: \"\"").1 == [
                "spec.yaml:9:13: error: 'scheme' must be an HTTP authentication scheme such as 'Bearer' "
                    + "(letters, digits and !#$%&'*+-.^_`|~), found ''"
            ])
        #expect(
            token("header: Authorization\nscheme: Bérer").1 == [
                "spec.yaml:9:13: error: 'scheme' must be an HTTP authentication scheme such as 'Bearer' "
                    + "(letters, digits and !#$%&'*+-.^_`|~), found 'Bérer'"
            ])
        #expect(
            token("header: Authorization\nscheme: [Bearer]").1 == [
                "spec.yaml:9:13: error: 'scheme' must be a string, found a list"
            ])
    }

    @Test func anExpiryReadFromAReplyNeedsFrom() {
        #expect(
            token("header: Authorization\nexpiry: header X-Expires-In").1 == [
                "spec.yaml:9:13: error: 'expiry' reads 'header X-Expires-In' from the reply that delivers the token, "
                    + "but 'auth.token' has no 'from'; give 'from', or an 'expiry' of 'jwt' or a number of seconds"
            ])
        #expect(
            token("header: Authorization\nexpiry: body data.expiresIn").1 == [
                "spec.yaml:9:13: error: 'expiry' reads 'body data.expiresIn' from the reply that delivers the token, "
                    + "but 'auth.token' has no 'from'; give 'from', or an 'expiry' of 'jwt' or a number of seconds"
            ])
        // A misspelled `from` is reported once, as the misspelling.
        #expect(
            token("header: Authorization\nform: header Authorization\nexpiry: header X-Expires-In").1 == [
                "spec.yaml:9:5: error: unknown key 'form' in 'auth.token'; did you mean 'from'?"
            ])
    }

    /// A bad header name is reported where it was written, not at `token:`
    /// (line 7), so an editor marks the value to fix.
    @Test func aBadHeaderNameIsReportedAtItsValue() {
        #expect(
            token("header: \"x token\"\nfrom: header a:b\nexpiry: header X(ttl)").1 == [
                "spec.yaml:8:13: error: 'x token' is not a valid HTTP header name",
                "spec.yaml:9:11: error: 'a:b' is not a valid HTTP header name",
                "spec.yaml:10:13: error: 'X(ttl)' is not a valid HTTP header name",
            ])
    }

    @Test func aMisspelledSchemeIsSuggested() {
        #expect(
            token("header: Authorization\nshceme: Bearer").1 == [
                "spec.yaml:9:5: error: unknown key 'shceme' in 'auth.token'; did you mean 'scheme'?"
            ])
    }
}
