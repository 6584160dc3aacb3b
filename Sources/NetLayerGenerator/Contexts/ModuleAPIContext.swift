/// A module's API layer: one function per interface, returning the whole result.
struct ModuleAPIContext: RenderContext {
    struct Function: RenderContext {
        var doc: [String]
        var name: String
        var caseName: String
        var parameters: [FunctionParameter]
        /// Whether the parameters go one a line: on one, the declaration
        /// would pass the line length.
        var wraps: Bool
        var sends: [SentParameter]

        static let names: [String: @Sendable (Self) -> Any?] = [
            "doc": { $0.doc }, "name": { $0.name }, "caseName": { $0.caseName }, "parameters": { $0.parameters },
            "wraps": { $0.wraps }, "sends": { $0.sends }, "hasParameters": { !$0.parameters.isEmpty },
        ]
        static let nested: [any RenderContext.Type] = [FunctionParameter.self, SentParameter.self]
    }

    var access: String
    var apiType: String
    var interfaceType: String
    var moduleName: String
    var property: String
    var typeName: String
    var functions: [Function]

    static let names: [String: @Sendable (Self) -> Any?] = [
        "access": { $0.access }, "apiType": { $0.apiType }, "interfaceType": { $0.interfaceType },
        "moduleName": { $0.moduleName }, "property": { $0.property }, "typeName": { $0.typeName },
        "functions": { $0.functions },
    ]
    static let nested: [any RenderContext.Type] = [Function.self]
}
