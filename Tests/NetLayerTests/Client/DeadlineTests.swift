import Foundation
import TestSupport
import Testing

@_spi(Generated) @testable import NetLayer

@Suite(.timeLimit(.minutes(10))) struct DeadlineTests {
    @Test func aDeadlineThatPassesExpiresAndSaysSo() async throws {
        let expired = TestEvent()
        let deadline = Deadline(after: 0.01) { expired.fire() }
        await expired.wait()
        #expect(deadline.end())
    }

    /// Deadlines fire on one serial queue, earliest first: once a later one has
    /// fired, an earlier one still scheduled would have fired before it. (3 s
    /// leaves the next line, with no wait between, time to end it first.)
    @Test func aDeadlineEndedInTimeNeverExpires() async throws {
        let expired = TestEvent()
        let deadline = Deadline(after: 3) { expired.fire() }
        #expect(!deadline.end())
        let later = TestEvent()
        let marker = Deadline(after: 3.5) { later.fire() }
        await later.wait()
        #expect(marker.end())
        #expect(!expired.hasFired, "the timer was cancelled")
    }

    @Test(arguments: [(-5.0, 0.0), (0.0, 0.0), (30.0, 30.0), (1e300, 1_000_000.0), (Double.infinity, 1_000_000.0)])
    func absurdTimeOutsAreClamped(seconds: Double, clamped: Double) {
        #expect(Deadline.clamped(seconds) == clamped)
    }
}
