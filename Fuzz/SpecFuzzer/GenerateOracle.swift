import FuzzSupport
import NetLayerGenerator
import NetLayerSpec

/// validate ≡ generate: a spec that loads without an error diagnostic (what
/// `netlayer validate` accepts) plans and renders (what `netlayer generate`
/// does before writing), into files of distinct names, whatever its bytes.
/// The same `Generator` stages the CLI runs, in memory.
enum GenerateOracle {
    static let path = "/fuzz/spec.yaml"

    /// Two ways to generate, taken by the input's length so that both are
    /// fuzzed at the cost of one: the defaults with every optional output,
    /// and one file per layer inside a package. Naming stays the default,
    /// as `netlayer validate` checks it without flags.
    static let generators: [Generator] = {
        let library: TemplateLibrary
        do {
            library = try TemplateLibrary.builtIn()
        } catch {
            fatalError("the built-in templates do not compile: \(error)")
        }
        let everything = GeneratorOptions(delivery: Set(GeneratorOptions.Delivery.allCases), fixtures: true)
        let package = GeneratorOptions(
            access: .internal, lenient: true, layout: .layers, package: PackageOptions(runtime: .path("/netlayer")))
        return [everything, package].map { Generator(options: $0, library: library) }
    }()

    static func check(_ bytes: UnsafeRawBufferPointer) {
        var files = InMemoryFileSystem([:])
        files.files[path] = Array(bytes)
        var generator = generators[bytes.count % generators.count]
        generator.loader.fileSystem = files
        let loaded = generator.load(path)
        guard !loaded.hasErrors else { return }
        let spec = String(decoding: bytes, as: UTF8.self)
        let rendered: [RenderedFile]?
        do {
            rendered = try generator.generate(loaded, specPath: path).files
        } catch {
            fatalError("the spec validates, but generating throws \(error):\n\(spec)")
        }
        guard let rendered, !rendered.isEmpty else {
            fatalError("the spec validates, but generating gives no files:\n\(spec)")
        }
        // Apple's file systems ignore case by default: two names that differ
        // only in case would overwrite each other there.
        var seen: Set<String> = []
        for file in rendered {
            require(
                seen.insert(file.path.lowercased()).inserted,
                "two generated files are named \(file.path), ignoring case:\n\(spec)")
        }
    }
}
