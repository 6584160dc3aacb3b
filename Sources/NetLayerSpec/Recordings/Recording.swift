import Foundation

/// One reply a server gave, kept as a named example of its interface: what `netlayer verify --recordings`
/// holds to the spec with no server at all (docs/verify.md, "Recordings").
public struct Recording: Sendable, Hashable {
    /// The interface the request was made for (``Interface/id``).
    public var interface: String
    /// The recording's name, unique among its interface's recordings.
    public var name: String
    /// When it was recorded, as written (RFC 3339); nil when not said.
    public var recorded: String?
    /// The environment it was recorded from; nil when not said.
    public var environment: String?
    /// The request that was answered; nil when not kept.
    public var request: Request?
    /// The reply's HTTP status.
    public var status: Int
    /// The reply's header fields, in the order written, secrets already redacted.
    public var headers: [Header]
    /// The reply's body, byte for byte.
    public var body: Data
    /// Where the recording's name is written.
    public var location: SourceLocation
    /// Where its interface's id is written.
    public var interfaceLocation: SourceLocation

    /// A request as it was sent, secrets already redacted.
    public struct Request: Sendable, Hashable {
        /// The method.
        public var method: HTTPMethod
        /// The path and query, as sent: `/api/v1/student/7/detail?lang=en`.
        public var target: String
        /// The header fields, in the order written.
        public var headers: [Header]
        /// The body, byte for byte; empty for none.
        public var body: Data

        /// Creates a request.
        ///
        /// - Parameters:
        ///   - method: The method.
        ///   - target: The path and query, as sent.
        ///   - headers: The header fields, secrets already redacted.
        ///   - body: The body; empty for none.
        public init(method: HTTPMethod, target: String, headers: [Header] = [], body: Data = Data()) {
            self.method = method
            self.target = target
            self.headers = headers
            self.body = body
        }
    }

    /// One header field.
    public struct Header: Sendable, Hashable {
        /// The field's name, as written.
        public var name: String
        /// The field's value.
        public var value: String

        /// Creates a header field.
        ///
        /// - Parameters:
        ///   - name: The field's name.
        ///   - value: The field's value.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Creates a recording.
    ///
    /// - Parameters:
    ///   - interface: The interface's id.
    ///   - name: The recording's name.
    ///   - recorded: When it was recorded (RFC 3339); nil when not said.
    ///   - environment: The environment it was recorded from; nil when not said.
    ///   - request: The request that was answered; nil when not kept.
    ///   - status: The reply's HTTP status.
    ///   - headers: The reply's header fields, secrets already redacted.
    ///   - body: The reply's body.
    ///   - location: Where the recording's name is written.
    ///   - interfaceLocation: Where its interface's id is written.
    public init(
        interface: String, name: String, recorded: String? = nil, environment: String? = nil,
        request: Request? = nil, status: Int, headers: [Header] = [], body: Data,
        location: SourceLocation, interfaceLocation: SourceLocation
    ) {
        self.interface = interface
        self.name = name
        self.recorded = recorded
        self.environment = environment
        self.request = request
        self.status = status
        self.headers = headers
        self.body = body
        self.location = location
        self.interfaceLocation = interfaceLocation
    }
}
