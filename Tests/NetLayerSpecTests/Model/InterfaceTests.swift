import TestSupport
import Testing

@testable import NetLayerSpec

/// What an interface takes from its module and the spec: its retry rule
/// from the nearest level that has one, whether it may be repeated.
@Suite struct InterfaceTests {
    private let spec = specYAML(
        top: "retry: { times: 3, on: [502, 503, connectionLost], backoff: constant, delay: 0.2, maxDelay: 5 }",
        modules: """
            cart:
              retry: 2
              interfaces:
                list: { method: GET, path: cart/list }
                save: { method: POST, path: cart/save, idempotent: true }
                peek: { method: GET, path: cart/peek, retry: none }
            orders:
              interfaces:
                list2: { method: GET, path: orders/list }
                pay: { method: POST, path: orders/pay }
            """)

    @Test func retryRulesComeFromTheNearestLevel() throws {
        let result = load(spec)
        #expect(messages(result).isEmpty)
        let loaded = try #require(result.spec)
        func rule(_ name: String) throws -> RetryRule? {
            let module = try #require(loaded.modules.first { $0.interfaces.contains { $0.name == name } })
            let interface = try #require(module.interfaces.first { $0.name == name })
            return interface.retryRule(in: module, of: loaded)
        }
        #expect(try rule("list")?.times == 2, "the module's short form")
        #expect(try rule("list")?.conditions == nil, "the runtime's defaults for what the short form leaves out")
        #expect(try rule("save")?.times == 2)
        #expect(try rule("peek") == nil, "'none' turns the inherited rule off")
        #expect(try rule("list2")?.times == 3, "the spec's rule")
    }

    @Test func idempotentGoesByTheMethodUnlessWritten() throws {
        let loaded = try #require(load(spec).spec)
        let interfaces = Dictionary(uniqueKeysWithValues: loaded.interfaces.map { ($0.name, $0) })
        #expect(interfaces["list"]?.isIdempotent == true)
        #expect(interfaces["save"]?.isIdempotent == true)
        #expect(interfaces["pay"]?.isIdempotent == false)
    }
}
