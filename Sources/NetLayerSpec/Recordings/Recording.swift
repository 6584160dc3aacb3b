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
    /// The reply, and the request it answered.
    public var reply: RecordedReply
    /// Where the recording's name is written.
    public var location: SourceLocation
    /// Where its interface's id is written.
    public var interfaceLocation: SourceLocation

    /// A request as it was sent, secrets already redacted.
    public typealias Request = RecordedReply.Request
    /// One header field.
    public typealias Header = RecordedReply.Header

    /// The request that was answered; nil when not kept.
    public var request: Request? {
        get { reply.request }
        set { reply.request = newValue }
    }
    /// The reply's HTTP status.
    public var status: Int {
        get { reply.status }
        set { reply.status = newValue }
    }
    /// The reply's header fields, in the order written, secrets already redacted.
    public var headers: [Header] {
        get { reply.headers }
        set { reply.headers = newValue }
    }
    /// The reply's body, byte for byte.
    public var body: Data {
        get { reply.body }
        set { reply.body = newValue }
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
        self.reply = RecordedReply(request: request, status: status, headers: headers, body: body)
        self.location = location
        self.interfaceLocation = interfaceLocation
    }
}
