/// A module's API layer: one function per interface, returning the whole result.
struct ModuleAPIContext: RenderContext {
    struct Function: RenderContext {
        var doc: CommentLines
        var name: String
        var caseName: String
        var parameters: [FunctionParameter]
        /// What follows the parameters' `)`: ` async throws(NetLayerError) -> RequestResult`, ` -> ReplyStream<…>`.
        var returns: ReturnClause
        var call: CoreCall
        /// Marked `@available(*, deprecated)`.
        var deprecated: Bool

        enum CodingKeys: String, CodingKey, CaseIterable {
            case doc, name, caseName, parameters, returns, call, deprecated
        }

        static var nestedContexts: [any RenderContext.Type] { [FunctionParameter.self, CoreCall.self] }
    }

    /// A setter of a credential for the module's own host (its `base`), which the client's setters, for the
    /// environment's host, do not reach.
    struct CredentialSetter: RenderContext {
        var doc: CommentLines
        var function: String
        /// The core's setter: `setToken` or `setKey`.
        var method: String
        /// The key's name, as a literal; nil for the token.
        var key: String?
        /// An interface of the module, whose endpoint names the host.
        var caseName: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case doc, function, method, key, caseName
        }
    }

    var access: String
    var apiType: String
    var interfaceType: String
    var moduleName: String
    var property: String
    var typeName: String
    var functions: [Function]
    /// Empty for a module on the environment's host.
    var credentialSetters: [CredentialSetter]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case access, apiType, interfaceType, moduleName, property, typeName, functions, credentialSetters
    }

    static var nestedContexts: [any RenderContext.Type] { [Function.self, CredentialSetter.self] }
}
