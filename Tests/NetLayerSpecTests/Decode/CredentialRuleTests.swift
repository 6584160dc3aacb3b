import TestSupport
import Testing

@testable import NetLayerSpec

/// `auth.keys`, `auth.default` and an interface's `auth`: names, lists and
/// `anyOf` alternatives, and the checks on the names they use.
@Suite struct CredentialRuleTests {
    private func spec(auth: String, interfaceAuth: String? = nil) -> SpecLoadResult {
        let modules = interfaceAuth.map { "cart: { interfaces: { list: { method: GET, path: list, auth: \($0) } } }" }
        return load(specYAML(top: auth, modules: modules ?? SpecYAMLDefaults.modules))
    }

    private let keys = """
        auth:
          token: { header: Authorization, scheme: Bearer }
          keys:
            apiKey: { header: X-API-Key, persist: true }
            basic: { header: Authorization, scheme: Basic }
            session: { cookie: sid }
            queryKey: { query: api_key }
        """

    @Test func keysAreReadInOrderWithWhereTheyTravel() throws {
        let result = spec(auth: keys, interfaceAuth: "token")
        #expect(messages(result) == [])
        let auth = try #require(result.spec?.auth)
        #expect(auth.keys.map(\.name) == ["apiKey", "basic", "session", "queryKey"])
        #expect(
            auth.keys.map(\.placement)
                == [.header("X-API-Key"), .header("Authorization"), .cookie("sid"), .query("api_key")])
        #expect(auth.keys.map(\.scheme) == [nil, "Basic", nil, nil])
        #expect(auth.keys.map(\.persist) == [true, false, false, false])
        #expect(result.spec?.defaultAuth == .token)
    }

    @Test(arguments: [
        ("none", [[String]]()),
        ("token", [["token"]]),
        ("apiKey", [["apiKey"]]),
        ("[apiKey, session]", [["apiKey", "session"]]),
        ("{ anyOf: [token, [apiKey, session], none] }", [["token"], ["apiKey", "session"], []]),
    ])
    func anInterfaceSaysWhichCredentialsItSends(written: String, alternatives: [[String]]) throws {
        let result = spec(auth: keys, interfaceAuth: written)
        #expect(messages(result) == [])
        let interface = try #require(result.spec?.interfaces.first)
        let expected = alternatives.isEmpty ? AuthRequirement.none : AuthRequirement(alternatives)
        #expect(interface.auth?.value == expected)
        #expect(interface.auth?.value.description == written.replacingOccurrences(of: "{ anyOf", with: "{ anyOf"))
    }

    @Test func theDefaultAppliesToInterfacesWithoutAuth() throws {
        let result = spec(auth: keys + "\n  default: { anyOf: [token, apiKey] }")
        #expect(messages(result) == [])
        let spec = try #require(result.spec)
        #expect(
            spec.authRequirement(of: try #require(spec.interfaces.first)) == AuthRequirement([["token"], ["apiKey"]]))
        // Keys without a token: interfaces send nothing unless they say so.
        let keysOnly = self.spec(auth: "auth:\n  keys:\n    apiKey: { header: X-API-Key }")
        #expect(messages(keysOnly) == [])
        #expect(keysOnly.spec?.defaultAuth == AuthRequirement.none)
    }

    @Test func namesAndPlacesAreChecked() {
        #expect(
            messages(spec(auth: keys, interfaceAuth: "[apikey]")) == [
                "spec.yaml:14:64: error: interface 'list' sends 'apikey', which is not a key of 'auth.keys'; "
                    + "did you mean 'apiKey'?"
            ])
        #expect(
            messages(spec(auth: "auth:\n  keys:\n    apiKey: { header: X-API-Key }", interfaceAuth: "token")) == [
                "spec.yaml:10:64: error: interface 'list' sends a token, but the spec has no 'auth.token' that says how"
            ])
        #expect(
            messages(spec(auth: "auth:\n  keys:\n    none: { query: k }\n    s: { cookie: \"a b\" }")) == [
                "spec.yaml:8:5: error: a key cannot be named 'none': interfaces say 'none' for no credentials",
                "spec.yaml:9:18: error: 'a b' is not a valid cookie name (letters, digits and !#$%&'*+-.^_`|~)",
            ])
        #expect(
            messages(
                spec(auth: "auth:\n  keys:\n    k: { header: X-K, query: k }\n    c: { cookie: sid, scheme: Basic }")
            ) == [
                "spec.yaml:8:23: error: key 'k' is sent in one place: give one of 'header', 'query' and 'cookie', "
                    + "not 'header' and 'query'",
                "spec.yaml:9:23: error: 'scheme' goes with 'header': "
                    + "a key sent in a cookie has no authentication scheme",
            ])
        #expect(
            messages(spec(auth: keys, interfaceAuth: "[token, none]")) == [
                "spec.yaml:14:72: error: 'none' stands alone: a list names credentials sent together"
            ])
        #expect(
            messages(spec(auth: "auth: {}")) == [
                "spec.yaml:6:7: error: 'auth' needs 'token' or 'keys': the credentials requests carry"
            ])
    }

    @Test func keysWhoseSettersCollideAreRefused() {
        #expect(
            messages(
                spec(
                    auth: "auth:\n  keys:\n    api_key: { query: a }\n    apiKey: { query: b }\n"
                        + "    Token: { query: t }")
            ) == [
                "spec.yaml:9:5: error: keys 'api_key' and 'apiKey' would both be set with 'setApiKey'; rename one",
                "spec.yaml:10:5: error: key 'Token' would be set with 'setToken', "
                    + "which the client already has; rename it",
            ])
    }

    @Test func aCookieParameterIsReadAndAKeysHeaderIsChecked() throws {
        let result = load(
            specYAML(
                top: "auth:\n  keys:\n    k: { header: \"X K\" }",
                modules: "cart: { interfaces: { list: { method: GET, path: list, "
                    + "params: { theme: { type: String?, in: cookie } } } } }"))
        #expect(messages(result) == ["spec.yaml:8:18: error: 'X K' is not a valid HTTP header name"])
        let fine = load(
            specYAML(
                modules: "cart: { interfaces: { list: { method: GET, path: list, "
                    + "params: { theme: { type: String?, in: cookie } } } } }"))
        #expect(messages(fine) == [])
        let interface = try #require(fine.spec?.interfaces.first)
        #expect(interface.placement(of: interface.parameters[0]) == .cookie)
    }
}
