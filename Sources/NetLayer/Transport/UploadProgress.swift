/// Upload progress over every request of a call (a 307 sends the body
/// again): rising only, and ending at the body's size.
package final class UploadProgress: Sendable {
    private struct State {
        var last: Int64 = -1
        /// The body bytes each task has sent, by task identifier: each
        /// request of the call sends the body from its start.
        var sent: [Int: Int64] = [:]
    }

    private let report: ProgressHandler
    private let bodySize: Int64?
    private let state = Locked(State())

    package init(report: @escaping ProgressHandler, bodySize: Int64?) {
        self.report = report
        self.bodySize = bodySize
    }

    /// `bytes` more of the body sent by the task `task`, of `expected`
    /// (zero or less when URLSession does not know).
    ///
    /// Summed here: swift-corelibs-foundation reads `totalBytesSent` when the
    /// delegate queue gets to the update, by which time a fast upload has often ended.
    package func sent(_ bytes: Int64, byTask task: Int, of expected: Int64) {
        let sent = state.withLock { state in
            let sent = state.sent[task, default: 0] + bytes
            state.sent[task] = sent
            return Self.rise(to: sent, &state) ? sent : nil
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
