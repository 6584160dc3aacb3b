import TestSupport
import Testing

@testable import NetLayerSpec

/// The spec's `retry`: how it reads and fails (Model/InterfaceTests: how
/// interfaces inherit it).
@Suite struct RetryRuleTests {
    @Test func aRuleIsReadWithEveryKey() throws {
        let result = load(
            specYAML(
                top: "retry: { times: 3, on: [502, 503, connectionLost], backoff: constant, delay: 0.2, maxDelay: 5, "
                    + "jitter: false }"))
        #expect(messages(result).isEmpty)
        let rule = try #require(result.spec?.retry)
        #expect(rule.times == 3)
        #expect(rule.conditions == [.status(502), .status(503), .network(.connectionLost)])
        #expect(rule.backoff == .constant)
        #expect(rule.delay == 0.2)
        #expect(rule.maxDelay == 5)
        #expect(rule.jitter == false)
    }

    @Test func badRetriesAreReportedWhereTheyAreWritten() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          retry: often
                          interfaces:
                            a: { method: GET, path: a, retry: 0 }
                            b: { method: GET, path: b, retry: { on: [503] } }
                            c: { method: GET, path: c, retry: { times: 2, on: [600, timeout], backoff: linear } }
                        """)) == [
                    "spec.yaml:8:12: error: 'retry' must be a number of retries, 'none', "
                        + "or a mapping with 'times', found 'often'",
                    "spec.yaml:10:41: error: the number of retries must be from 1 to 10, found 0",
                    "spec.yaml:11:41: error: 'retry' needs 'times'",
                    "spec.yaml:12:58: error: 'on' lists 600, which is not an HTTP status",
                    "spec.yaml:12:63: error: a failure in 'on' must be one of 'connectionLost', 'unreachable', "
                        + "'badReply', 'offline', found 'timeout'",
                    "spec.yaml:12:82: error: 'backoff' must be one of 'constant', 'exponential', found 'linear'",
                ])
    }
}
