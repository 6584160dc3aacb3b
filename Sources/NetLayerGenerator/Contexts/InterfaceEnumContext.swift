/// The enum of every interface, its endpoints and URLs.
struct InterfaceEnumContext: RenderContext {
    struct Case: RenderContext {
        var doc: [String]
        var name: String
        /// The spec's name as a literal, when it differs from the case's.
        var rawValue: String?
        /// `Endpoint(...)`'s arguments, leaving out the ones at their default.
        var endpoint: [Argument]
        var parameters: [Lookup]
        var hasParameters: Bool { !parameters.isEmpty }

        static let names: [String: @Sendable (Self) -> Any?] = [
            "doc": { $0.doc }, "name": { $0.name }, "rawValue": { $0.rawValue }, "endpoint": { $0.endpoint },
            "parameters": { $0.parameters }, "hasParameters": { $0.hasParameters },
        ]
        static let nested: [any RenderContext.Type] = [Argument.self, Lookup.self]
    }

    /// A parameter found by its spec name, for the delegate entry point.
    struct Lookup: RenderContext {
        /// The spec's name, as a literal.
        var name: String
        /// The name on the wire, as a literal.
        var wireName: String
        var placement: String
        var secret: Bool

        static let names: [String: @Sendable (Self) -> Any?] = [
            "name": { $0.name }, "wireName": { $0.wireName }, "placement": { $0.placement }, "secret": { $0.secret },
        ]
    }

    var specName: String
    var access: String
    var typeName: String
    var environmentType: String
    var interfaces: [Case]
    var delegate: Bool

    static let names: [String: @Sendable (Self) -> Any?] = [
        "specName": { $0.specName }, "access": { $0.access }, "typeName": { $0.typeName },
        "environmentType": { $0.environmentType }, "interfaces": { $0.interfaces },
        "delegate": { $0.delegate },
    ]
    static let nested: [any RenderContext.Type] = [Case.self]
}
