/// A failure of the connection, before or while the reply came.
public struct NetworkFailure: Sendable, Hashable {
    /// What kind of network failure it was.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// No connection to any network.
        case offline
        /// The host was not found or refused the connection.
        case unreachable
        /// The connection broke before the reply was complete.
        case connectionLost
        /// What came back was not an HTTP reply.
        case badReply
        /// Any other failure, such as a TLS error; `code` and `message` say which.
        case other
    }

    /// What kind of failure it was.
    public var kind: Kind
    /// The URLError code, for logs.
    public var code: Int
    /// The system's description of the failure.
    public var message: String

    /// A failure of `kind`, with the system's code and description of it.
    ///
    /// - Parameters:
    ///   - kind: What kind of failure it was.
    ///   - code: The URLError code, for logs; 0 when there is none.
    ///   - message: The system's description of the failure.
    public init(kind: Kind, code: Int, message: String) {
        self.kind = kind
        self.code = code
        self.message = message
    }
}
