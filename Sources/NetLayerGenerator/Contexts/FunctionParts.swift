/// A parameter of a generated function: `name: Type = default`.
struct FunctionParameter: RenderContext {
    var name: String
    var type: SwiftType
    /// A literal, when the parameter may be left out.
    var defaultValue: SwiftExpression?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, type, defaultValue
    }
}

/// A parameter as the request core sends it: `Parameter("wire", value, in: .query)`.
struct SentParameter: RenderContext {
    /// The name on the wire, as a literal.
    var wireName: String
    /// The function parameter that holds the value, or the literal always sent (`value:`).
    var value: String
    var placement: String
    var secret: Bool
    /// `ValueRules(...)`, the constraints the call checks before sending; nil where the spec's
    /// `checkConstraints` is off or the parameter has none, so the line is as it was before the switch.
    var rules: SwiftExpression? = nil

    enum CodingKeys: String, CodingKey, CaseIterable {
        case wireName, value, placement, secret, rules
    }
}

/// A call of the request core: `core.send(endpoint, parameters: [...])`, or
/// `events`, `lines`, `bytes`, `download` with their arguments after the parameters.
struct CoreCall: RenderContext {
    /// The core's function: `send`, `events`, `lines`, `bytes`, `download`.
    var method: String
    /// `try await ` for a call awaited; empty for a stream, which is made at once and read later.
    var prefix: CallPrefix
    var sends: [SentParameter]
    /// The arguments after `parameters`, each on its own line: `to: destination`, `options: options`.
    var more: [SwiftExpression]
    var hasSends: Bool
    /// Whether the call goes over lines: it has parameters or more arguments.
    var multiline: Bool

    init(method: String, prefix: CallPrefix, sends: [SentParameter], more: [SwiftExpression]) {
        self.method = method
        self.prefix = prefix
        self.sends = sends
        self.more = more
        hasSends = !sends.isEmpty
        multiline = !sends.isEmpty || !more.isEmpty
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case method, prefix, sends, more, hasSends, multiline
    }

    static var nestedContexts: [any RenderContext.Type] { [SentParameter.self] }
}

/// How a function calls the request core: awaited, or at once for a stream, which is read later.
enum CallPrefix: String, Sendable, Encodable {
    case awaited = "try await "
    case immediate = ""
}
