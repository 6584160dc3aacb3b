/// A module's Service layer: one function per interface, returning its
/// decoded model, with closure variants and pagers where the spec asks.
struct ModuleServiceContext: RenderContext {
    struct Function: RenderContext {
        var doc: [String]
        var name: String
        var caseName: String
        var parameters: [FunctionParameter]
        var wraps: Bool
        /// The API function's arguments: each parameter passed on.
        var arguments: [Argument]
        var wrapsCall: Bool
        /// Nil when the interface declares no response: the whole result is returned.
        var responseType: String?
        var closure: ClosureVariant?
        var pager: Pager?

        static let names: [String: @Sendable (Self) -> Any?] = [
            "doc": { $0.doc }, "name": { $0.name }, "caseName": { $0.caseName }, "parameters": { $0.parameters },
            "wraps": { $0.wraps }, "arguments": { $0.arguments }, "wrapsCall": { $0.wrapsCall },
            "responseType": { $0.responseType }, "returnsResult": { $0.responseType == nil },
            "resultType": { $0.responseType ?? "RequestResult" }, "closure": { $0.closure }, "pager": { $0.pager },
        ]
        static let nested: [any RenderContext.Type] = [
            FunctionParameter.self, Argument.self, ClosureVariant.self, Pager.self,
        ]
    }

    /// The completion-closure variant of a function.
    struct ClosureVariant: RenderContext {
        var doc: [String]
        /// The function's parameters and `completion`.
        var parameters: [FunctionParameter]
        var wraps: Bool
        var wrapsCall: Bool

        static let names: [String: @Sendable (Self) -> Any?] = [
            "doc": { $0.doc }, "parameters": { $0.parameters }, "wraps": { $0.wraps }, "wrapsCall": { $0.wrapsCall },
        ]
        static let nested: [any RenderContext.Type] = [FunctionParameter.self]
    }

    /// Pull-down and pull-up paging over a cursor pair.
    struct Pager: RenderContext {
        var pagerName: String
        /// The spec names of the two cursor parameters.
        var newer: String
        var older: String
        /// The function's parameters but the cursors, and `id`.
        var parameters: [FunctionParameter]
        var wraps: Bool
        var itemType: String
        var cursorType: String
        /// The function's arguments, the cursors from the pager.
        var arguments: [Argument]
        var wrapsCall: Bool

        static let names: [String: @Sendable (Self) -> Any?] = [
            "pagerName": { $0.pagerName }, "newer": { $0.newer }, "older": { $0.older }, "parameters": { $0.parameters },
            "wraps": { $0.wraps }, "itemType": { $0.itemType }, "cursorType": { $0.cursorType },
            "arguments": { $0.arguments }, "wrapsCall": { $0.wrapsCall },
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

    static let names: [String: @Sendable (Self) -> Any?] = [
        "access": { $0.access }, "clientType": { $0.clientType }, "interfaceType": { $0.interfaceType },
        "moduleName": { $0.moduleName }, "property": { $0.property }, "typeName": { $0.typeName },
        "apiTypeName": { $0.apiTypeName }, "functions": { $0.functions },
    ]
    static let nested: [any RenderContext.Type] = [Function.self]
}
