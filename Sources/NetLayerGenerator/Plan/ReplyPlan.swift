import NetLayerSpec

/// How an interface's reply is taken, as both layers call the request core:
/// read whole (`send`), as a stream (`events`, `lines`, `bytes`), or
/// written to a file (`download`).
enum ReplyPlan {
    /// Read whole, then decoded.
    case whole
    /// Read as a stream of events, lines or bytes.
    case stream(StreamPlan)
    /// The spec's `maxBytes`, if any.
    case download(maxBytes: Int64?)

    /// How a stream is read, and what each of its elements becomes in each layer.
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
        switch interface.reply {
        case .whole: self = .whole
        case .download(let download): self = .download(maxBytes: download.maxBytes?.value)
        case .stream(let stream): self = .stream(StreamPlan(stream, inputs: inputs))
        }
    }

    /// `DownloadOptions(...)` with the spec's `maxBytes` and `more` arguments before it.
    static func downloadOptions(maxBytes: Int64?, _ more: [SwiftExpression.Argument] = []) -> SwiftExpression {
        .call("DownloadOptions", more + (maxBytes.map { [.init("maxBytes", .code(String($0)))] } ?? []))
    }
}

extension ReplyPlan.StreamPlan {
    /// The spec's stream as the request core takes it. The spec's keys and the runtime's names differ on purpose
    /// (docs/spec-format.md, "Streams"): `end` is `endMarker`, `idle` is `idleTimeout`, `firstByte` is
    /// `firstByteTimeout`, `reconnect: N` is `.upTo(attempts: N)`. This is the one place that maps them.
    init(_ stream: StreamReply, inputs: PlanInputs) {
        var options: [SwiftExpression.Argument] = []
        if let seconds = stream.firstByte {
            options.append(.init("firstByteTimeout", .code(RuntimeLiteral.number(seconds))))
        }
        if let seconds = stream.idle { options.append(.init("idleTimeout", .code(RuntimeLiteral.number(seconds)))) }
        if let end = stream.end { options.append(.init("endMarker", .code(SwiftLiteral.string(end.value)))) }
        if let times = stream.reconnect?.value, times > 0 {
            options.append(.init("reconnect", .call(".upTo", [.init("attempts", .code(String(times)))])))
        }
        self.init(
            method: stream.format.value.coreMethod, rawElement: stream.format.value.rawElement,
            element: stream.of.map { inputs.type(of: $0.value) },
            options: options.isEmpty ? nil : .labeled("options", .call("StreamOptions", options)))
    }
}
