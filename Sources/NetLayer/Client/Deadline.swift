import Dispatch

/// A call's time-out: a deadline for the whole call, retries included,
/// kept by a timer that cancels the call when it passes.
///
/// URLSession's own `timeoutInterval` is an idle time-out in whole seconds
/// (a reply trickling a byte every half second never times out), so the core
/// keeps the deadline itself, on the process's one ``DeadlineTimer``.
final class Deadline: Sendable {
    private let id: UInt64

    init(after seconds: Double, expire: @escaping @Sendable () -> Void) {
        id = DeadlineTimer.shared.add(after: Self.clamped(seconds), expire)
    }

    /// `seconds` within what a timer and a clock can hold: an absurd
    /// time-out must not overflow either.
    static func clamped(_ seconds: Double) -> Double {
        min(max(0, seconds), 1_000_000)
    }

    /// Stops the timer; true when the deadline had passed.
    @discardableResult
    func end() -> Bool {
        !DeadlineTimer.shared.remove(id)
    }
}
