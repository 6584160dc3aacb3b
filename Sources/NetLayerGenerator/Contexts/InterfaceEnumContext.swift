/// The enum of every interface, its endpoints and URLs.
struct InterfaceEnumContext: RenderContext {
    struct Case: RenderContext {
        var doc: [String]
        var name: String
        /// `Endpoint(...)`'s arguments, leaving out the ones at their default.
        var endpoint: [Argument]
        var parameters: [Lookup]
        /// The parameters always sent (`value:`), which callers do not give.
        var fixed: [SentParameter]
        var hasParameters: Bool { !parameters.isEmpty || !fixed.isEmpty }

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "doc": { TemplateValue($0.doc) }, "name": { TemplateValue($0.name) },
            "endpoint": { TemplateValue($0.endpoint) },
            "parameters": { TemplateValue($0.parameters) }, "hasParameters": { TemplateValue($0.hasParameters) },
            "fixed": { TemplateValue($0.fixed) }, "hasFixed": { TemplateValue(!$0.fixed.isEmpty) },
        ]
        static let nested: [any RenderContext.Type] = [Argument.self, Lookup.self, SentParameter.self]
    }

    /// A parameter found by its spec name, for the delegate entry point.
    struct Lookup: RenderContext {
        /// The spec's name, as a literal.
        var name: String
        /// The name on the wire, as a literal.
        var wireName: String
        var placement: String
        var secret: Bool

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "name": { TemplateValue($0.name) }, "wireName": { TemplateValue($0.wireName) },
            "placement": { TemplateValue($0.placement) }, "secret": { TemplateValue($0.secret) },
        ]
    }

    var specName: String
    var access: String
    var typeName: String
    var environmentType: String
    var interfaces: [Case]
    var delegate: Bool

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "specName": { TemplateValue($0.specName) }, "access": { TemplateValue($0.access) },
        "typeName": { TemplateValue($0.typeName) },
        "environmentType": { TemplateValue($0.environmentType) }, "interfaces": { TemplateValue($0.interfaces) },
        "delegate": { TemplateValue($0.delegate) },
    ]
    static let nested: [any RenderContext.Type] = [Case.self]
}
