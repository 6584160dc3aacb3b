import Foundation

extension AttemptDriver {
    /// A stream's opening: its attempts under a clock started now, which the stream's control stops from
    /// outside when it runs out (the opening then ends `.timedOut`, logged as any failed attempt).
    ///
    /// A stream's body outlives its opening, and its first bytes are still the first byte's to wait for: the
    /// clock goes on running, handed over with the body, for the reading of the body to feed and end. When the
    /// opening fails, it is ended here.
    func open(_ step: StreamOpening) async -> Result<OpenedStream, NetLayerError> {
        let control = step.control
        let ends = limit.ends(from: .now)
        let watch = limit.makeWatch()
        control.clockStarted()
        let clock = limit.start(watch) { control.ranOut() }
        var step = step
        switch await attempts(&step, watch: watch, ends: ends) {
        case .success(let body):
            return .success(OpenedStream(body: body, clock: clock))
        case .failure(let error):
            clock.end()
            return .failure(error)
        }
    }
}

/// A stream whose reply's head has arrived: its body, and the clock the driver started for its opening, which
/// bounds the reading of the body too.
struct OpenedStream: Sendable {
    /// The reply's body, not read yet.
    let body: ReplyBody
    /// Still running: the reader feeds it with each chunk, and ends it when the connection is over.
    let clock: RunningClock
}
