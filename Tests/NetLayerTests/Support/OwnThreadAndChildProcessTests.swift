// Tests of how tests keep Swift concurrency's threads free (onOwnThread, Slots, Process.runUntilExit): the
// suite's time limits were missed when long work or a child's wait held those threads.

import Foundation
import TestSupport
import Testing

// The time limit only turns a wait that never ends into a failure instead of a hang.
@Suite(.timeLimit(.minutes(10))) struct OwnThreadAndChildProcessTests {
    private struct Failed: Error {}

    @Test func workOnItsOwnThreadGivesItsValueOrItsError() async throws {
        #expect(try await onOwnThread { 6 * 7 } == 42)
        await #expect(throws: Failed.self) { try await onOwnThread { throw Failed() } }
    }

    /// Work blocked on as many threads as there are cores does not hold Swift concurrency's threads: a task
    /// still runs beside it. Were the work on those threads (one per core), the task could not start and the test
    /// would hang. Its own slots: holding the suite's would hold up its work.
    @Test func workHeldOnEverySlotLeavesSwiftConcurrencyFree() async throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let slots = Slots(limit: cores)
        let release = DispatchSemaphore(value: 0)
        let entered = TestState(0)
        let held = (0..<cores).map { _ in
            Task {
                try await onOwnThread(within: slots) {
                    entered.update { $0 += 1 }
                    release.wait()
                }
            }
        }
        await entered.wait { $0 == cores }
        #expect(await Task.detached { Thread.isMainThread }.value == false)
        for _ in 0..<cores { release.signal() }
        for work in held { try await work.value }
    }

    @Test func slotsLetAtMostTheirLimitIn() async {
        let slots = Slots(limit: 2)
        let inside = TestState(0)
        let most = TestState(0)
        let leave = TestEvent()
        let holders = (0..<5).map { _ in
            Task {
                await slots.acquire()
                let now = inside.update {
                    $0 += 1; return $0
                }
                most.update { $0 = max($0, now) }
                await leave.wait()
                inside.update { $0 -= 1 }
                slots.release()
            }
        }
        await inside.wait { $0 == 2 }
        #expect(most.value == 2, "a third holder got in while two held the slots")
        leave.fire()
        for holder in holders { await holder.value }
        #expect(most.value == 2)
        #expect(inside.value == 0)
    }

    @Test func aChildRunsToItsExitAndOneThatCannotStartThrows() async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 3"]
        try await process.runUntilExit()
        #expect(!process.isRunning)
        #expect(process.terminationStatus == 3)

        let missing = Process()
        missing.executableURL = URL(fileURLWithPath: "/nonexistent/netlayer-\(UUID())")
        await #expect(throws: (any Error).self) { try await missing.runUntilExit() }

        let output = try await ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "echo out; echo err >&2; exit 4"])
        #expect(output.status == 4)
        #expect(output.standardOutput == "out\n")
        #expect(output.standardError == "err\n")
    }
}
