// The contexts templates render. Every field is text ready to print, or a
// list or flag a section iterates or tests: templates make no decisions.

struct EnvironmentContext: Sendable {
    struct Case: Sendable {
        var declaration: String
        var name: String
        var url: String
    }

    var header: String
    var name: String
    var access: String
    var typeName: String
    var cases: [Case]
}

struct InterfaceEnumContext: Sendable {
    struct Case: Sendable {
        var doc: [String]
        var declaration: String
        var name: String
        var endpointArguments: [String]
        /// `values["name"].map { Parameter(...) },` lines, for the delegate entry point.
        var parameterLookups: [String]
    }

    var header: String
    var name: String
    var access: String
    var typeName: String
    var environmentType: String
    var interfaces: [Case]
    var delegate: Bool
}

struct ClientContext: Sendable {
    var header: String
    var name: String
    var access: String
    var clientType: String
    var apiType: String
    var environmentType: String
    var defaultEnvironment: String
    var defaultTokenStore: String
    var tokenStoreDescription: String
    var configurationArguments: [String]
    var runtimeValuesDescription: String
    var interfaceType: String
    var delegate: Bool
    /// Whether the spec has token rules: then the client can log out.
    var hasToken: Bool
}

struct ModuleContext: Sendable {
    struct Function: Sendable {
        var doc: [String]
        var name: String
        var caseName: String
        var apiParameterList: String
        var serviceParameterList: String
        var argumentList: String
        var parameters: [String]
        var hasParameters: Bool
        var returnsResult: Bool
        var responseType: String
        var pager: Pager?
        var closure: ClosureVariant?
    }

    /// The completion-closure variant of a Service function.
    struct ClosureVariant: Sendable {
        var doc: [String]
        var parameterList: String
    }

    struct Pager: Sendable {
        var name: String
        var pagerName: String
        /// The interface's other parameters, each followed by `, `.
        var pagerParameters: String
        var newer: String
        var older: String
        var itemType: String
        var cursorType: String
        var pagerArguments: String
    }

    var header: String
    var access: String
    var clientType: String
    var apiType: String
    var interfaceType: String
    var moduleName: String
    var property: String
    var moduleAPIType: String
    var moduleServiceType: String
    var functions: [Function]
}

struct ModelsContext: Sendable {
    struct Field: Sendable {
        var doc: [String]
        /// `@Indirect ` for a field that leads back to its own model.
        var attribute: String
        var name: String
        var type: String
        var argument: String
        var codingKey: String
    }

    struct Structure: Sendable {
        var doc: [String]
        var typeName: String
        var fields: [Field]
        var initParameters: String
        var hasCodingKeys: Bool
        /// The `DecodingOverrides` extension: one, or none.
        var overrides: [Overrides]
    }

    /// A model's own leniency and `Date` formats.
    struct Overrides: Sendable {
        /// The leniency literal, when the model sets one.
        var leniency: [String]
        var hasDateDecodings: Bool
        /// `"key": .format` entries.
        var dateDecodings: [String]
    }

    struct Enumeration: Sendable {
        struct Case: Sendable {
            /// `name = raw` for a frozen enum's declaration.
            var declaration: String
            /// The case's name, escaped where Swift needs it.
            var name: String
            /// The raw value as a Swift literal.
            var rawLiteral: String
        }

        var doc: [String]
        var typeName: String
        var rawType: String
        /// `enum Name: conformances {`, wrapped when longer than a line.
        var opening: [String]
        var cases: [Case]
        /// Strict: no case for values the spec does not list.
        var frozen: Bool
        /// The name of the case that keeps an unknown raw value.
        var unknownCase: String
    }

    var header: String
    var access: String
    var structs: [Structure]
    var enums: [Enumeration]
}
