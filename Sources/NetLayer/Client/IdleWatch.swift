import Dispatch

/// An idle time-out: expires once `seconds` pass without a `touch()`, the
/// deadline of a transfer that may take long but must not stall (a download
/// moving a gigabyte, a stream between two events, a reply head that does
/// not come).
///
/// One repeating dispatch timer per transfer, checking a time stamp, costs
/// less than a timer re-armed for every chunk.
final class IdleWatch: Sendable {
    private struct State {
        var last = ContinuousClock.now
        var window: Duration
        var fired = false
        var timer: (any DispatchSourceTimer)?
    }

    /// How often the timer looks: an eighth of the shortest window.
    private let interval: Double
    private let state: Locked<State>

    private static let queue = DispatchQueue(label: "NetLayer.idle")

    /// A watch of `seconds`; `shortest` is the least any later `touch(window:)` gives.
    init(seconds: Double, shortest: Double? = nil) {
        let seconds = Deadline.clamped(seconds)
        interval = max(0.01, min(seconds, shortest.map(Deadline.clamped) ?? seconds) / 8)
        state = Locked(State(window: .seconds(seconds)))
    }

    /// Starts watching; `expire` is called once, when the time-out passes.
    func start(expire: @escaping @Sendable () -> Void) {
        let timer = DispatchSource.makeTimerSource(queue: Self.queue)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [state] in
            let expired = state.withLock { state in
                guard !state.fired, ContinuousClock.now - state.last >= state.window else { return false }
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

    /// Something moved, and from now on the time-out is `seconds`.
    func touch(window seconds: Double) {
        state.withLock { state in
            state.last = .now
            state.window = .seconds(Deadline.clamped(seconds))
        }
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
