/// Upload progress of one request's body, as a transport reports it: summed, rising only, and ending at the
/// body's size. A call's later requests (a 307 sends the body again) rise above the earlier ones' in
/// `RedirectFollower`, which sees every request of the call.
package final class UploadProgress: Sendable {
    private struct State {
        var last: Int64 = -1
        /// The body bytes sent so far.
        var sent: Int64 = 0
    }

    private let report: ProgressHandler
    private let bodySize: Int64?
    private let state = Locked(State())

    package init(report: @escaping ProgressHandler, bodySize: Int64?) {
        self.report = report
        self.bodySize = bodySize
    }

    /// `bytes` more of the body sent, of `expected` (zero or less when the transport does not know).
    ///
    /// Summed here: swift-corelibs-foundation reads `totalBytesSent` when the
    /// delegate queue gets to the update, by which time a fast upload has often ended.
    package func sent(_ bytes: Int64, of expected: Int64) {
        let sent = state.withLock { state in
            state.sent += bytes
            return Self.rise(to: state.sent, &state) ? state.sent : nil
        }
        guard let sent else { return }
        report(TransferProgress(received: sent, expected: bodySize ?? (expected > 0 ? expected : nil)))
    }

    /// The last report, at the body's size, unless it was made already.
    package func finish() {
        guard let bodySize else { return }
        if state.withLock({ Self.rise(to: bodySize, &$0) }) {
            report(TransferProgress(received: bodySize, expected: bodySize))
        }
    }

    /// Whether `bytes` is more than the last report, which it becomes.
    private static func rise(to bytes: Int64, _ state: inout State) -> Bool {
        guard bytes > state.last else { return false }
        state.last = bytes
        return true
    }
}
