import Foundation

/// How a streamed reply is waited for, ended and resumed.
public struct StreamOptions: Sendable, Hashable {
    /// The longest wait, from sending the request, for the reply's first
    /// bytes of body; nil: the endpoint's time-out, else the client's.
    /// A stream has no deadline for the whole call: it may run for hours.
    public var firstByteTimeout: TimeInterval?
    /// The longest wait between two pieces of the body once it has started;
    /// nil: as `firstByteTimeout`.
    public var idleTimeout: TimeInterval?
    /// For events: a `data` that ends the stream, such as `[DONE]`. The
    /// event itself is not handed over, and the connection closes.
    public var endMarker: String?
    /// Whether an event stream that breaks is opened again.
    public var reconnect: Reconnect

    /// Whether, and how often, an event stream that breaks is opened again.
    public enum Reconnect: Sendable, Hashable {
        /// A break ends the stream with its error.
        case never
        /// After a break (the connection cut, the idle time-out, or the end
        /// of the body before the `endMarker`), the request is sent again
        /// with the last event's id as `Last-Event-ID`, after the server's
        /// `retry:` delay (one second unless it sent one, a minute at most).
        /// Up to `attempts` times in a row: an event that arrives resets the count.
        case upTo(attempts: Int)
    }

    /// Options; left out, the endpoint's time-out, no end marker, no reconnection.
    ///
    /// - Parameters:
    ///   - firstByteTimeout: Seconds to wait for the body's first bytes; nil (the default) for the endpoint's
    ///     time-out, else the client's.
    ///   - idleTimeout: Seconds to wait between two pieces of the body; nil (the default) for `firstByteTimeout`.
    ///   - endMarker: An event `data` that ends the stream, such as `[DONE]`; nil by default.
    ///   - reconnect: Whether a broken event stream is opened again; ``Reconnect/never`` by default.
    public init(
        firstByteTimeout: TimeInterval? = nil, idleTimeout: TimeInterval? = nil, endMarker: String? = nil,
        reconnect: Reconnect = .never
    ) {
        self.firstByteTimeout = firstByteTimeout
        self.idleTimeout = idleTimeout
        self.endMarker = endMarker
        self.reconnect = reconnect
    }

    var reconnectAttempts: Int {
        if case .upTo(let attempts) = reconnect { return max(0, attempts) }
        return 0
    }
}
