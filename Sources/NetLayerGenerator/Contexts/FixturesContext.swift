/// Opt-in fixtures: each model's `example`, a protocol per module Service
/// for hand-made fakes, and the client's `stubbed` that answers from the
/// spec's examples without a network.
struct FixturesContext: RenderContext {
    struct ModelExample: RenderContext {
        var typeName: String
        var expression: SwiftExpression

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "typeName": { TemplateValue($0.typeName) }, "expression": { TemplateValue($0.expression) },
        ]
    }

    struct ServiceProtocol: RenderContext {
        var name: String
        var moduleName: String
        var serviceType: String
        var functions: [Requirement]

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "name": { TemplateValue($0.name) }, "moduleName": { TemplateValue($0.moduleName) },
            "serviceType": { TemplateValue($0.serviceType) }, "functions": { TemplateValue($0.functions) },
        ]
        static let nested: [any RenderContext.Type] = [Requirement.self]
    }

    /// A Service function as a protocol requirement: no default values.
    struct Requirement: RenderContext {
        var doc: [String]
        var name: String
        /// `name: Type` each.
        var parameters: [String]
        /// What follows the parameters, as the Service function has it: ` async throws(NetLayerError) -> T`.
        var returns: String

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "doc": { TemplateValue($0.doc) }, "name": { TemplateValue($0.name) },
            "parameters": { TemplateValue($0.parameters) }, 
            "returns": { TemplateValue($0.returns) },
        ]
    }

    /// One interface as the stubbed client's backend answers it.
    struct StubbedInterface: RenderContext {
        var caseName: String
        /// `MockParameter(…)` literals.
        var parameters: [SwiftExpression]
        /// `MockExample(…)` literals.
        var examples: [SwiftExpression]
        var issuesToken: Bool
        /// A `MockPaging(…)` literal.
        var paging: SwiftExpression?
        /// A `MockStream(…)` literal.
        var stream: SwiftExpression?
        var isDownload: Bool

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "caseName": { TemplateValue($0.caseName) }, "parameters": { TemplateValue($0.parameters) },
            "hasParameters": { TemplateValue(!$0.parameters.isEmpty) },
            "examples": { TemplateValue($0.examples) }, "issuesToken": { TemplateValue($0.issuesToken) },
            "paging": { TemplateValue($0.paging) }, "stream": { TemplateValue($0.stream) },
            "isDownload": { TemplateValue($0.isDownload) },
        ]
    }

    var access: String
    var clientType: String
    var environmentType: String
    var defaultEnvironment: String
    var interfaceType: String
    var models: [ModelExample]
    var services: [ServiceProtocol]
    var interfaces: [StubbedInterface]

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "access": { TemplateValue($0.access) }, "clientType": { TemplateValue($0.clientType) },
        "environmentType": { TemplateValue($0.environmentType) },
        "defaultEnvironment": { TemplateValue($0.defaultEnvironment) },
        "interfaceType": { TemplateValue($0.interfaceType) }, "models": { TemplateValue($0.models) },
        "services": { TemplateValue($0.services) }, "interfaces": { TemplateValue($0.interfaces) },
    ]
    static let nested: [any RenderContext.Type] = [ModelExample.self, ServiceProtocol.self, StubbedInterface.self]
}
