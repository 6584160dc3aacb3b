import Foundation

/// Something that happens once (a process exits, a server receives a
/// request, a call ends), for tests to wait for instead of sleeping for a
/// time they hope is long enough.
public final class TestEvent: Sendable {
    private let state = TestState(false)

    public init() {}

    /// Marks the event as happened and wakes everyone waiting; later calls do nothing.
    public func fire() {
        state.update { $0 = true }
    }

    public var hasFired: Bool { state.value }

    /// Returns once the event has happened (at once if it has), cancelled or not.
    public func wait() async {
        // In a task of its own, which the caller's cancellation does not reach:
        // a caller that goes on after this (reads a process's exit status)
        // needs the event to have happened.
        _ = await Task { [state] in await state.wait { $0 } }.value
    }

    /// Returns once the event has happened, or once the waiting task is
    /// cancelled, whichever comes first: for waits a cancellation must end,
    /// such as a held reply's when its server stops.
    public func waitUnlessCancelled() async {
        await state.wait { $0 }
    }
}
