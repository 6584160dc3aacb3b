/// A parameter of a generated function: `name: Type = default`.
struct FunctionParameter: RenderContext {
    var name: String
    var type: String
    /// A literal, when the parameter may be left out.
    var defaultValue: SwiftExpression?

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "name": { TemplateValue($0.name) }, "type": { TemplateValue($0.type) },
        "defaultValue": { TemplateValue($0.defaultValue) },
    ]
}

/// A parameter as the request core sends it: `Parameter("wire", value, in: .query)`.
struct SentParameter: RenderContext {
    /// The name on the wire, as a literal.
    var wireName: String
    /// The function parameter that holds the value, or the literal always sent (`value:`).
    var value: String
    var placement: String
    var secret: Bool

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "wireName": { TemplateValue($0.wireName) }, "value": { TemplateValue($0.value) },
        "placement": { TemplateValue($0.placement) }, "secret": { TemplateValue($0.secret) },
    ]
}

/// A call of the request core: `core.send(endpoint, parameters: [...])`, or
/// `events`, `lines`, `bytes`, `download` with their arguments after the parameters.
struct CoreCall: RenderContext {
    /// The core's function: `send`, `events`, `lines`, `bytes`, `download`.
    var method: String
    /// `try await ` for a call awaited; empty for a stream, which is made at once and read later.
    var prefix: String
    var sends: [SentParameter]
    /// The arguments after `parameters`, one a line: `to: destination`, `options: options`.
    var more: [SwiftExpression]

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "method": { TemplateValue($0.method) }, "prefix": { TemplateValue($0.prefix) },
        "sends": { TemplateValue($0.sends) }, "hasSends": { TemplateValue(!$0.sends.isEmpty) },
        "more": { TemplateValue($0.more) },
        "multiline": { TemplateValue(!$0.sends.isEmpty || !$0.more.isEmpty) },
    ]
    static let nested: [any RenderContext.Type] = [SentParameter.self]
}
