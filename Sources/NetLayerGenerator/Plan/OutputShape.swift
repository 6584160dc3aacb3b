/// How the generated files are laid out.
public enum FileLayout: String, Sendable, Hashable, CaseIterable {
    /// One file per module per layer: `SchoolAPI+Student.swift`.
    case modules
    /// One file per layer, named after the spec: `school+API.swift`, the
    /// names the build plugin declares before the spec is read.
    case layers
}

/// A complete Swift package around the generated code: `Package.swift`
/// and `Sources/<Name>/…`.
public struct PackageOptions: Sendable, Hashable {
    /// Where the package finds the NetLayer runtime.
    public enum Runtime: Sendable, Hashable {
        /// A local checkout of the NetLayer package.
        case path(String)
        /// A repository URL and the lowest version to accept.
        case url(String, from: String)
        /// The runtime's sources, by path below `Sources/NetLayer`, carried
        /// inside the package, which then depends on nothing.
        case embedded([String: String])
    }

    public var runtime: Runtime

    public init(runtime: Runtime) {
        self.runtime = runtime
    }
}
