/// `Package.swift` of a generated package.
struct PackageContext: RenderContext {
    var header: String
    /// The package's and its library's name, as a literal.
    var name: String
    /// `.package(...)`'s arguments; nil when the runtime is carried inside.
    var dependency: [Argument]?
    /// The package identity of the runtime, as a literal; nil when it is carried inside.
    var runtimePackage: String?
    /// Whether the runtime's sources are carried inside the package.
    var embedsRuntime: Bool
}
