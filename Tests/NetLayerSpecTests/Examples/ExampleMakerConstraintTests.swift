import Testing

@testable import NetLayerSpec

/// Made values keep the constraints of the field or parameter they are made for, each checked by the spec's one
/// check of a value; one that cannot is left out when optional, and named by the mock's description otherwise.
@Suite struct ExampleMakerConstraintTests {
    private static let text = #"""
        netlayer: 1
        name: Shop
        environments: { production: https://shop.example }
        modules:
          tickets:
            interfaces:
              ticket: { method: GET, path: ticket, response: Ticket }
              odd: { method: GET, path: odd, response: Odd }
              search:
                method: GET
                path: search
                params:
                  limit: { type: Int, constraints: { minimum: 1000, maximum: 1005 } }
                response: "[Ticket]"
        models:
          Ticket:
            code: { type: String, constraints: { pattern: '^[A-Z]{3}-\d{4}$' } }
            email: { type: String, constraints: { pattern: '^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$' } }
            word: { type: String, constraints: { pattern: '^(foo|bar)+$' } }
            count: { type: Int, constraints: { minimum: 1000, maximum: 1010 } }
            step: { type: Int64, constraints: { exclusiveMinimum: 900, multipleOf: 7 } }
            price: { type: Double, constraints: { exclusiveMinimum: 0, maximum: 1, multipleOf: 0.25 } }
            short: { type: String, constraints: { maxLength: 3 } }
            long: { type: String, constraints: { minLength: 30 } }
            sized: { type: String, constraints: { minLength: 12, pattern: '^[a-z]+-\d+$' } }
            tags:
              type: "[String]"
              constraints: { minItems: 4, maxItems: 5, uniqueItems: true, items: { pattern: '^[A-Z]{2}$' } }
            one: { type: "[Int]", constraints: { maxItems: 1, items: { maximum: 3 } } }
            many: { type: "[Bool]", constraints: { minItems: 3 } }
          Odd:
            left: { type: String?, constraints: { pattern: '^[^a-z]+$' } }
            kept: { type: String, constraints: { pattern: '^(?=x)x+$' } }
        """#

    private func spec() throws -> Spec {
        let result = load(Self.text)
        return try #require(result.spec, "\(result.diagnostics)")
    }

    private func made(_ name: String, of spec: Spec, seed: UInt64 = 0) throws -> OrderedJSON {
        let interface = try #require(spec.interfaces.first { $0.name == name })
        guard case .data(let value)? = SpecExamples(spec, seed: seed).replies(of: interface).first?.content else {
            Issue.record("no data reply")
            return .null
        }
        return value
    }

    private func member(_ key: String, of value: OrderedJSON) -> OrderedJSON? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    @Test func madeValuesKeepEveryKindOfRule() throws {
        let spec = try spec()
        let models = Dictionary(uniqueKeysWithValues: spec.models.map { ($0.name, $0) })
        let rules = try #require(RuleTree(type: .model("Ticket"), own: nil, models: models))
        for seed: UInt64 in [0, 1, 2, 3, 17] {
            let ticket = try made("ticket", of: spec, seed: seed)
            #expect(rules.breach(of: ticket) == nil, "seed \(seed): \(ticket)")
        }
        let ticket = try made("ticket", of: spec)
        #expect(member("code", of: ticket) == .string("AAA-0000"))
        guard case .string(let email)? = member("email", of: ticket) else {
            Issue.record("an email expected: \(ticket)")
            return
        }
        #expect(email.hasSuffix("@example.com"), "the made address, which matches, is kept")
        #expect(member("word", of: ticket) == .string("foo"))
        #expect(member("sized", of: ticket) == .string("aaaaaaaaaa-0"), "long enough by its quantifiers")
        guard case .array(let tags)? = member("tags", of: ticket), case .array(let one)? = member("one", of: ticket),
            case .array(let many)? = member("many", of: ticket)
        else {
            Issue.record("lists expected: \(ticket)")
            return
        }
        #expect(tags.count == 4 && Set(tags).count == 4)
        #expect(one.count == 1 && many.count == 3)
    }

    @Test func madeValuesAreTheSameOnEveryRun() throws {
        let spec = try spec()
        #expect(try made("ticket", of: spec, seed: 5) == made("ticket", of: spec, seed: 5))
        #expect(try made("search", of: spec) == made("search", of: spec))
    }

    @Test func anOptionalFieldThatCannotKeepItsRulesIsLeftOutAndARequiredOneIsNamed() throws {
        let spec = try spec()
        let odd = try made("odd", of: spec)
        #expect(member("left", of: odd) == nil, "a pattern outside the subset")
        #expect(member("kept", of: odd) != nil)
        let broken = MockDescription(spec).brokenRules
        #expect(broken.count == 1)
        #expect(broken.first?.hasPrefix("interface 'odd', example 'default': reply.kept: ") == true, "\(broken)")
    }

    @Test func aParametersMadeValueKeepsItsConstraints() throws {
        let spec = try spec()
        let search = try #require(spec.interfaces.first { $0.name == "search" })
        let limit = try #require(search.parameters.first)
        let value = SpecExamples(spec).value(of: .builtin(.Int), name: "limit", constraints: limit.constraints)
        #expect(limit.constraints?.violation(of: value) == nil, "\(value)")
        #expect(SpecExamples(spec).value(of: .builtin(.Int), name: "limit") != value, "unchanged without rules")
    }
}
