/// A complete Swift package around the generated code: `Package.swift`
/// and `Sources/<Name>/…`.
public struct PackageOptions: Sendable, Hashable {
    /// Where the package finds the NetLayer runtime.
    public enum Runtime: Sendable, Hashable {
        /// A local checkout of the NetLayer package.
        case path(String)
        /// A repository URL and the lowest version to accept.
        case url(String, from: String)
        /// The runtime's sources, by path below `Sources` (`NetLayer/…`, and the
        /// mock backend's `NetLayerMock/…` and `SeededRandom/…`, carried only
        /// with fixtures), carried inside the package, which then depends on nothing.
        case embedded([String: String])
    }

    /// Where the package finds the NetLayer runtime: a dependency by path or URL, or its sources copied in.
    public var runtime: Runtime

    /// A package that finds the runtime as `runtime` says.
    ///
    /// - Parameter runtime: A local checkout, a repository URL and version, or the runtime's sources to carry.
    public init(runtime: Runtime) {
        self.runtime = runtime
    }
}
