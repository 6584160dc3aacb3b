/// `Package.swift` of a generated package.
struct PackageContext: RenderContext {
    /// The `swift-tools-version` the manifest declares: 6.1 where it passes `traits:` to the
    /// NetLayer package, 6.0 where the runtime is carried inside.
    var toolsVersion: String
    var header: String
    /// The package's and its library's name, as a literal.
    var name: String
    /// The generated client's type, which the manifest's comment on transports names.
    var clientType: String
    /// `.package(...)`'s arguments; nil when the runtime is carried inside.
    var dependency: [Argument]?
    /// The package identity of the runtime, as a literal; nil when it is carried inside.
    var runtimePackage: String?
    /// Whether the runtime's sources are carried inside the package.
    var embedsRuntime: Bool
    /// Whether the code holds fixtures: the target depends on `NetLayerMock` too, carried inside when the runtime is.
    var usesMock: Bool

    enum CodingKeys: String, CodingKey, CaseIterable {
        case toolsVersion, header, name, clientType, dependency, runtimePackage, embedsRuntime, usesMock
    }

    static var nestedContexts: [any RenderContext.Type] { [Argument.self] }
}
