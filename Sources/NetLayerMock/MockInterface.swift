import NetLayer

/// One interface as a ``MockBackend`` answers it: where it is served, what a
/// request must carry, and the replies it gives.
public struct MockInterface: Sendable {
    /// Where the interface is served (the path of its URL), its method, envelope, token rule and response path.
    public var endpoint: Endpoint
    /// The parameters a request must carry, checked before any example is answered.
    public var parameters: [MockParameter]
    /// Named replies; the first is the default. None answers `{}` (`[]` for an interface with paging).
    public var examples: [MockExample]
    /// Replies a server gave, replayed as they were recorded: by name, or to a request like the one each
    /// answered; the examples come first when a name is both.
    public var recordings: [MockRecording]
    /// A login: each data reply delivers a freshly minted token, by the configuration's token source.
    public var issuesToken: Bool
    /// The cursor parameters of a paged list; nil when the interface does not page.
    public var paging: MockPaging?
    /// How a streamed reply is written; nil when the interface answers whole.
    public var stream: MockStream?
    /// Whether the reply is a file the client downloads: the example's bytes (base64, as a spec writes `Data`)
    /// without an envelope, whatever the endpoint's reply format, with byte ranges.
    public var isDownload: Bool

    /// An interface served at `endpoint`'s URL, checking `parameters` and answering `examples`.
    ///
    /// - Parameters:
    ///   - endpoint: Where the interface is served, its method, envelope, token rule and response path.
    ///   - parameters: The parameters a request must carry.
    ///   - examples: Named replies, the default first; none answers `{}`.
    ///   - issuesToken: Whether the interface is a login, whose data replies deliver a fresh token.
    ///   - recordings: Replies a server gave, replayed as recorded.
    ///   - paging: The cursor parameters of a paged list; nil when it does not page.
    ///   - stream: How a streamed reply is written; nil for a whole reply.
    ///   - download: Whether the reply is a file the client downloads.
    public init(
        endpoint: Endpoint, parameters: [MockParameter] = [], examples: [MockExample] = [],
        issuesToken: Bool = false, recordings: [MockRecording] = [], paging: MockPaging? = nil,
        stream: MockStream? = nil, download: Bool = false
    ) {
        self.recordings = recordings
        self.stream = stream
        self.isDownload = download
        self.endpoint = endpoint
        self.parameters = parameters
        self.examples = examples
        self.issuesToken = issuesToken
        self.paging = paging
    }

    /// The interface's id: its endpoint's, which `MockOptions.chosenExamples` and `MockReply.interface` use.
    public var id: String { endpoint.id }
}
