/// Opt-in fixtures: each model's `example`, a protocol per module Service
/// for hand-made fakes, and the client's `stubbed` that answers from the
/// spec's examples without a network.
struct FixturesContext: RenderContext {
    struct ModelExample: RenderContext {
        var typeName: String
        var expression: SwiftExpression

        enum CodingKeys: String, CodingKey, CaseIterable {
            case typeName, expression
        }
    }

    struct ServiceProtocol: RenderContext {
        var name: String
        var moduleName: String
        var serviceType: String
        var functions: [Requirement]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, moduleName, serviceType, functions
        }

        static var nestedContexts: [any RenderContext.Type] { [Requirement.self] }
    }

    /// A Service function as a protocol requirement: no default values.
    struct Requirement: RenderContext {
        var doc: CommentLines
        var name: String
        /// `name: Type` each.
        var parameters: [String]
        /// What follows the parameters, as the Service function has it: ` async throws(NetLayerError) -> T`.
        var returns: ReturnClause

        enum CodingKeys: String, CodingKey, CaseIterable {
            case doc, name, parameters, returns
        }
    }

    /// One interface as the stubbed client's backend answers it.
    struct StubbedInterface: RenderContext {
        var caseName: String
        /// `MockParameter(…)` literals.
        var parameters: [SwiftExpression]
        var hasParameters: Bool
        /// `MockExample(…)` literals.
        var examples: [SwiftExpression]
        /// `MockRecording(…)` literals.
        var recordings: [SwiftExpression]
        var hasRecordings: Bool
        var issuesToken: Bool
        /// A `MockPaging(…)` literal.
        var paging: SwiftExpression?
        /// A `MockStream(…)` literal.
        var stream: SwiftExpression?
        var isDownload: Bool

        enum CodingKeys: String, CodingKey, CaseIterable {
            case caseName, parameters, hasParameters, examples, recordings, hasRecordings, issuesToken, paging, stream,
                isDownload
        }
    }

    var access: String
    var clientType: String
    var environmentType: String
    var defaultEnvironment: String
    var interfaceType: String
    var models: [ModelExample]
    var services: [ServiceProtocol]
    var interfaces: [StubbedInterface]
    /// Whether an interface replays recorded replies.
    var hasRecordings: Bool

    enum CodingKeys: String, CodingKey, CaseIterable {
        case access, clientType, environmentType, defaultEnvironment, interfaceType, models, services, interfaces,
            hasRecordings
    }

    static var nestedContexts: [any RenderContext.Type] {
        [ModelExample.self, ServiceProtocol.self, StubbedInterface.self]
    }
}
