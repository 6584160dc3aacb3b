import Foundation

/// A value that changes as a test runs (polls counted, requests received),
/// for the test to wait until it says what the test needs, instead of
/// sleeping for a time it hopes is long enough and looking.
///
///     let polls = TestState(0)
///     ... polls.update { $0 += 1 } in the code under test ...
///     await polls.wait { $0 >= 3 }
public final class TestState<Value: Sendable>: @unchecked Sendable {
    private struct Waiter {
        var condition: @Sendable (Value) -> Bool
        var continuation: CheckedContinuation<Value, Never>
    }

    private let lock = NSLock()
    private var current: Value
    private var waiters: [UInt64: Waiter] = [:]
    private var lastID: UInt64 = 0

    public init(_ value: Value) {
        current = value
    }

    public var value: Value { lock.withLock { current } }

    /// Changes the value and wakes the waits whose condition it now meets.
    @discardableResult
    public func update<Result>(_ body: (inout Value) -> Result) -> Result {
        var woken: [(CheckedContinuation<Value, Never>, Value)] = []
        let result: Result = lock.withLock {
            let result = body(&current)
            for (id, waiter) in waiters where waiter.condition(current) {
                waiters[id] = nil
                woken.append((waiter.continuation, current))
            }
            return result
        }
        // Resumed outside the lock: a resumed waiter may update again at once.
        for (continuation, value) in woken { continuation.resume(returning: value) }
        return result
    }

    /// The value, once `condition` holds for it (at once if it does).
    ///
    /// A cancelled task stops waiting and gets the value as it is: a test
    /// past its time limit is cancelled, and ends with its expectations
    /// failing instead of hanging the run.
    @discardableResult
    public func wait(until condition: @escaping @Sendable (Value) -> Bool) async -> Value {
        let id = lock.withLock {
            lastID += 1
            return lastID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready: Value? = lock.withLock {
                    if condition(current) || Task.isCancelled { return current }
                    waiters[id] = Waiter(condition: condition, continuation: continuation)
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let cancelled: (CheckedContinuation<Value, Never>, Value)? = lock.withLock {
                waiters.removeValue(forKey: id).map { ($0.continuation, current) }
            }
            if let (continuation, value) = cancelled { continuation.resume(returning: value) }
        }
    }
}
