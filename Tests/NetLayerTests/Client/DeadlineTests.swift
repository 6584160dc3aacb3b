import Foundation
import Testing

@_spi(Generated) @testable import NetLayer

@Suite struct DeadlineTests {
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }

    @Test func aDeadlineThatPassesExpiresAndSaysSo() async throws {
        let expired = Flag()
        let deadline = Deadline(after: 0.01) { expired.set() }
        for _ in 0..<500 where !expired.isSet { try await Task.sleep(for: .milliseconds(10)) }
        #expect(expired.isSet)
        #expect(deadline.end())
    }

    @Test func aDeadlineEndedInTimeNeverExpires() async throws {
        let expired = Flag()
        let deadline = Deadline(after: 0.2) { expired.set() }
        #expect(!deadline.end())
        try await Task.sleep(for: .milliseconds(400))
        #expect(!expired.isSet, "the timer was cancelled")
    }

    @Test(arguments: [(-5.0, 0.0), (0.0, 0.0), (30.0, 30.0), (1e300, 1_000_000.0), (Double.infinity, 1_000_000.0)])
    func absurdTimeOutsAreClamped(seconds: Double, clamped: Double) {
        #expect(Deadline.clamped(seconds) == clamped)
    }
}
