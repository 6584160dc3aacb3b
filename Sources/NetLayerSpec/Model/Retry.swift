/// When failed calls go again on their own: the spec's `retry`, at the top
/// level, on a module or on an interface.
///
/// Fields the spec leaves out stay nil, and the runtime's defaults apply.
public struct RetryRule: Sendable, Hashable {
    /// The network failures a rule may name, in the order the spec's documentation lists them: those a moment
    /// later may cure. `other` (a TLS failure, a bad URL) would fail again the same way.
    public static let networkKinds: [NetworkFailure.Kind] = [.connectionLost, .unreachable, .badReply, .offline]

    /// Retries after the first attempt.
    public var times: Int
    /// The failures retried; nil for the runtime's default.
    public var conditions: [RetryPolicy.Condition]?
    /// How the wait grows; nil for the runtime's default.
    public var backoff: RetryPolicy.Backoff?
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
