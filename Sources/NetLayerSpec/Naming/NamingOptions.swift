/// The choices outside the spec that decide generated type names: the
/// spec's checks need them, because a model may collide with a generated
/// type only under a given prefix (`SKClient` exists only with `SK`).
///
/// The generator's options (the settings file and `--type-prefix`,
/// `--interface-type`) give these to the loader, so `validate` and
/// `generate` judge a spec's names alike.
public struct NamingOptions: Sendable, Hashable {
    /// The name of the enum of every interface when none is chosen.
    public static let defaultInterfaceTypeName = "RequestInterface"

    /// The prefix of generated type names (`SKClient`); nil for the spec's name.
    public var typePrefix: String?
    /// The name of the enum of every interface.
    public var interfaceTypeName: String

    /// Creates the choices; the defaults are those of a spec without settings or flags.
    ///
    /// - Parameters:
    ///   - typePrefix: The prefix of generated type names; nil for the spec's name.
    ///   - interfaceTypeName: The name of the enum of every interface.
    public init(typePrefix: String? = nil, interfaceTypeName: String = NamingOptions.defaultInterfaceTypeName) {
        self.typePrefix = typePrefix
        self.interfaceTypeName = interfaceTypeName
    }

    /// The prefix of generated type names for `specName`: the chosen
    /// prefix, else the spec's name, as a Swift type name.
    ///
    /// - Parameter specName: The spec's `name`.
    /// - Returns: The prefix, such as `School` or `SK`.
    public func typePrefix(for specName: String) -> String {
        SwiftIdentifier.typeName(typePrefix ?? specName)
    }
}
