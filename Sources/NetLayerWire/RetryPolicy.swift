/// When a failed call is tried again on its own: the spec's `retry`.
///
/// Only what a real network makes fail for a moment is retried (a gateway's
/// 502/503/504, a 429, a dropped connection), only for methods that may be
/// repeated (GET, HEAD, PUT, DELETE, OPTIONS, or an endpoint marked idempotent), and
/// always inside the call's deadline: a wait that would pass it ends the
/// call with the failure instead. Waiting is cancellable like the call.
public struct RetryPolicy: Sendable, Hashable {
    /// A failure worth another try.
    public enum Condition: Sendable, Hashable {
        /// An HTTP status, such as 503.
        case status(Int)
        /// A network failure of this kind, such as `.connectionLost`.
        case network(NetworkFailure.Kind)
    }

    /// How the wait grows from one retry to the next.
    public enum Backoff: String, Sendable, Hashable, CaseIterable {
        /// `delay` before every retry.
        case constant
        /// `delay`, then twice that, four times, … up to `maxDelay`.
        case exponential
    }

    /// Retries after the first attempt.
    public var times: Int
    /// The failures retried; others end the call at once.
    public var conditions: Set<Condition>
    /// How the wait grows from one retry to the next.
    public var backoff: Backoff
    /// Seconds before the first retry.
    public var delay: Double
    /// The longest wait, in seconds, whatever the backoff says.
    public var maxDelay: Double
    /// Whether each wait is drawn between half of it and all of it, so that
    /// many clients failing together do not come back together.
    public var jitter: Bool

    /// The failures retried when the spec names none: what gateways and
    /// overloaded servers answer for a moment, and a dropped connection.
    public static let defaultConditions: Set<Condition> = [
        .status(408), .status(429), .status(502), .status(503), .status(504), .network(.connectionLost),
    ]

    /// Retries up to `times` of the `conditions`, waiting `delay` seconds first, grown by `backoff` up to `maxDelay`.
    ///
    /// - Parameters:
    ///   - times: Retries after the first attempt; 0 retries none.
    ///   - conditions: The failures retried; ``defaultConditions`` by default.
    ///   - backoff: How the wait grows; exponential by default.
    ///   - delay: Seconds before the first retry; 0.5 by default.
    ///   - maxDelay: The longest wait, in seconds; 30 by default.
    ///   - jitter: Whether each wait is drawn between half of it and all of it; true by default.
    public init(
        times: Int, on conditions: Set<Condition> = RetryPolicy.defaultConditions, backoff: Backoff = .exponential,
        delay: Double = 0.5, maxDelay: Double = 30, jitter: Bool = true
    ) {
        self.times = times
        self.conditions = conditions
        self.backoff = backoff
        self.delay = delay
        self.maxDelay = maxDelay
        self.jitter = jitter
    }
}
