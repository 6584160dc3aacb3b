import NetLayerSpec

/// Plans `Package.swift` of a generated package.
struct PackagePlanner {
    let options: PackageOptions

    /// The targets a package that carries the runtime holds, each in `Sources/<target>`: the runtime with the wire
    /// vocabulary it re-exports, and the mock backend with its random source when the fixtures' `stubbed(…)` uses
    /// them.
    static func embeddedTargets(usesMock: Bool) -> [String] {
        usesMock ? ["NetLayerWire", "NetLayer", "NetLayerMock", "SeededRandom"] : ["NetLayerWire", "NetLayer"]
    }

    /// The NetLayer package's traits a generated package asks for: `URLSession` alone. The generated code needs
    /// the runtime, and with the default trait `Tools` off SwiftPM resolves none of NetLayer's own dependencies
    /// (swift-argument-parser, FlyingFox) and builds none of its tools; `URLSession` keeps `SchoolClient()`,
    /// which sends through URLSession, on Linux as on Apple platforms (docs/runtime.md, "What an app builds").
    static let traits = Argument(label: "traits", value: #"["URLSession"]"#)

    /// The tools version a manifest needs for `traits:` on a package dependency (SE-0450).
    static let traitsToolsVersion = "6.1"

    /// The tools version of a manifest with no dependency: the lowest the generated code builds with.
    static let embeddedToolsVersion = "6.0"

    /// `usesMock`: the generated code holds fixtures, whose `stubbed(…)` imports `NetLayerMock`.
    /// `clientType`: the generated client, which the manifest's comment on transports names.
    func plan(name: String, clientType: String, header: String, usesMock: Bool) -> PackageContext {
        func depending(on dependency: [Argument], identity: String) -> PackageContext {
            PackageContext(
                toolsVersion: Self.traitsToolsVersion, header: header, name: SwiftLiteral.string(name),
                clientType: clientType, dependency: dependency + [Self.traits],
                runtimePackage: SwiftLiteral.string(identity), embedsRuntime: false, usesMock: usesMock)
        }
        switch options.runtime {
        case .path(let path):
            let identity = path.split(separator: "/").last.map(String.init) ?? path
            return depending(on: [Argument(label: "path", value: SwiftLiteral.string(path))], identity: identity)
        case .url(let url, let version):
            let last = url.split(separator: "/").last.map(String.init) ?? url
            let identity = last.hasSuffix(".git") ? String(last.dropLast(4)) : last
            return depending(
                on: [
                    Argument(label: "url", value: SwiftLiteral.string(url)),
                    Argument(label: "from", value: SwiftLiteral.string(version)),
                ],
                identity: identity)
        case .embedded:
            return PackageContext(
                toolsVersion: Self.embeddedToolsVersion, header: header, name: SwiftLiteral.string(name),
                clientType: clientType, dependency: nil, runtimePackage: nil, embedsRuntime: true, usesMock: usesMock)
        }
    }
}
