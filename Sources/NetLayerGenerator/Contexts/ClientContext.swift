/// The client class: its configuration, runtime values and layers.
struct ClientContext: RenderContext {
    /// One argument of `ClientConfiguration(...)`: a value, a list of
    /// values one a line, or a call with arguments one a line.
    struct ConfigurationArgument: RenderContext {
        var label: String
        /// A literal, for a value.
        var value: String?
        /// Literals, for a list.
        var items: [String]?
        /// The type called, for a call.
        var callee: String?
        var arguments: [Argument]?

        static func value(_ label: String, _ value: String) -> Self {
            Self(label: label, value: value)
        }

        static func list(_ label: String, _ items: [String]) -> Self {
            Self(label: label, items: items)
        }

        static func call(_ label: String, _ callee: String, _ arguments: [Argument]) -> Self {
            Self(label: label, callee: callee, arguments: arguments)
        }

        static let names: [String: @Sendable (Self) -> Any?] = [
            "label": { $0.label }, "value": { $0.value }, "items": { $0.items }, "callee": { $0.callee },
            "arguments": { $0.arguments }, "isValue": { $0.value != nil }, "isList": { $0.items != nil },
            "isCall": { $0.callee != nil },
        ]
        static let nested: [any RenderContext.Type] = [Argument.self]
    }

    /// A `$name` value of the spec, with a property of its own.
    struct RuntimeValue: RenderContext {
        var doc: [String]
        var property: String
        /// The spec's name, as a literal.
        var key: String

        static let names: [String: @Sendable (Self) -> Any?] = [
            "doc": { $0.doc }, "property": { $0.property }, "key": { $0.key },
        ]
    }

    var specName: String
    var access: String
    var clientType: String
    var apiType: String
    var environmentType: String
    var interfaceType: String
    var defaultEnvironment: String
    /// The token store used when the app gives none, as an expression.
    var defaultTokenStore: String
    var tokenStoreDescription: String
    var configuration: [ConfigurationArgument]
    var runtimeValues: [RuntimeValue]
    /// `userAgent`, `deviceId`: the runtime values' names, for a doc comment.
    var runtimeValueList: String
    var delegate: Bool
    /// Whether the spec has token rules: then the client can log out.
    var hasToken: Bool

    static let names: [String: @Sendable (Self) -> Any?] = [
        "specName": { $0.specName }, "access": { $0.access }, "clientType": { $0.clientType },
        "apiType": { $0.apiType }, "environmentType": { $0.environmentType }, "interfaceType": { $0.interfaceType },
        "defaultEnvironment": { $0.defaultEnvironment }, "defaultTokenStore": { $0.defaultTokenStore },
        "tokenStoreDescription": { $0.tokenStoreDescription }, "configuration": { $0.configuration },
        "runtimeValues": { $0.runtimeValues }, "runtimeValueList": { $0.runtimeValueList },
        "hasRuntimeValues": { !$0.runtimeValues.isEmpty }, "delegate": { $0.delegate }, "hasToken": { $0.hasToken },
    ]
    static let nested: [any RenderContext.Type] = [ConfigurationArgument.self, RuntimeValue.self]
}
