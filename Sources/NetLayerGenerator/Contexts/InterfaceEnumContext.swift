/// The enum of every interface, its endpoints and URLs.
struct InterfaceEnumContext: RenderContext {
    struct Case: RenderContext {
        var doc: CommentLines
        var name: String
        /// `Endpoint(...)`'s arguments, leaving out the ones at their default.
        var endpoint: [Argument]
        var parameters: [Lookup]
        /// The parameters always sent (`value:`), which callers do not give.
        var fixed: [SentParameter]
        var hasParameters: Bool
        var hasFixed: Bool

        enum CodingKeys: String, CodingKey, CaseIterable {
            case doc, name, endpoint, parameters, fixed, hasParameters, hasFixed
        }

        static var nestedContexts: [any RenderContext.Type] { [Argument.self, Lookup.self, SentParameter.self] }
    }

    /// A parameter found by its spec name, for the delegate entry point.
    struct Lookup: RenderContext {
        /// The spec's name, as a literal.
        var name: String
        /// The name on the wire, as a literal.
        var wireName: String
        var placement: String
        var secret: Bool
        /// `ValueRules(...)`, as ``SentParameter/rules``: nil where the spec does not check them.
        var rules: SwiftExpression? = nil

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, wireName, placement, secret, rules
        }
    }

    var specName: String
    var access: String
    var typeName: String
    var environmentType: String
    var interfaces: [Case]
    var delegate: Bool

    enum CodingKeys: String, CodingKey, CaseIterable {
        case specName, access, typeName, environmentType, interfaces, delegate
    }

    static var nestedContexts: [any RenderContext.Type] { [Case.self] }
}
