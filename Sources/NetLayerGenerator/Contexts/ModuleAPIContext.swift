/// A module's API layer: one function per interface, returning the whole result.
struct ModuleAPIContext: RenderContext {
    struct Function: RenderContext {
        var doc: [String]
        var name: String
        var caseName: String
        var parameters: [FunctionParameter]
        /// What follows the parameters' `)`: ` async throws(NetLayerError) -> RequestResult`, ` -> ReplyStream<…>`.
        var returns: String
        var call: CoreCall
        /// Marked `@available(*, deprecated)`.
        var deprecated: Bool

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "doc": { TemplateValue($0.doc) }, "name": { TemplateValue($0.name) },
            "caseName": { TemplateValue($0.caseName) }, "parameters": { TemplateValue($0.parameters) },
            "returns": { TemplateValue($0.returns) },
            "call": { TemplateValue($0.call) }, "deprecated": { TemplateValue($0.deprecated) },
        ]
        static let nested: [any RenderContext.Type] = [FunctionParameter.self, CoreCall.self]
    }

    var access: String
    var apiType: String
    var interfaceType: String
    var moduleName: String
    var property: String
    var typeName: String
    var functions: [Function]

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "access": { TemplateValue($0.access) }, "apiType": { TemplateValue($0.apiType) },
        "interfaceType": { TemplateValue($0.interfaceType) },
        "moduleName": { TemplateValue($0.moduleName) }, "property": { TemplateValue($0.property) },
        "typeName": { TemplateValue($0.typeName) },
        "functions": { TemplateValue($0.functions) },
    ]
    static let nested: [any RenderContext.Type] = [Function.self]
}
