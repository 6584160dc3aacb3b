// Tests of what tests wait on (TestState, TestEvent): a wait that never woke
// would hang the suite, and one that woke early would make tests pass by luck.

import Foundation
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(10))) struct TestStateTests {
    @Test func aWaitReturnsOnceItsConditionHoldsAndAtOnceWhenItDoes() async {
        let count = TestState(0)
        let waiting = Task { await count.wait { $0 >= 3 } }
        for _ in 0..<5 { count.update { $0 += 1 } }
        #expect(await waiting.value >= 3)
        #expect(await count.wait { $0 >= 1 } == 5)
    }

    @Test func aCancelledWaitReturnsTheValueAsItIs() async {
        let count = TestState(1)
        let waiting = Task { await count.wait { $0 >= 100 } }
        waiting.cancel()
        #expect(await waiting.value == 1)
    }

    @Test func anEventWakesItsWaitersOnceAndOnlyACancellableWaitEndsOnCancellation() async {
        let event = TestEvent()
        let cancellable = Task { await event.waitUnlessCancelled() }
        cancellable.cancel()
        await cancellable.value
        #expect(!event.hasFired)

        let plain = Task {
            await event.wait()
            return event.hasFired
        }
        plain.cancel()
        let woken = Task { await event.wait() }
        event.fire()
        event.fire()
        #expect(await plain.value, "a cancelled task still waits for the event")
        await woken.value
    }
}
