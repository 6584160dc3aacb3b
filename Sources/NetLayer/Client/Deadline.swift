import Dispatch

/// A call's time-out: a deadline for the whole call, retries included,
/// kept by a timer that cancels the call when it passes.
///
/// URLSession's own `timeoutInterval` is an idle time-out in whole seconds
/// (a reply trickling a byte every half second never times out), so the core
/// keeps the deadline itself. A dispatch timer costs far less per call than a
/// sleeping task, and leaves nothing behind when cancelled.
final class Deadline {
    private let timer: any DispatchSourceTimer
    private let fired = Locked(false)

    private static let queue = DispatchQueue(label: "NetLayer.deadlines")

    init(after seconds: Double, expire: @escaping @Sendable () -> Void) {
        timer = DispatchSource.makeTimerSource(queue: Self.queue)
        timer.schedule(deadline: .now() + Self.clamped(seconds))
        timer.setEventHandler { [fired] in
            fired.withLock { $0 = true }
            expire()
        }
        timer.resume()
    }

    /// `seconds` within what a timer and a clock can hold: an absurd
    /// time-out must not overflow either.
    static func clamped(_ seconds: Double) -> Double {
        min(max(0, seconds), 1_000_000)
    }

    /// Stops the timer; true when the deadline had passed.
    @discardableResult
    func end() -> Bool {
        timer.cancel()
        return fired.withLock { $0 }
    }
}
