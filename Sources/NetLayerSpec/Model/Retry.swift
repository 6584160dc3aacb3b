/// When failed calls go again on their own: the spec's `retry`, at the top
/// level, on a module or on an interface.
///
/// Fields the spec leaves out stay nil, and the runtime's defaults apply.
public struct RetryRule: Sendable, Hashable {
    /// A failure worth another try.
    public enum Condition: Sendable, Hashable {
        /// An HTTP status such as 503.
        case status(Int)
        case network(NetworkKind)
    }

    /// The network failures a rule may name (the runtime's `NetworkFailure.Kind`).
    public enum NetworkKind: String, Sendable, Hashable, CaseIterable {
        case connectionLost, unreachable, badReply, offline
    }

    public enum Backoff: String, Sendable, Hashable, CaseIterable {
        case constant, exponential
    }

    /// Retries after the first attempt.
    public var times: Int
    public var conditions: [Condition]?
    public var backoff: Backoff?
    /// Seconds before the first retry.
    public var delay: Double?
    /// The longest wait, in seconds.
    public var maxDelay: Double?
    public var jitter: Bool?
    public var location: SourceLocation

    public static let maxTimes = 10
}

/// A module's or an interface's `retry`: a rule, or `none` to turn off the
/// one it would inherit.
public enum RetrySetting: Sendable, Hashable {
    case off
    case rule(RetryRule)
}
