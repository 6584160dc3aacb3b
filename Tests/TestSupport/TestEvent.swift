import Foundation

/// Something that happens once (a process exits, a server receives a
/// request, a call ends), for tests to wait for instead of sleeping for a
/// time they hope is long enough.
public final class TestEvent: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    public init() {}

    /// Marks the event as happened and wakes everyone waiting; later calls do nothing.
    public func fire() {
        let woken: [CheckedContinuation<Void, Never>] = lock.withLock {
            guard !fired else { return [] }
            fired = true
            defer { waiters = [] }
            return waiters
        }
        for waiter in woken { waiter.resume() }
    }

    public var hasFired: Bool { lock.withLock { fired } }

    /// Returns once the event has happened (at once if it has).
    public func wait() async {
        await withCheckedContinuation { continuation in
            let now: Bool = lock.withLock {
                if fired { return true }
                waiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }
}
