import Foundation

/// What a call answers when its deadline passes while the cache waits on the
/// network: a stored reply the offline policy may serve. A network that hangs
/// rather than fails (a weak signal) reaches the call's deadline before any
/// error, and the deadline ends the call from outside the attempt, so the
/// attempt leaves its fallback here for the deadline to find.
final class OfflineFallback: Sendable {
    /// The fallback of the call the current task works for; nil outside a call.
    @TaskLocal static var current: OfflineFallback?

    private let answer = Locked<(@Sendable () -> RequestResult?)?>(nil)

    /// From now on the deadline answers with what `make` gives (nil: no answer, the call times out).
    func offer(_ make: @escaping @Sendable () -> RequestResult?) {
        answer.withLock { $0 = make }
    }

    /// The network answered, or failed: nothing to fall back on.
    func withdraw() {
        answer.withLock { $0 = nil }
    }

    /// The stored reply the call ends with instead of timing out, if any.
    var result: RequestResult? {
        answer.withLock { $0 }?()
    }
}
