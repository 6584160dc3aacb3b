import Foundation
@_spi(Generated) import NetLayer
import RuntimeTestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayerMock

/// A parameter's ``RuleTree`` sees its value as JSON of its kind, and a value that breaks one of its rules is
/// answered 400 naming the parameter, or the key path inside a JSON body, and the rule's message: the words of
/// the one check of `ValueRules`, which the spec's checks and a call that checks its parameters give too.
@Suite(.highPriority) struct MockBackendRuleTests {
    private let ok = MockExample.data("ok", ["id": 1, "name": "Ada"])

    /// A number's rule reads `5` only as a number, an element's only inside an array, and a length only of text:
    /// each rule breaks only when the text was read as the parameter's kind first.
    @Test func textIsReadAsTheParametersKindBeforeTheRulesSeeIt() async throws {
        let list = Endpoint(id: "list", method: .GET, path: "list", sendsToken: false)
        let checked = [
            MockParameter("limit", in: .query, kind: .integer, rules: RuleTree(ValueRules(maximum: 4))),
            MockParameter(
                "ids", in: .query, kind: .array(.number), rules: RuleTree(ValueRules(items: ValueRules(maximum: 1)))),
            MockParameter("q", in: .query, rules: RuleTree(ValueRules(maxLength: 0))),
        ]
        let (client, _) = mockClient([MockInterface(endpoint: list, parameters: checked, examples: [ok])])
        func message(limit: Int, ids: [Double], q: String) async -> String? {
            let error = await failure {
                try await client.send(
                    list,
                    parameters: [
                        Parameter("limit", limit, in: .query), Parameter("ids", ids, in: .query),
                        Parameter("q", q, in: .query),
                    ])
            }
            return httpFailure(error)?.message
        }
        #expect(
            await message(limit: 5, ids: [0.5], q: "") == "parameter 'limit' (query): 5 is greater than the maximum 4")
        #expect(
            await message(limit: 4, ids: [0.5, 1.5], q: "")
                == "parameter 'ids' (query): item 1: 1.5 is greater than the maximum 1")
        #expect(
            await message(limit: 4, ids: [0.5], q: "7")
                == "parameter 'q' (query): '7' has 1 character, more than the maximum length 0")
        _ = try await client.send(
            list,
            parameters: [
                Parameter("limit", 4, in: .query), Parameter("ids", [0.5], in: .query), Parameter("q", "", in: .query),
            ])
    }

    @Test func aBrokenRuleIsA400NamingTheParameterOrTheKeyPath() async throws {
        let list = Endpoint(id: "list", method: .GET, path: "list", sendsToken: false)
        let limit = MockParameter(
            "limit", in: .query, kind: .integer, rules: RuleTree(ValueRules(minimum: 1, maximum: 100)))
        let (client, backend) = mockClient([MockInterface(endpoint: list, parameters: [limit], examples: [ok])])
        let error = await failure { try await client.send(list, parameters: [Parameter("limit", 500, in: .query)]) }
        let http = try #require(httpFailure(error))
        #expect(http.status == 400)
        #expect(http.message == "parameter 'limit' (query): 500 is greater than the maximum 100")
        #expect(await mockReply(backend, "GET", "/api/list?limit=500").note == "parameter limit breaks maximum")
        #expect(await mockReply(backend, "GET", "/api/list?limit=5").status == 200)

        let save = Endpoint(id: "save", method: .POST, path: "save", body: .json, sendsToken: false)
        let itemRules = RuleTree(
            .elements(.model("Item")),
            models: ["Item": .fields([RuleTree.Field("name", .rules(ValueRules(maxLength: 3), .none))])])
        let items = MockParameter("items", in: .body, kind: .json, rules: itemRules)
        let (_, saving) = mockClient([MockInterface(endpoint: save, parameters: [items], examples: [ok])])
        let reply = await mockReply(
            saving, "POST", "/api/save", headers: ["Content-Type": "application/json"],
            body: #"{"items": [{"name": "Ada"}, {"name": "Grace"}]}"#)
        #expect(reply.json["h"]?["code"] == 400, "inside the envelope")
        #expect(
            reply.json["h"]?["msg"]?.stringValue
                == "body.items[1].name: 'Grace' has 5 characters, more than the maximum length 3", "\(reply.json)")
        let kept = await mockReply(
            saving, "POST", "/api/save", headers: ["Content-Type": "application/json"],
            body: #"{"items": [{"name": "Ada"}]}"#)
        #expect(kept.json["h"]?["code"] == 200, "\(kept.json)")
    }
}
