/// Choices about the generated code that the spec does not make.
public struct GeneratorOptions: Sendable, Hashable {
    public enum Access: String, Sendable, Hashable, CaseIterable {
        case `public`, `internal`, `package`

        /// The keyword and its space, or nothing for `internal`.
        var prefix: String { self == .internal ? "" : rawValue + " " }
    }

    /// How results are delivered: async/await always; `closure` adds a
    /// completion-closure variant of each Service function; `delegate` adds
    /// the client's single entry point that reports to a delegate.
    public enum Delivery: String, Sendable, Hashable, CaseIterable {
        case async, closure, delegate
    }

    public var access: Access
    /// The name of the enum of every interface.
    public var interfaceTypeName: String
    public var delivery: Set<Delivery>

    public init(
        access: Access = .public, interfaceTypeName: String = "RequestInterface", delivery: Set<Delivery> = [.async]
    ) {
        self.access = access
        self.interfaceTypeName = interfaceTypeName
        self.delivery = delivery
    }
}
