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
    }

    var access: String
    var apiType: String
    var interfaceType: String
    var moduleName: String
    var property: String
    var typeName: String
    var functions: [Function]
}
