import Foundation

/// At most `limit` holders at once; an `acquire()` past it waits, without holding a thread, until a holder
/// `release()`s: how the suite bounds what its tests start side by side (loopback servers, work on threads of
/// its own).
public final class Slots: Sendable {
    private struct State {
        var free: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state: TestState<State>

    public init(limit: Int) {
        state = TestState(State(free: limit))
    }

    /// Returns once a slot is free, and takes it.
    public func acquire() async {
        await withCheckedContinuation { continuation in
            let taken = state.update { state in
                guard state.free > 0 else {
                    state.waiting.append(continuation)
                    return false
                }
                state.free -= 1
                return true
            }
            if taken { continuation.resume() }
        }
    }

    /// Gives a slot back: to the first `acquire()` waiting, if any.
    public func release() {
        let next = state.update { state in
            guard !state.waiting.isEmpty else {
                state.free += 1
                return nil as CheckedContinuation<Void, Never>?
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
