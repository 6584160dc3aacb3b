import Foundation

/// A `TimeLimit` the `AttemptDriver` started: what it ends when the transfer is done, and, for a stream, what the
/// reading of its body goes on feeding and ends.
enum RunningClock: Sendable {
    /// A call's: one timer for the whole call, on the process's one `DeadlineTimer`.
    case deadline(Deadline)
    /// A stream's or a download's: restarted as bytes move.
    case watch(ByteWatch)

    /// Bytes moved: an idle time-out starts again; a deadline does not move.
    func moved() {
        if case .watch(let watch) = self { watch.moved() }
    }

    /// Stops the clock; true when the limit had passed.
    @discardableResult
    func end() -> Bool {
        switch self {
        case .deadline(let deadline): deadline.end()
        case .watch(let watch): watch.end()
        }
    }
}
