/// Choices about the generated code that the spec does not make.
public struct GeneratorOptions: Sendable, Hashable {
    public enum Access: String, Sendable, Hashable, CaseIterable {
        case `public`, `internal`, `package`

        /// The keyword and its space, or nothing for `internal`.
        var prefix: String { self == .internal ? "" : rawValue + " " }
    }

    public var access: Access
    /// The name of the enum of every interface.
    public var interfaceTypeName: String

    public init(access: Access = .public, interfaceTypeName: String = "RequestInterface") {
        self.access = access
        self.interfaceTypeName = interfaceTypeName
    }
}
