/// The client class: its configuration, runtime values and layers.
struct ClientContext: RenderContext {
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
    var defaultTokenStore: SwiftExpression
    var tokenStoreDescription: String
    var configuration: [Argument]
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
    static let nested: [any RenderContext.Type] = [Argument.self, RuntimeValue.self, KeySetter.self]
}
