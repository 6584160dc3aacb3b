extension Interface {
    /// How an interface's reply is taken. The spec's `response`, `stream`
    /// and `download` keys each choose one; the decoder refuses a second, so
    /// every later stage switches over one value instead of testing three.
    public enum Reply: Sendable, Hashable {
        /// Read whole. With a `response`, decoded to its type; without, the
        /// result is returned as it came.
        case whole(Response?)
        /// Read as a stream of elements as they arrive (`stream:`).
        case stream(StreamReply)
        /// Written to a file on disk as it arrives (`download:`).
        case download(DownloadReply)

        /// The type a whole reply decodes to; nil for a stream, a download
        /// and a reply with no `response`.
        public var response: Response? {
            if case .whole(let response) = self { response } else { nil }
        }

        /// Whether the reply is written to a file.
        public var isDownload: Bool {
            if case .download = self { true } else { false }
        }

        /// The types the spec names for the reply: a response's type, or the
        /// type of a stream's elements (`of`). The model graph, type
        /// resolution and `netlayer diff` follow them.
        public var namedTypes: [Located<TypeName>] {
            switch self {
            case .whole(let response): response.map { [$0.type] } ?? []
            case .stream(let stream): stream.of.map { [$0] } ?? []
            case .download: []
            }
        }

        /// The spec key that chose this reply (`response` for a whole one),
        /// as diagnostics and `netlayer diff` name it.
        public var key: String {
            switch self {
            case .whole: "response"
            case .stream: "stream"
            case .download: "download"
            }
        }
    }
}

/// What a successful reply decodes to.
public struct Response: Sendable, Hashable {
    /// The type the data decodes to.
    public var type: Located<TypeName>
    /// A key path inside the reply's data where the value is.
    public var at: ReplyPath?
}
