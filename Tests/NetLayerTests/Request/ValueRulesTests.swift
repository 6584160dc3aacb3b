import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestSupport
import TestTraits
import Testing

@testable import NetLayer

/// A parameter's `ValueRules`: checked before sending, with the spec's messages word for word.
@Suite(.highPriority) struct ValueRulesTests {
    /// `ConstraintCases` over a call's JSON, which the spec's tests run over theirs.
    @Test(arguments: ConstraintCases.all.indices)
    func theRuntimeGivesTheSharedMessage(_ index: Int) {
        let check = ConstraintCases.all[index]
        let violation = check.rules.violation(of: Self.json(check.value))
        #expect(violation?.message == check.message)
        #expect(violation?.rule == check.rule)
    }

    @Test func aBrokenRuleEndsTheCallBeforeAnythingIsSent() async throws {
        try await withTestServer(.get("/api/list", reply: .json("{}"))) { server in
            let client = makeClient(server)
            let error = await failure {
                try await client.send(
                    endpoint("list", "list"),
                    parameters: [Parameter("limit", 500, in: .query, rules: ValueRules(minimum: 1, maximum: 100))])
            }
            guard case .invalidRequest(let message)? = error else {
                Issue.record("expected invalidRequest, got \(String(describing: error))")
                return
            }
            #expect(message == "parameter 'limit': 500 is greater than the maximum 100")
            #expect(server.requests.isEmpty)
        }
    }

    @Test func aKeptRuleSendsTheValue() async throws {
        try await withTestServer(.get("/api/list", reply: .json("{}"))) { server in
            _ = try await makeClient(server).send(
                endpoint("list", "list"),
                parameters: [
                    Parameter("limit", 100, in: .query, rules: ValueRules(minimum: 1, maximum: 100)),
                    Parameter("tag", ["a", "b"], in: .query, rules: ValueRules(uniqueItems: true)),
                ])
            #expect(server.lastRequest(path: "/api/list")?.query == "limit=100&tag=a&tag=b")
        }
    }

    @Test func aSecretValueIsNotShownInTheError() async throws {
        try await withTestServer(.post("/api/login", reply: .json("{}"))) { server in
            let error = await failure {
                try await makeClient(server).send(
                    endpoint("login", .POST, "login", body: .form),
                    parameters: [Parameter("pin", "12", in: .body, secret: true, rules: ValueRules(minLength: 4))])
            }
            guard case .invalidRequest(let message)? = error else {
                Issue.record("expected invalidRequest, got \(String(describing: error))")
                return
            }
            #expect(message == "parameter 'pin': its value breaks the rule 'minLength'")
            #expect(server.requests.isEmpty)
        }
    }

    /// A case's value as a call sends it: numbers through their `parameterValue`, as a generated call makes them.
    static func json(_ value: ConstraintCases.Value) -> JSONValue {
        let sent: ParameterValue =
            switch value {
            case .int(let number): number.parameterValue
            case .double(let number): number.parameterValue
            case .string(let text): text.parameterValue
            case .bool(let flag): flag.parameterValue
            case .array(let elements): .value(.array(elements.map(json)))
            case .null: .value(.null)
            }
        guard case .value(let json) = sent else { return .null }
        return json
    }
}
