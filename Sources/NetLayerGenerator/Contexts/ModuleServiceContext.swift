/// A module's Service layer: one function per interface, returning its
/// decoded model, with closure variants and pagers where the spec asks.
struct ModuleServiceContext: RenderContext {
    struct Function: RenderContext {
        var doc: CommentLines
        var name: String
        var caseName: String
        var parameters: [FunctionParameter]
        /// The API function's arguments: each parameter passed on.
        var arguments: [Argument]
        /// Nil when the interface declares no response: the whole result is returned.
        var responseType: SwiftType?
        /// What the function returns: the response type, `RequestResult`, `DownloadedFile`, `ReplyStream<…>`.
        var resultType: SwiftType
        /// What follows the parameters: ` async throws(NetLayerError) -> T`, or ` -> ReplyStream<T>`.
        var returns: ReturnClause
        /// Whether the call returns the whole result, which callers may ignore.
        var returnsResult: Bool
        /// A stream's call of the core, made here with the element type; nil: the API function is called.
        var streamCall: CoreCall?
        var closure: ClosureVariant?
        var pager: Pager?
        /// The function, its closure variant and its pager are marked `@available(*, deprecated)`.
        var deprecated: Bool

        enum CodingKeys: String, CodingKey, CaseIterable {
            case doc, name, caseName, parameters, arguments, responseType, resultType, returns, returnsResult,
                streamCall, closure, pager, deprecated
        }

        static var nestedContexts: [any RenderContext.Type] {
            [FunctionParameter.self, Argument.self, CoreCall.self, ClosureVariant.self, Pager.self]
        }
    }

    /// The completion-closure variant of a function.
    struct ClosureVariant: RenderContext {
        var doc: CommentLines
        /// The function's parameters and `completion`.
        var parameters: [FunctionParameter]
        /// The function's parameters passed on to it.
        var arguments: [Argument]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case doc, parameters, arguments
        }

        static var nestedContexts: [any RenderContext.Type] { [FunctionParameter.self, Argument.self] }
    }

    /// Pull-down and pull-up paging over a cursor pair.
    struct Pager: RenderContext {
        var pagerName: String
        /// The spec names of the two cursor parameters.
        var newer: String
        var older: String
        /// The function's parameters but the cursors, and `id`.
        var parameters: [FunctionParameter]
        var itemType: SwiftType
        var cursorType: SwiftType
        /// The function's arguments, the cursors from the pager.
        var arguments: [Argument]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case pagerName, newer, older, parameters, itemType, cursorType, arguments
        }

        static var nestedContexts: [any RenderContext.Type] { [FunctionParameter.self, Argument.self] }
    }

    var access: String
    var clientType: String
    var interfaceType: String
    var moduleName: String
    var property: String
    var typeName: String
    var apiTypeName: String
    var functions: [Function]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case access, clientType, interfaceType, moduleName, property, typeName, apiTypeName, functions
    }

    static var nestedContexts: [any RenderContext.Type] { [Function.self] }
}
