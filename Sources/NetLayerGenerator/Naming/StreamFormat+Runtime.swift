import NetLayerSpec

/// The spec's stream formats as the runtime and the mock spell them. The
/// spec, the runtime's framer and `NetLayerMock` each have their own format
/// type (the spec's module does not link the runtime); the generator maps
/// them here, with a switch, so a new format fails to compile instead of
/// being spelled as another.
extension StreamReply.Format {
    /// The request core's function that reads it: `events`, `lines` or `bytes`.
    var coreMethod: String {
        switch self {
        case .events: "events"
        case .lines: "lines"
        case .bytes: "bytes"
        }
    }

    /// What the API layer yields for each element.
    var rawElement: SwiftType {
        switch self {
        case .events: .named("ServerSentEvent")
        case .lines, .bytes: .named("Data")
        }
    }

    /// `MockStream.Format`'s case, for the stubbed client.
    var mockCase: String {
        switch self {
        case .events: ".events"
        case .lines: ".lines"
        case .bytes: ".bytes"
        }
    }
}
