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

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "label": { TemplateValue($0.label) }, "value": { TemplateValue($0.value) },
            "items": { TemplateValue($0.items) }, "callee": { TemplateValue($0.callee) },
            "arguments": { TemplateValue($0.arguments) }, "isValue": { TemplateValue($0.value != nil) },
            "isList": { TemplateValue($0.items != nil) },
            "isCall": { TemplateValue($0.callee != nil) },
        ]
        static let nested: [any RenderContext.Type] = [Argument.self]
    }

    /// A `$name` value of the spec, with a property of its own.
    struct RuntimeValue: RenderContext {
        var doc: [String]
        var property: String
        /// The spec's name, as a literal.
        var key: String

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "doc": { TemplateValue($0.doc) }, "property": { TemplateValue($0.property) },
            "key": { TemplateValue($0.key) },
        ]
    }

    /// The setter of one key of `auth.keys`.
    struct KeySetter: RenderContext {
        var doc: [String]
        var function: String
        /// The key's name, as a literal.
        var key: String

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "doc": { TemplateValue($0.doc) }, "function": { TemplateValue($0.function) },
            "key": { TemplateValue($0.key) },
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
    var keys: [KeySetter]
    /// The doc comment of `logOut()`, empty when the client has nothing to forget.
    var logOutDoc: [String]

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "specName": { TemplateValue($0.specName) }, "access": { TemplateValue($0.access) },
        "clientType": { TemplateValue($0.clientType) },
        "apiType": { TemplateValue($0.apiType) }, "environmentType": { TemplateValue($0.environmentType) },
        "interfaceType": { TemplateValue($0.interfaceType) },
        "defaultEnvironment": { TemplateValue($0.defaultEnvironment) },
        "defaultTokenStore": { TemplateValue($0.defaultTokenStore) },
        "tokenStoreDescription": { TemplateValue($0.tokenStoreDescription) },
        "configuration": { TemplateValue($0.configuration) },
        "runtimeValues": { TemplateValue($0.runtimeValues) },
        "runtimeValueList": { TemplateValue($0.runtimeValueList) },
        "hasRuntimeValues": { TemplateValue(!$0.runtimeValues.isEmpty) }, "delegate": { TemplateValue($0.delegate) },
        "hasToken": { TemplateValue($0.hasToken) }, "keys": { TemplateValue($0.keys) },
        "canLogOut": { TemplateValue(!$0.logOutDoc.isEmpty) }, "logOutDoc": { TemplateValue($0.logOutDoc) },
    ]
    static let nested: [any RenderContext.Type] = [ConfigurationArgument.self, RuntimeValue.self, KeySetter.self]
}
