import Foundation

/// Which retries apply to a kind of transfer: one value per kind, so that the decision is made in one place
/// (docs/runtime.md, "Retries by kind of transfer").
///
/// | | `RetryPolicy` (the spec's `retry`) | interceptors' `shouldRetry` | its own |
/// | --- | --- | --- | --- |
/// | call | yes, inside the call's deadline | yes | – |
/// | stream (opening) | no | yes, but not after a break | reconnection (`StreamReader`) |
/// | download | no | yes | a cut resumed up to `DownloadOptions.retries` |
///
/// A stream or a download that fails part-way has mended its break its own way already, from where it
/// stopped (the last event's id, the partial file's size): a policy sending the whole request again could
/// only repeat what the app has been handed. Neither keeps a deadline a wait could be measured against
/// (their time-outs are idle ones), so a policy's waits would have no bound either.
struct RetryRules: Sendable {
    /// The app's policy for failures of the moment; nil where it does not apply.
    var policy: RetryPolicy?
    /// How many times an attempt that ended `.cut` is tried again before its error ends the transfer.
    var cutRetries = 0
    /// Whether a broken or silent connection (`NetLayerError.isBreak`) is the interceptors' to retry. A stream
    /// mends a break by reconnecting, with `Last-Event-ID`, not by the interceptors sending it again.
    var interceptorsRetryBreaks = true

    /// A call's: its endpoint's (or the configuration's) retry policy, inside the call's deadline, which the
    /// driver keeps (`TimeLimit.deadline`).
    static func call(policy: RetryPolicy?) -> RetryRules {
        RetryRules(policy: policy)
    }

    /// A stream's opening: the interceptors' only, and never for a break.
    static let streamOpening = RetryRules(interceptorsRetryBreaks: false)

    /// A download's: cuts resumed up to `retries` times, and the interceptors'.
    static func download(retries: Int) -> RetryRules {
        RetryRules(cutRetries: retries)
    }
}
