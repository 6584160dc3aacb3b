import NetLayerSpec

/// Choices about the generated code that the spec does not make.
public struct GeneratorOptions: Sendable, Hashable {
    /// The access level of the generated declarations.
    public enum Access: String, Sendable, Hashable, CaseIterable {
        /// `public`: for a client in a library of its own that apps import.
        case `public`
        /// No keyword: for a client compiled into the app that uses it.
        case `internal`
        /// `package`: for a client used by the other modules of its Swift package only.
        case `package`

        /// The keyword and its space, or nothing for `internal`.
        var prefix: String { self == .internal ? "" : rawValue + " " }
    }

    /// How results are delivered: async/await always; `closure` adds a
    /// completion-closure variant of each Service function; `delegate` adds
    /// the client's single entry point that reports to a delegate.
    public enum Delivery: String, Sendable, Hashable, CaseIterable {
        /// `async` functions that return the result or throw; always generated.
        case async
        /// A variant of each Service function that calls a completion closure with a `Result`.
        case closure
        /// The client's single entry point that reports each result to a delegate.
        case delegate
    }

    /// The access level of the generated declarations; `.public` by default.
    public var access: Access
    /// The name of the enum of every interface.
    public var interfaceTypeName: String
    /// The delivery styles to generate; `async` is generated whether or not it is in the set.
    public var delivery: Set<Delivery>
    /// The modules to generate, by spec name; nil for all.
    public var modules: Set<String>?
    /// The prefix of generated type names (`SchoolClient`); nil for the spec's name.
    public var typePrefix: String?

    /// The prefix of generated type names for `specName`: the chosen
    /// prefix, else the spec's name, as a Swift type name.
    ///
    /// - Parameter specName: The spec's `name`.
    /// - Returns: ``typePrefix`` when set, else `specName` made a Swift type name (`school` gives `School`).
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
    /// Replies a server gave, which the fixtures' `stubbed(…)` replays by name or to a request like the one
    /// each answered, as `netlayer mock --recordings` does; those ``RecordingsReplay`` keeps.
    public var recordings: [Recording] = []

    /// Options for generated code; each default is the usual choice.
    ///
    /// - Parameters:
    ///   - access: The access level of the generated declarations; `.public` by default.
    ///   - interfaceTypeName: The name of the enum of every interface, `RequestInterface` by default.
    ///   - delivery: The delivery styles; async only by default.
    ///   - modules: The modules to generate, by spec name; nil (the default) for all. A name the spec does
    ///     not have makes planning throw `GeneratorError.unknownModules`.
    ///   - typePrefix: The prefix of generated type names; nil (the default) for the spec's name.
    ///   - lenient: Whether generated clients decode leniently; off by default.
    ///   - layout: One file per module and layer (the default), or one file per layer.
    ///   - package: A Swift package around the code; nil (the default) for the code alone.
    ///   - fixtures: Whether to generate model examples, Service protocols and the stubbed client; off by
    ///     default.
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
    /// - Parameter spec: The checked spec.
    /// - Returns: The chosen modules in the spec's order; every module when ``modules`` is nil.
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
