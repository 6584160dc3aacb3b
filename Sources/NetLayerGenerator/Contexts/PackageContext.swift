/// `Package.swift` of a generated package.
struct PackageContext: RenderContext {
    var header: String
    /// The package's and its library's name, as a literal.
    var name: String
    /// `.package(...)`'s arguments; nil when the runtime is carried inside.
    var dependency: [Argument]?
    /// The package identity of the runtime, as a literal; nil when it is carried inside.
    var runtimePackage: String?

    static let names: [String: @Sendable (Self) -> Any?] = [
        "header": { $0.header }, "name": { $0.name }, "dependency": { $0.dependency },
        "runtimePackage": { $0.runtimePackage }, "embedsRuntime": { $0.runtimePackage == nil },
    ]
    static let nested: [any RenderContext.Type] = [Argument.self]
}
