/// The enum of the spec's servers.
struct EnvironmentContext: RenderContext {
    struct Case: RenderContext {
        var name: String
        /// The spec's name as a literal, when it differs from the case's.
        var rawValue: String?
        /// The base URL as a literal.
        var url: String

        static let names: [String: @Sendable (Self) -> Any?] = [
            "name": { $0.name }, "rawValue": { $0.rawValue }, "url": { $0.url },
        ]
    }

    var specName: String
    var access: String
    var typeName: String
    var cases: [Case]

    static let names: [String: @Sendable (Self) -> Any?] = [
        "specName": { $0.specName }, "access": { $0.access }, "typeName": { $0.typeName }, "cases": { $0.cases },
    ]
    static let nested: [any RenderContext.Type] = [Case.self]
}
