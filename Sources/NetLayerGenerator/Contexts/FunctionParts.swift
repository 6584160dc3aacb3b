/// A parameter of a generated function: `name: Type = default`.
struct FunctionParameter: RenderContext {
    var name: String
    var type: String
    /// A literal, when the parameter may be left out.
    var defaultValue: String?

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "name": { TemplateValue($0.name) }, "type": { TemplateValue($0.type) },
        "defaultValue": { TemplateValue($0.defaultValue) },
    ]
}

/// A parameter as the request core sends it: `Parameter("wire", value, in: .query)`.
struct SentParameter: RenderContext {
    /// The name on the wire, as a literal.
    var wireName: String
    /// The function parameter that holds the value.
    var value: String
    var placement: String
    var secret: Bool

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "wireName": { TemplateValue($0.wireName) }, "value": { TemplateValue($0.value) },
        "placement": { TemplateValue($0.placement) }, "secret": { TemplateValue($0.secret) },
    ]
}
