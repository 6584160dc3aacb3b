import Foundation

/// The time limit of one kind of transfer, handed to the `AttemptDriver`, which alone starts and ends its clock.
///
/// A call is bounded as a whole, retries included; a stream may last hours and a download move a gigabyte, so
/// theirs bound only each wait for bytes.
enum TimeLimit: Sendable {
    /// A call's: a deadline `seconds` after its start, for every attempt and every wait between them.
    case deadline(TimeInterval)
    /// A download's and a stream's: `idle` seconds without a byte; the reply's head and the body's first bytes
    /// may have `firstByte` seconds instead (a stream's `firstByteTimeout`).
    case idle(TimeInterval, firstByte: TimeInterval?)

    /// When a deadline started at `start` passes: what a retry policy's waits must end before. Nil for an idle
    /// limit, which no wait could be measured against.
    func ends(from start: ContinuousClock.Instant) -> ContinuousClock.Instant? {
        guard case .deadline(let seconds) = self else { return nil }
        return start + .seconds(Deadline.clamped(seconds))
    }

    /// The watch a transfer step feeds, made before the attempts' task exists and started by ``start(_:expire:)``
    /// once there is a task to stop; nil for a deadline, which nothing feeds.
    func makeWatch() -> ByteWatch? {
        guard case .idle(let idle, let firstByte) = self else { return nil }
        return ByteWatch(idle: idle, firstByte: firstByte)
    }

    /// Starts the clock: `expire` is called once, when the limit passes, unless the clock is ended first.
    /// `watch` is ``makeWatch()``'s, which an idle limit runs on.
    func start(_ watch: ByteWatch?, expire: @escaping @Sendable () -> Void) -> RunningClock {
        switch (self, watch) {
        case (.idle, let watch?):
            watch.start(expire: expire)
            return .watch(watch)
        // An idle limit always comes with its watch; were it not, its window as a deadline still ends it.
        case (.deadline(let seconds), _), (.idle(let seconds, _), nil):
            return .deadline(Deadline(after: seconds, expire: expire))
        }
    }
}
