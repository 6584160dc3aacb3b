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
        var rawElement: SwiftType
        /// What the Service layer decodes each element to (`of`); nil: the raw element.
        var element: SwiftType?
        /// `options: StreamOptions(...)` from the spec; nil when every option is the default.
        var options: SwiftExpression?
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
        var options: [SwiftExpression.Argument] = []
        if let seconds = stream.firstByte {
            options.append(.init("firstByteTimeout", .code(RuntimeLiteral.number(seconds))))
        }
        if let seconds = stream.idle { options.append(.init("idleTimeout", .code(RuntimeLiteral.number(seconds)))) }
        if let end = stream.end { options.append(.init("endMarker", .code(SwiftLiteral.string(end.value)))) }
        if let times = stream.reconnect?.value, times > 0 {
            options.append(.init("reconnect", .call(".upTo", [.init("attempts", .code(String(times)))])))
        }
        self = .stream(
            StreamPlan(
                method: format.rawValue, rawElement: .named(format == .events ? "ServerSentEvent" : "Data"),
                element: stream.of.map { inputs.type(of: $0.value) },
                options: options.isEmpty ? nil : .labeled("options", .call("StreamOptions", options))))
    }

    /// `DownloadOptions(...)` with the spec's `maxBytes` and `more` arguments before it.
    static func downloadOptions(maxBytes: Int64?, _ more: [SwiftExpression.Argument] = []) -> SwiftExpression {
        .call("DownloadOptions", more + (maxBytes.map { [.init("maxBytes", .code(String($0)))] } ?? []))
    }
}
