import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends a request and returns the reply: URLSession by default, a stub in tests.
public protocol Transport: Sendable {
    /// The reply to `request`. Throws `URLError` (or `CancellationError`)
    /// when no reply came; an HTTP error status is a reply, not an error.
    /// Cancelling the calling task must end the call promptly: the client
    /// keeps time-outs by cancelling it.
    func send(_ request: URLRequest, progress: ProgressHandler?) async throws -> TransportReply
}

public typealias ProgressHandler = @Sendable (TransferProgress) -> Void

/// Bytes of a reply received so far.
public struct TransferProgress: Sendable, Hashable {
    public var received: Int64
    /// Nil when the server did not say (no Content-Length).
    public var expected: Int64?

    public init(received: Int64, expected: Int64?) {
        self.received = received
        self.expected = expected
    }

    /// From 0 to 1; nil when the expected size is unknown.
    public var fraction: Double? {
        guard let expected, expected > 0 else { return nil }
        return min(1, Double(received) / Double(expected))
    }
}

public struct TransportReply: Sendable {
    public var data: Data
    public var response: HTTPURLResponse

    public init(data: Data, response: HTTPURLResponse) {
        self.data = data
        self.response = response
    }
}
