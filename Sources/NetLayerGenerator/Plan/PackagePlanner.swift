import NetLayerSpec

/// Plans `Package.swift` of a generated package.
struct PackagePlanner {
    let options: PackageOptions

    func plan(name: String, header: String) -> PackageContext {
        switch options.runtime {
        case .path(let path):
            let identity = path.split(separator: "/").last.map(String.init) ?? path
            return PackageContext(
                header: header, name: SwiftLiteral.string(name),
                dependency: [Argument(label: "path", value: SwiftLiteral.string(path))],
                runtimePackage: SwiftLiteral.string(identity), embedsRuntime: false)
        case .url(let url, let version):
            let last = url.split(separator: "/").last.map(String.init) ?? url
            let identity = last.hasSuffix(".git") ? String(last.dropLast(4)) : last
            return PackageContext(
                header: header, name: SwiftLiteral.string(name),
                dependency: [
                    Argument(label: "url", value: SwiftLiteral.string(url)),
                    Argument(label: "from", value: SwiftLiteral.string(version)),
                ],
                runtimePackage: SwiftLiteral.string(identity), embedsRuntime: false)
        case .embedded:
            return PackageContext(header: header, name: SwiftLiteral.string(name), dependency: nil, runtimePackage: nil,
                embedsRuntime: true)
        }
    }
}
