/// The enum of the spec's servers.
struct EnvironmentContext: RenderContext {
    struct Case: RenderContext {
        var name: String
        /// The spec's name as a literal, when it differs from the case's.
        var rawValue: String?
        /// The base URL as a literal.
        var url: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, rawValue, url
        }
    }

    var specName: String
    var access: String
    var typeName: String
    var cases: [Case]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case specName, access, typeName, cases
    }

    static var nestedContexts: [any RenderContext.Type] { [Case.self] }
}
