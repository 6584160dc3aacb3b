import NetLayerSpec

/// How an interface's reply is taken, as both layers call the request core:
/// read whole (`send`), as a stream (`events`, `lines`, `bytes`), or
/// written to a file (`download`).
enum ReplyPlan {
    case whole
    case stream(StreamPlan)
    /// The spec's `maxBytes`, if any.
    case download(maxBytes: Int64?)

    struct StreamPlan {
        /// The request core's function: `events`, `lines` or `bytes`.
        var method: String
        /// What the API layer yields: `ServerSentEvent` or `Data`.
        var rawElement: String
        /// What the Service layer decodes each element to (`of`); nil: the raw element.
        var element: String?
        /// `options: StreamOptions(...)` from the spec, laid out to fit as the
        /// last argument of a call at 12 columns, as both layers write it;
        /// nil when every option is the default.
        var options: String?
    }

    init(_ interface: Interface, inputs: PlanInputs) {
        if let download = interface.download {
            self = .download(maxBytes: download.maxBytes?.value)
            return
        }
        guard let stream = interface.stream else {
            self = .whole
            return
        }
        let format = stream.format.value
        var options: [String] = []
        if let seconds = stream.firstByte { options.append("firstByteTimeout: \(RuntimeLiteral.number(seconds))") }
        if let seconds = stream.idle { options.append("idleTimeout: \(RuntimeLiteral.number(seconds))") }
        if let end = stream.end { options.append("endMarker: \(SwiftLiteral.string(end.value))") }
        if let times = stream.reconnect?.value, times > 0 { options.append("reconnect: .upTo(attempts: \(times))") }
        self = .stream(
            StreamPlan(
                method: format.rawValue, rawElement: format == .events ? "ServerSentEvent" : "Data",
                element: stream.of.map { inputs.swiftType($0.value) },
                options: options.isEmpty ? nil : Self.optionsArgument(options)))
    }

    /// `options: StreamOptions(a, b)` on one line when it fits, else one argument a line.
    private static func optionsArgument(_ arguments: [String]) -> String {
        let line = "options: StreamOptions(\(arguments.joined(separator: ", ")))"
        if LineLength.fits(indent: 12, line, ")") { return line }
        return "options: StreamOptions(\n"
            + arguments.map { String(repeating: " ", count: 16) + $0 }.joined(separator: ",\n") + "\n"
            + String(repeating: " ", count: 12) + ")"
    }

    /// `DownloadOptions(...)` with the spec's `maxBytes` and `more` arguments before it.
    static func downloadOptions(maxBytes: Int64?, _ more: [String] = []) -> String {
        "DownloadOptions(" + (more + (maxBytes.map { ["maxBytes: \($0)"] } ?? [])).joined(separator: ", ") + ")"
    }
}
