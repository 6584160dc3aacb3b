/// A parameter of a generated function: `name: Type = default`.
struct FunctionParameter: RenderContext {
    var name: String
    var type: String
    /// A literal, when the parameter may be left out.
    var defaultValue: String?

    static let names: [String: @Sendable (Self) -> Any?] = [
        "name": { $0.name }, "type": { $0.type }, "defaultValue": { $0.defaultValue },
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

    static let names: [String: @Sendable (Self) -> Any?] = [
        "wireName": { $0.wireName }, "value": { $0.value }, "placement": { $0.placement }, "secret": { $0.secret },
    ]
}
