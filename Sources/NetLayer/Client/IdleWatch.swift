import Dispatch

/// An idle time-out: expires once `seconds` pass without a `touch()`, the
/// deadline of a transfer that may take long but must not stall (a download
/// moving a gigabyte, a reply head that does not come).
///
/// One repeating dispatch timer per transfer, checking a time stamp, costs
/// less than a timer re-armed for every chunk.
final class IdleWatch: Sendable {
    private struct State {
        var last = ContinuousClock.now
        var fired = false
        var timer: (any DispatchSourceTimer)?
    }

    private let seconds: Double
    private let state = Locked(State())

    private static let queue = DispatchQueue(label: "NetLayer.idle")

    init(seconds: Double) {
        self.seconds = Deadline.clamped(seconds)
    }

    /// Starts watching; `expire` is called once, when the time-out passes.
    func start(expire: @escaping @Sendable () -> Void) {
        let timer = DispatchSource.makeTimerSource(queue: Self.queue)
        let interval = max(0.01, seconds / 8)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [state, seconds] in
            let expired = state.withLock { state in
                guard !state.fired, ContinuousClock.now - state.last >= .seconds(seconds) else { return false }
                state.fired = true
                state.timer?.cancel()
                return true
            }
            if expired { expire() }
        }
        state.withLock { $0.timer = timer }
        timer.resume()
    }

    /// Something moved: the time-out starts again from now.
    func touch() {
        state.withLock { $0.last = .now }
    }

    /// Stops watching; true when the time-out had passed.
    @discardableResult
    func end() -> Bool {
        state.withLock { state in
            state.timer?.cancel()
            // The timer's handler holds the state: dropping the timer ends the cycle.
            state.timer = nil
            return state.fired
        }
    }
}
