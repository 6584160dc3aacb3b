/// A module's Service layer: one function per interface, returning its
/// decoded model, with closure variants and pagers where the spec asks.
struct ModuleServiceContext: RenderContext {
    struct Function: RenderContext {
        var doc: [String]
        var name: String
        var caseName: String
        var parameters: [FunctionParameter]
        /// The API function's arguments: each parameter passed on.
        var arguments: [Argument]
        /// Nil when the interface declares no response: the whole result is returned.
        var responseType: String?
        /// What the function returns: the response type, `RequestResult`, `DownloadedFile`, `ReplyStream<…>`.
        var resultType: String
        /// A stream's call of the core, made here with the element type; nil: the API function is called.
        var streamCall: CoreCall?
        var closure: ClosureVariant?
        var pager: Pager?
        /// The function, its closure variant and its pager are marked `@available(*, deprecated)`.
        var deprecated: Bool

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "doc": { TemplateValue($0.doc) }, "name": { TemplateValue($0.name) },
            "caseName": { TemplateValue($0.caseName) }, "parameters": { TemplateValue($0.parameters) },
            "arguments": { TemplateValue($0.arguments) },
            
            "responseType": { TemplateValue($0.responseType) },
            "returnsResult": { TemplateValue($0.responseType == nil && $0.streamCall == nil) },
            "resultType": { TemplateValue($0.resultType) },
            "returns": { TemplateValue(ModuleServiceContext.returns($0.resultType, isStream: $0.streamCall != nil)) },
            "streamCall": { TemplateValue($0.streamCall) },
            "closure": { TemplateValue($0.closure) }, "pager": { TemplateValue($0.pager) },
            "deprecated": { TemplateValue($0.deprecated) },
        ]
        static let nested: [any RenderContext.Type] = [
            FunctionParameter.self, Argument.self, ClosureVariant.self, Pager.self, CoreCall.self,
        ]
    }

    /// What follows a function's parameters: a stream is returned at once, the rest awaited.
    static func returns(_ resultType: String, isStream: Bool) -> String {
        isStream ? " -> \(resultType)" : " async throws(NetLayerError) -> \(resultType)"
    }

    /// The completion-closure variant of a function.
    struct ClosureVariant: RenderContext {
        var doc: [String]
        /// The function's parameters and `completion`.
        var parameters: [FunctionParameter]
        /// The function's parameters passed on to it.
        var arguments: [Argument]

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "doc": { TemplateValue($0.doc) }, "parameters": { TemplateValue($0.parameters) },
            "arguments": { TemplateValue($0.arguments) },
            
        ]
        static let nested: [any RenderContext.Type] = [FunctionParameter.self, Argument.self]
    }

    /// Pull-down and pull-up paging over a cursor pair.
    struct Pager: RenderContext {
        var pagerName: String
        /// The spec names of the two cursor parameters.
        var newer: String
        var older: String
        /// The function's parameters but the cursors, and `id`.
        var parameters: [FunctionParameter]
        var itemType: String
        var cursorType: String
        /// The function's arguments, the cursors from the pager.
        var arguments: [Argument]

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "pagerName": { TemplateValue($0.pagerName) }, "newer": { TemplateValue($0.newer) },
            "older": { TemplateValue($0.older) }, "parameters": { TemplateValue($0.parameters) },
            "itemType": { TemplateValue($0.itemType) },
            "cursorType": { TemplateValue($0.cursorType) },
            "arguments": { TemplateValue($0.arguments) }, 
        ]
        static let nested: [any RenderContext.Type] = [FunctionParameter.self, Argument.self]
    }

    var access: String
    var clientType: String
    var interfaceType: String
    var moduleName: String
    var property: String
    var typeName: String
    var apiTypeName: String
    var functions: [Function]

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "access": { TemplateValue($0.access) }, "clientType": { TemplateValue($0.clientType) },
        "interfaceType": { TemplateValue($0.interfaceType) },
        "moduleName": { TemplateValue($0.moduleName) }, "property": { TemplateValue($0.property) },
        "typeName": { TemplateValue($0.typeName) },
        "apiTypeName": { TemplateValue($0.apiTypeName) }, "functions": { TemplateValue($0.functions) },
    ]
    static let nested: [any RenderContext.Type] = [Function.self]
}
