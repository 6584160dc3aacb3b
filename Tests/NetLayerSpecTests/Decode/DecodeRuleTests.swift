import TestSupport
import Testing

@testable import NetLayerSpec

/// Rules found while reading values: each test is a small bad spec and the
/// exact diagnostics it gives. `specYAML` lays the specs out: more top-level
/// keys from line 6, the modules from line 7 when there are none.
@Suite struct DecodeRuleTests {
    @Test func unknownKeySuggestsTheNearestKnownOne() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            list:
                              mehtod: GET
                              path: cart/list
                        """)) == [
                    "spec.yaml:10:9: error: unknown key 'mehtod' in interface 'list'; did you mean 'method'?"
                ])
    }

    @Test func unknownKeyFarFromEveryKnownOneHasNoSuggestion() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          colour: red
                          interfaces: {}
                        """)) == ["spec.yaml:8:5: error: unknown key 'colour' in module 'cart'"])
    }

    @Test func missingRequiredKeyIsReportedAtTheOwner() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            list:
                              method: GET
                        """)) == ["spec.yaml:9:7: error: interface 'list' needs 'path'"])
    }

    @Test func wrongValueKinds() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          timeout: soon
                          interfaces:
                            list:
                              method: [GET]
                              path: { a: b }
                              deprecated: maybe
                        """)) == [
                    "spec.yaml:8:14: error: 'timeout' must be a number of seconds greater than 0, found 'soon'",
                    "spec.yaml:11:17: error: 'method' must be a string, found a list",
                    "spec.yaml:12:15: error: 'path' must be a string, found a mapping",
                    "spec.yaml:13:21: error: 'deprecated' must be true or false, found 'maybe'",
                ])
    }

    @Test func choicesListTheAllowedWordsAndSuggestOne() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            list: { method: GTE, path: x, cancel: later }
                        """)) == [
                    "spec.yaml:9:23: error: 'method' must be one of 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', "
                        + "'OPTIONS', found 'GTE'; did you mean 'GET'?",
                    "spec.yaml:9:45: error: 'cancel' must be one of 'none', 'previous', 'all', found 'later'",
                ])
    }

    @Test func formatVersionMustBeOne() {
        #expect(
            errors("netlayer: 2\nname: X\nenvironments: { production: https://x.example }\nmodules: {}\n") == [
                "spec.yaml:1:11: error: this netlayer reads format version 1 only, found 2"
            ])
    }

    @Test func aScalarSpecIsRefused() {
        #expect(errors("just text\n") == ["spec.yaml:1:1: error: the spec must be a mapping, found a scalar"])
    }

    @Test func malformedTypes() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            list:
                              method: GET
                              path: list
                              params:
                                a: "[Int"
                                b: "[Int: String]"
                                c: "Int??"
                                d: "9Lives"
                                e: [Int: String]
                                f: { a: b }
                        """)) == [
                    "spec.yaml:13:14: error: '[Int' is not a type: expected ']'",
                    "spec.yaml:14:14: error: dictionary keys must be String, found 'Int'",
                    "spec.yaml:15:14: error: 'Int??' is not a type: '?' may follow a type only once",
                    "spec.yaml:16:14: error: '9Lives' is not a type: expected a type name",
                    "spec.yaml:17:14: error: dictionary keys must be String, found 'Int'",
                    "spec.yaml:18:11: error: parameter 'f' needs 'type'",
                    "spec.yaml:18:16: error: unknown key 'a' in parameter 'f'",
                ])
    }

    @Test func defaultsMustFitTheirType() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            list:
                              method: GET
                              path: list
                              params:
                                page: { type: Int, default: first }
                                ratio: { type: Double, default: "0.5" }
                                all: { type: Bool, default: yes }
                                note: { type: String, default: null }
                                when: { type: Date, default: today }
                        """)) == [
                    "spec.yaml:13:39: error: default 'first' is not a value of type 'Int'",
                    "spec.yaml:14:43: error: default '0.5' is not a value of type 'Double'",
                    "spec.yaml:15:39: error: a default of type Bool must be true or false, found 'yes'",
                    "spec.yaml:16:42: error: a default of null needs an optional type such as 'String?'",
                    "spec.yaml:17:40: error: a parameter of type 'Date' cannot have a default",
                ])
    }

    @Test func urlLayoutPlaceholders() {
        #expect(
            errors(
                specYAML(
                    top: #"url: "{base}/{prefx}/{path}""#,
                    modules: #"a: { url: "{base}/{version}", interfaces: {} }"#)) == [
                    "spec.yaml:6:6: error: unknown placeholder '{prefx}' in 'url'; it may use {base}, {prefix}, "
                        + "{version}, {path}; did you mean 'prefix'?",
                    "spec.yaml:8:13: error: 'url' must contain {path}",
                ])
    }

    /// The runtime puts the base URL first, once: a layout that says
    /// otherwise would not be the URL sent.
    @Test func aURLLayoutStartsWithItsBaseOnce() {
        #expect(
            errors(
                specYAML(
                    top: #"url: "{prefix}/{base}/{path}""#,
                    modules: #"a: { url: "{base}/{path}?next={base}", interfaces: {} }"#)) == [
                    "spec.yaml:6:6: error: 'url' must start with {base} and name it once: "
                        + "the base URL begins every URL",
                    "spec.yaml:8:13: error: 'url' must start with {base} and name it once: "
                        + "the base URL begins every URL",
                ])
        #expect(errors(specYAML(top: #"url: "{base}{version}/{path}/{version}""#)) == [])
    }

    @Test func tokenGoesInExactlyOnePlace() {
        #expect(
            errors(
                specYAML(
                    top: """
                        auth:
                          token: { header: x-token, query: token, from: cookie x }
                        """)) == [
                    "spec.yaml:7:29: error: 'auth.token' sends the token in one place: "
                        + "give 'header' or 'query', not both",
                    "spec.yaml:7:49: error: 'from' must be 'header NAME' or 'body KEY.PATH', found 'cookie x'",
                ])
        #expect(
            errors(
                specYAML(
                    top: """
                        auth:
                          token: { from: header x-token, expiry: soon }
                        """)) == [
                    "spec.yaml:7:10: error: 'auth.token' needs 'header' or 'query': where requests carry the token",
                    "spec.yaml:7:42: error: 'expiry' must be 'jwt', a number of seconds, "
                        + "'header NAME' or 'body KEY.PATH', found 'soon'",
                ])
    }

    @Test func envelopeNeedsCodeAndSuccess() {
        #expect(
            errors(
                specYAML(
                    top: "envelope: { code: h..code, data: b }",
                    modules: "a: { envelope: plain, interfaces: {} }")) == [
                    "spec.yaml:6:11: error: 'envelope' needs 'success'",
                    "spec.yaml:6:19: error: 'code' must be a key path such as 'h.code', found 'h..code'",
                    "spec.yaml:8:18: error: 'envelope' must be 'none' or a mapping with 'code', "
                        + "'success' and where the data is",
                ])
    }

    @Test func enumCases() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart: { interfaces: {} }
                        """,
                    models: """
                        Size: { enum: Int, cases: [small, large] }
                        Kind: { enum: Integer, cases: { a: 1 } }
                        Mode: { enum: Int, cases: { fast: quick } }
                        Empty: { enum: String, cases: {} }
                        """)) == [
                    "spec.yaml:9:29: error: the cases of an Int enum need values: write 'name: 1' pairs",
                    "spec.yaml:10:17: error: 'enum' must be one of 'Int', 'String', found 'Integer'",
                    "spec.yaml:11:37: error: the value of case 'fast' must be a whole number, found 'quick'",
                    "spec.yaml:12:33: error: enum 'Empty' needs at least one case",
                ])
    }

    /// A case's long form `{ value, summary }`: the value is required and of the enum's kind.
    @Test func enumCaseLongForms() throws {
        let text = specYAML(
            modules: """
                cart: { interfaces: {} }
                """,
            models: """
                Size: { enum: Int, cases: { small: { value: 1, summary: The small one. }, large: { summary: Big. } } }
                Mode: { enum: Int, cases: { fast: { value: quick } } }
                Kind: { enum: String, cases: { a: { value: x, note: y } } }
                """)
        #expect(
            errors(text) == [
                "spec.yaml:9:77: error: case 'large' needs 'value'",
                "spec.yaml:10:46: error: the value of case 'fast' must be a whole number, found 'quick'",
                "spec.yaml:11:49: error: unknown key 'note' in case 'a'",
            ])
        let models = "Size: { enum: Int, cases: { small: { value: 1, summary: The small one. }, large: 2 } }"
        let good = try #require(
            load(["spec.yaml": specYAML(modules: "cart: { interfaces: {} }", models: models)], root: "spec.yaml").spec)
        guard case .enumeration(let size) = try #require(good.models.first).kind else {
            Issue.record("not an enum")
            return
        }
        #expect(size.cases.map(\.summary) == ["The small one.", nil])
        #expect(size.cases.map(\.rawValue) == [.int(1), .int(2)])
    }

    @Test func emptyNamesAndComplexKeysAreRefused() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        "": { interfaces: {} }
                        ? [a, b]
                        : { interfaces: {} }
                        """)) == [
                    "spec.yaml:7:3: error: a name in 'modules' is empty",
                    "spec.yaml:8:5: error: a key in 'modules' must be a name, found a list",
                ])
    }

    @Test func pathBracesMustBalance() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            a: { method: GET, path: "a/{id" }
                            b: { method: GET, path: "a/{}" }
                            c: { method: GET, path: "a/}" }
                        """)) == [
                    "spec.yaml:9:31: error: 'path' has a '{' without a closing '}'",
                    "spec.yaml:10:31: error: 'path' has an empty placeholder '{}'",
                    "spec.yaml:11:31: error: 'path' has a '}' without a '{' before it",
                ])
    }

    @Test func nonFiniteDefaultsAreRefused() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            a: { method: GET, path: a, params: { ratio: { type: Double, default: .inf } } }
                        """)) == ["spec.yaml:9:76: error: default '.inf' is not a value of type 'Double'"])
    }

    @Test func expiryForms() throws {
        func expiry(_ text: String) -> (TokenConfiguration.Expiry?, [String]) {
            let result = load(specYAML(top: "auth: { token: { header: t, from: header t, expiry: \(text) } }"))
            return (result.spec?.auth?.token?.expiry, result.diagnostics.map(\.description))
        }
        #expect(expiry("jwt").0 == .jwt)
        #expect(expiry("\"jwt\"").0 == .jwt)
        #expect(expiry("3600").0 == .seconds(3600))
        #expect(expiry("body b.expiresIn").0 == .from(.body(["b", "expiresIn"])))
        #expect(expiry("header X-Expires").0 == .from(.header("X-Expires")))
        #expect(expiry("0").1 == ["spec.yaml:6:53: error: 'expiry' must be more than 0 seconds"])
        #expect(
            expiry("jwt x").1 == [
                "spec.yaml:6:53: error: 'expiry' must be 'jwt', a number of seconds, "
                    + "'header NAME' or 'body KEY.PATH', found 'jwt x'"
            ])
    }

    @Test func aMisspelledFormatKeyIsReportedOnce() {
        #expect(
            errors("netlyer: 1\nname: X\nenvironments: { production: https://x.example }\nmodules: {}\n") == [
                "spec.yaml:1:1: error: unknown key 'netlyer' in the spec; did you mean 'netlayer'?"
            ])
    }
}
