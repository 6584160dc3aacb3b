/// The enum of the spec's servers.
struct EnvironmentContext: RenderContext {
    struct Case: RenderContext {
        var name: String
        /// The spec's name as a literal, when it differs from the case's.
        var rawValue: String?
        /// The base URL as a literal.
        var url: String

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "name": { TemplateValue($0.name) }, "rawValue": { TemplateValue($0.rawValue) },
            "url": { TemplateValue($0.url) },
        ]
    }

    var specName: String
    var access: String
    var typeName: String
    var cases: [Case]

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "specName": { TemplateValue($0.specName) }, "access": { TemplateValue($0.access) },
        "typeName": { TemplateValue($0.typeName) }, "cases": { TemplateValue($0.cases) },
    ]
    static let nested: [any RenderContext.Type] = [Case.self]
}
