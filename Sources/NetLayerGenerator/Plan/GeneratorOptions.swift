import NetLayerSpec

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
        naming.typePrefix(for: specName)
    }
    /// Whether generated clients decode leniently: null as an empty value,
    /// numbers sent as strings and strings sent as numbers.
    public var lenient: Bool
    /// One file per module per layer, or one per layer.
    public var layout: FileLayout
    /// A whole Swift package around the code; nil for the code alone.
    public var package: PackageOptions?
    /// Whether to generate fixtures: each model's `example`, a protocol per
    /// module Service, and the client's `stubbed(…)`.
    public var fixtures: Bool

    public init(
        access: Access = .public, interfaceTypeName: String = NamingOptions.defaultInterfaceTypeName,
        delivery: Set<Delivery> = [.async], modules: Set<String>? = nil, typePrefix: String? = nil,
        lenient: Bool = false, layout: FileLayout = .modules, package: PackageOptions? = nil, fixtures: Bool = false
    ) {
        self.fixtures = fixtures
        self.layout = layout
        self.package = package
        self.access = access
        self.interfaceTypeName = interfaceTypeName
        self.delivery = delivery
        self.modules = modules
        self.typePrefix = typePrefix
        self.lenient = lenient
    }

    /// The choices that decide type names, which the spec's checks need.
    public var naming: NamingOptions {
        NamingOptions(typePrefix: typePrefix, interfaceTypeName: interfaceTypeName)
    }

    /// The modules of `spec` to generate: the chosen ones in the spec's
    /// order, or all. `validate` asks too, so that it refuses what
    /// `generate` refuses.
    ///
    /// - Throws: `GeneratorError.unknownModules` for a chosen name the spec does not have.
    public func chosenModules(of spec: Spec) throws(GeneratorError) -> [Module] {
        guard let modules else { return spec.modules }
        let unknown = modules.subtracting(spec.modules.map(\.name)).sorted()
        guard unknown.isEmpty else {
            throw .unknownModules(unknown, known: spec.modules.map(\.name))
        }
        return spec.modules.filter { modules.contains($0.name) }
    }
}
