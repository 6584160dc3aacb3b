/// How one attempt of a call, a stream's opening or a download ended: what the attempt driver decides on.
enum AttemptOutcome<Value> {
    /// What the transfer delivers: a call's result, a stream's body, a downloaded file.
    case success(Value)
    case failure(NetLayerError)
    /// The token has expired: the reply says so (an `expired` status or code), or its lifetime ended before
    /// the request was sent.
    case expired
    /// The transfer broke off in a way its own retries mend (a download cut short, or a range that did not fit
    /// its partial file): tried again up to `RetryRules.cutRetries` times, then ends with this error.
    case cut(NetLayerError)
}

extension AttemptOutcome: Sendable where Value: Sendable {}

/// The token an attempt sent and the host tokens are kept under: what expiring the token, when the server
/// refuses it, and the interceptors' `RetryContext` need. Either is nil when there was none (an endpoint that
/// sends no token; a URL that could not be built).
struct SentCredentials: Sendable {
    var token: String?
    var host: String?
}

/// One attempt: how it ended, and the credentials it sent.
struct Attempt<Value> {
    var outcome: AttemptOutcome<Value>
    var sent: SentCredentials
}
