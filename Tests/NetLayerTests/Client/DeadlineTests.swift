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

    /// All deadlines share one timer, set for the earliest: one added after a
    /// later one must move the timer earlier, not wait for the later one.
    /// (The ended deadlines before it are dropped from the timer's heap as it grows.)
    @Test func anEarlierDeadlineAddedAfterALaterOneFiresFirst() async throws {
        let late = Deadline(after: 1_000) {}
        for _ in 0..<500 { #expect(!Deadline(after: 500) {}.end()) }
        let expired = TestEvent()
        let early = Deadline(after: 0.01) { expired.fire() }
        await expired.wait()
        #expect(early.end())
        #expect(!late.end(), "the late deadline is still pending, so ending it stops it")
    }

    /// Deadlines added in a shuffled order, half of them ended at once: each
    /// of the others fires exactly once, and none of the ended ones.
    @Test func shuffledDeadlinesEachFireOnceUnlessEnded() async throws {
        var random = SeededGenerator(seed: 23)
        let fired = TestState([Int: Int]())
        let allFired = TestEvent()
        let kept = 100
        var deadlines: [(Int, Deadline)] = []
        for index in (0..<(2 * kept)).shuffled(using: &random) {
            let deadline = Deadline(after: index.isMultiple(of: 2) ? Double(index) / 2_000 : 1_000) {
                fired.update { fired in
                    fired[index, default: 0] += 1
                    if fired.count == kept { allFired.fire() }
                }
            }
            deadlines.append((index, deadline))
        }
        for (index, deadline) in deadlines where !index.isMultiple(of: 2) {
            #expect(!deadline.end(), "a deadline 1,000 s away has not passed")
        }
        await allFired.wait()
        #expect(fired.value.keys.allSatisfy { $0.isMultiple(of: 2) })
        #expect(fired.value.values.allSatisfy { $0 == 1 })
        for (_, deadline) in deadlines { deadline.end() }
    }

    @Test(arguments: [(-5.0, 0.0), (0.0, 0.0), (30.0, 30.0), (1e300, 1_000_000.0), (Double.infinity, 1_000_000.0)])
    func absurdTimeOutsAreClamped(seconds: Double, clamped: Double) {
        #expect(Deadline.clamped(seconds) == clamped)
    }
}
