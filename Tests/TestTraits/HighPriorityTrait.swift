import Testing

/// Runs each test's work at high priority: for tests of calls, which end at
/// their deadline (a minute, or the spec's 30 s) when they do not get to run.
///
/// Swift Testing starts every test at once on Swift concurrency's threads, one
/// per core. A call runs in many short steps, each waiting for a thread when
/// its reply (or its stub's answer) comes; at the default priority each waits
/// behind every step the CPU-bound tests (generation, import, naming tables)
/// have queued, which on a loaded 2-core machine was tens of seconds: long
/// enough for a call's own deadline, and for the loopback servers' clients to
/// give up. At high priority these steps go first; the CPU-bound tests lose
/// little, since the steps are short.
///
/// The priority reaches whatever the test starts: its servers' tasks, the
/// client's calls and their continuations.
public struct HighPriorityTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// Only a test case's run: the suite itself has nothing to run.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A child task: it has the test's task-local values (issues are recorded
        // against the test) and its cancellation (the time limit), not its priority.
        // The group waits for it, so the closure never outlives this call.
        try await withoutActuallyEscaping(function) { function in
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask(priority: .high) { try await function() }
                try await group.waitForAll()
            }
        }
    }
}

extension Trait where Self == HighPriorityTrait {
    /// Runs each test's work at high priority (`HighPriorityTrait`).
    public static var highPriority: Self { HighPriorityTrait() }
}
