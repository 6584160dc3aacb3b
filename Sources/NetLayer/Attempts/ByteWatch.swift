import Foundation

/// The idle watch of a stream or a download, started by the `AttemptDriver`: what its transfer step, and a
/// stream's reading of the body after its opening, feed as bytes move.
///
/// The window changes once: from the first byte's to the idle one, at the first `moved()`. A download's two are
/// the same.
struct ByteWatch: Sendable {
    /// The mechanism: one repeating timer that looks at when bytes last moved.
    private let watch: IdleWatch
    /// The window from the first `moved()` on.
    private let idle: TimeInterval

    /// A watch of `firstByte` seconds (else `idle`) until bytes move, then of `idle`; not started.
    init(idle: TimeInterval, firstByte: TimeInterval?) {
        watch = IdleWatch(seconds: firstByte ?? idle, shortest: idle)
        self.idle = idle
    }

    /// Bytes moved, or an attempt began: the time-out starts again from now, `idle` seconds long.
    func moved() {
        watch.touch(window: idle)
    }

    /// Starts watching; only the driver starts a watch (`TimeLimit.start(_:expire:)`).
    func start(expire: @escaping @Sendable () -> Void) {
        watch.start(expire: expire)
    }

    /// Stops watching; true when the time-out had passed.
    @discardableResult
    func end() -> Bool {
        watch.end()
    }
}
