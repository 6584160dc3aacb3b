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
    /// The modules to generate, by spec name; nil for all.
    public var modules: Set<String>?
    /// The prefix of generated type names (`SchoolClient`); nil for the spec's name.
    public var typePrefix: String?

    /// The prefix of generated type names for `specName`: the chosen
    /// prefix, else the spec's name, as a Swift type name.
    public func typePrefix(for specName: String) -> String {
        SwiftIdentifier.typeName(typePrefix ?? specName)
    }
    /// Whether generated clients decode leniently: null as an empty value,
    /// numbers sent as strings and strings sent as numbers.
    public var lenient: Bool
    /// One file per module per layer, or one per layer.
    public var layout: FileLayout
    /// A whole Swift package around the code; nil for the code alone.
    public var package: PackageOptions?

    public init(
        access: Access = .public, interfaceTypeName: String = "RequestInterface", delivery: Set<Delivery> = [.async],
        modules: Set<String>? = nil, typePrefix: String? = nil, lenient: Bool = false, layout: FileLayout = .modules,
        package: PackageOptions? = nil
    ) {
        self.layout = layout
        self.package = package
        self.access = access
        self.interfaceTypeName = interfaceTypeName
        self.delivery = delivery
        self.modules = modules
        self.typePrefix = typePrefix
        self.lenient = lenient
    }
}
