import NetLayerSpec

/// What the generated code reads a stream of each format with: a switch, so a
/// format the vocabulary gains fails to compile here instead of being read as
/// another.
extension StreamFormat {
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

}
