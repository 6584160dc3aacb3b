/// The client class: its configuration, runtime values and layers.
struct ClientContext: RenderContext {
    /// A `$name` value of the spec, with a property of its own.
    struct RuntimeValue: RenderContext {
        var doc: CommentLines
        var property: String
        /// The spec's name, as a literal.
        var key: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case doc, property, key
        }
    }

    /// The setter of one key of `auth.keys`.
    struct KeySetter: RenderContext {
        var doc: CommentLines
        var function: String
        /// The key's name, as a literal.
        var key: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case doc, function, key
        }
    }

    var specName: String
    var access: String
    var clientType: String
    var delegateType: String
    var apiType: String
    var environmentType: String
    var interfaceType: String
    var defaultEnvironment: String
    /// The token store used when the app gives none, as an expression.
    var defaultTokenStore: SwiftExpression
    var tokenStoreDescription: String
    var configuration: [Argument]
    var runtimeValues: [RuntimeValue]
    var hasRuntimeValues: Bool
    /// `userAgent`, `deviceId`: the runtime values' names, for a doc comment.
    var runtimeValueList: String
    var delegate: Bool
    /// Whether the spec has token rules: then the client can log out.
    var hasToken: Bool
    var keys: [KeySetter]
    /// The doc comment of `logOut()`, empty when the client has nothing to forget.
    var logOutDoc: CommentLines
    var canLogOut: Bool

    enum CodingKeys: String, CodingKey, CaseIterable {
        case specName, access, clientType, delegateType, apiType, environmentType, interfaceType, defaultEnvironment,
            defaultTokenStore, tokenStoreDescription, configuration, runtimeValues, hasRuntimeValues, runtimeValueList,
            delegate, hasToken, keys, logOutDoc, canLogOut
    }

    static var nestedContexts: [any RenderContext.Type] { [Argument.self, RuntimeValue.self, KeySetter.self] }
}
