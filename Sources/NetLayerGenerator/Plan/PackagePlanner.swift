import NetLayerSpec

/// Plans `Package.swift` of a generated package.
struct PackagePlanner {
    let options: PackageOptions

    /// The targets a package that carries the runtime holds, each in `Sources/<target>`: the runtime, and the
    /// mock backend with its random source when the fixtures' `stubbed(…)` uses them.
    static func embeddedTargets(usesMock: Bool) -> [String] {
        usesMock ? ["NetLayer", "NetLayerMock", "SeededRandom"] : ["NetLayer"]
    }

    /// `usesMock`: the generated code holds fixtures, whose `stubbed(…)` imports `NetLayerMock`.
    func plan(name: String, header: String, usesMock: Bool) -> PackageContext {
        switch options.runtime {
        case .path(let path):
            let identity = path.split(separator: "/").last.map(String.init) ?? path
            return PackageContext(
                header: header, name: SwiftLiteral.string(name),
                dependency: [Argument(label: "path", value: SwiftLiteral.string(path))],
                runtimePackage: SwiftLiteral.string(identity), embedsRuntime: false, usesMock: usesMock)
        case .url(let url, let version):
            let last = url.split(separator: "/").last.map(String.init) ?? url
            let identity = last.hasSuffix(".git") ? String(last.dropLast(4)) : last
            return PackageContext(
                header: header, name: SwiftLiteral.string(name),
                dependency: [
                    Argument(label: "url", value: SwiftLiteral.string(url)),
                    Argument(label: "from", value: SwiftLiteral.string(version)),
                ],
                runtimePackage: SwiftLiteral.string(identity), embedsRuntime: false, usesMock: usesMock)
        case .embedded:
            return PackageContext(
                header: header, name: SwiftLiteral.string(name), dependency: nil, runtimePackage: nil,
                embedsRuntime: true, usesMock: usesMock)
        }
    }
}
