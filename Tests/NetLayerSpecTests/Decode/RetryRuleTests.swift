import Testing

@testable import NetLayerSpec

/// The spec's `retry` and `idempotent`: how they read, inherit, and fail.
@Suite struct RetryRuleTests {
    private let spec = """
        netlayer: 1
        name: Shop
        environments:
          production: https://shop.example/api
        retry: { times: 3, on: [502, 503, connectionLost], backoff: constant, delay: 0.2, maxDelay: 5, jitter: false }
        modules:
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
        """

    @Test func rulesAreInheritedFromTheNearestLevel() throws {
        let result = load(spec)
        #expect(messages(result).isEmpty)
        let loaded = try #require(result.spec)
        let top = try #require(loaded.retry)
        #expect(top.times == 3)
        #expect(top.conditions == [.status(502), .status(503), .network(.connectionLost)])
        #expect(top.backoff == .constant)
        #expect(top.delay == 0.2)
        #expect(top.maxDelay == 5)
        #expect(top.jitter == false)

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

    @Test func badRetriesAreReportedWhereTheyAreWritten() {
        #expect(
            errors(
                header + """
                      cart:
                        retry: often
                        interfaces:
                          a: { method: GET, path: a, retry: 0 }
                          b: { method: GET, path: b, retry: { on: [503] } }
                          c: { method: GET, path: c, retry: { times: 2, on: [600, timeout], backoff: linear } }
                    """) == [
                    "spec.yaml:8:12: error: 'retry' must be a number of retries, 'none', or a mapping with 'times', found 'often'",
                    "spec.yaml:10:41: error: the number of retries must be from 1 to 10, found 0",
                    "spec.yaml:11:41: error: 'retry' needs 'times'",
                    "spec.yaml:12:58: error: 'on' lists 600, which is not an HTTP status",
                    "spec.yaml:12:63: error: a failure in 'on' must be one of 'connectionLost', 'unreachable', 'badReply', 'offline', found 'timeout'",
                    "spec.yaml:12:82: error: 'backoff' must be one of 'constant', 'exponential', found 'linear'",
                ])
    }

    @Test func aRetryThatCanNeverApplyIsAWarning() {
        let result = load(
            header + """
                  cart:
                    interfaces:
                      pay:
                        method: POST
                        path: pay
                        retry: 3
                """)
        #expect(result.spec != nil, "a warning does not stop generation")
        #expect(
            messages(result) == [
                "spec.yaml:12:16: warning: 'retry' of POST interface 'pay' never applies: calls that may not be "
                    + "repeated are not retried; add 'idempotent: true' if sending it twice is safe"
            ])
    }
}
