/// When failed calls go again on their own: the spec's `retry`, at the top
/// level, on a module or on an interface.
///
/// Fields the spec leaves out stay nil, and the runtime's defaults apply.
public struct RetryRule: Sendable, Hashable {
    /// A failure worth another try.
    public enum Condition: Sendable, Hashable {
        /// An HTTP status such as 503.
        case status(Int)
        /// A network failure of this kind.
        case network(NetworkKind)
    }

    /// The network failures a rule may name (the runtime's `NetworkFailure.Kind`).
    public enum NetworkKind: String, Sendable, Hashable, CaseIterable {
        /// The connection dropped, the host could not be reached, the reply could not be read, or the device is
        /// offline.
        case connectionLost, unreachable, badReply, offline
    }

    /// How the wait between retries grows.
    public enum Backoff: String, Sendable, Hashable, CaseIterable {
        /// The same wait each time, or twice the last one each time (up to ``RetryRule/maxDelay``).
        case constant, exponential
    }

    /// Retries after the first attempt.
    public var times: Int
    /// The failures retried; nil for the runtime's default.
    public var conditions: [Condition]?
    /// How the wait grows; nil for the runtime's default.
    public var backoff: Backoff?
    /// Seconds before the first retry.
    public var delay: Double?
    /// The longest wait, in seconds.
    public var maxDelay: Double?
    /// Whether each wait is shortened by a random amount, so that many clients do not retry at once; nil
    /// for the runtime's default.
    public var jitter: Bool?
    /// Where the rule is written.
    public var location: SourceLocation

    /// The most retries a rule may ask for: more only hammers a failing server.
    public static let maxTimes = 10
}

/// A module's or an interface's `retry`: a rule, or `none` to turn off the
/// one it would inherit.
public enum RetrySetting: Sendable, Hashable {
    /// No retries, though the spec or module has a rule.
    case off
    /// This rule instead of the inherited one.
    case rule(RetryRule)
}
