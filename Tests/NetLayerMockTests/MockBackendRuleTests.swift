import Foundation
@_spi(Generated) import NetLayer
import RuntimeTestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayerMock

/// A parameter's ``MockRules`` see its value as JSON of its kind, and a value that breaks one is answered 400
/// naming the parameter, or the key path inside a JSON body, and the rule's message.
@Suite(.highPriority) struct MockBackendRuleTests {
    private let ok = MockExample.data("ok", ["id": 1, "name": "Ada"])

    /// A rule that records what it saw and refuses what `refuse` says, at `path`.
    private func rules(
        _ seen: Locked<[JSONValue]>, path: String = "", refuse: @escaping @Sendable (JSONValue) -> Bool
    ) -> MockRules {
        MockRules("test") { value in
            seen.withLock { $0.append(value) }
            return refuse(value) ? MockRules.Violation(path: path, rule: "maximum", message: "\(value) breaks it") : nil
        }
    }

    @Test func textIsReadAsTheParametersKindBeforeTheRulesSeeIt() async throws {
        let list = Endpoint(id: "list", method: .GET, path: "list", sendsToken: false)
        let seen = Locked<[JSONValue]>([])
        let checked = [
            MockParameter("limit", in: .query, kind: .integer, rules: rules(seen) { _ in false }),
            MockParameter("open", in: .query, kind: .boolean, rules: rules(seen) { _ in false }),
            MockParameter("ids", in: .query, kind: .array(.number), rules: rules(seen) { _ in false }),
            MockParameter("q", in: .query, rules: rules(seen) { _ in false }),
        ]
        let (client, _) = mockClient([MockInterface(endpoint: list, parameters: checked, examples: [ok])])
        _ = try await client.send(
            list,
            parameters: [
                Parameter("limit", 5, in: .query), Parameter("open", "1", in: .query),
                Parameter("ids", [1.5, 2], in: .query), Parameter("q", "7", in: .query),
            ])
        #expect(
            seen.withLock { $0 } == [.number("5"), .bool(true), .array([.number("1.5"), .number("2")]), .string("7")])
    }

    @Test func aBrokenRuleIsA400NamingTheParameterOrTheKeyPath() async throws {
        let list = Endpoint(id: "list", method: .GET, path: "list", sendsToken: false)
        let seen = Locked<[JSONValue]>([])
        let limit = MockParameter(
            "limit", in: .query, kind: .integer, rules: rules(seen) { $0 == .number("500") })
        let (client, backend) = mockClient([MockInterface(endpoint: list, parameters: [limit], examples: [ok])])
        let error = await failure { try await client.send(list, parameters: [Parameter("limit", 500, in: .query)]) }
        let http = try #require(httpFailure(error))
        #expect(http.status == 400)
        #expect(http.message == "parameter 'limit' (query): 500 breaks it")
        #expect(await mockReply(backend, "GET", "/api/list?limit=500").note == "parameter limit breaks maximum")
        #expect(await mockReply(backend, "GET", "/api/list?limit=5").status == 200)

        let save = Endpoint(id: "save", method: .POST, path: "save", body: .json, sendsToken: false)
        let items = MockParameter(
            "items", in: .body, kind: .json, rules: rules(seen, path: "[1].name") { _ in true })
        let (_, saving) = mockClient([MockInterface(endpoint: save, parameters: [items], examples: [ok])])
        let reply = await mockReply(
            saving, "POST", "/api/save", headers: ["Content-Type": "application/json"], body: #"{"items": [1, 2]}"#)
        #expect(reply.json["h"]?["code"] == 400, "inside the envelope")
        #expect(reply.json["h"]?["msg"]?.stringValue == "body.items[1].name: [1,2] breaks it", "\(reply.json)")
    }
}
