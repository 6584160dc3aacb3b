import FuzzSupport
import NetLayerImport
import NetLayerSpec

/// An OpenAPI or Swagger document (YAML or JSON) that imports without an
/// error gives a spec that loads, as `netlayer validate` loads it, without
/// an error. The importer checks this itself before writing; that check is
/// off here so that a break shows as a trap, with the spec it wrote.
enum ImportOracle {
    static let path = "/fuzz/api.yaml"

    /// The importer's choices that shape the spec, taken by the input's
    /// length so that each is fuzzed: modules by tag or by path, one file or
    /// one per module.
    static let options: [ImportOptions] = [
        ImportOptions(), ImportOptions(grouping: .paths, split: true),
        ImportOptions(envelope: .none, split: true), ImportOptions(grouping: .paths),
    ]

    static func check(_ bytes: UnsafeRawBufferPointer) {
        var document = InMemoryFileSystem([:])
        document.files[path] = Array(bytes)
        var importer = Importer(options: options[bytes.count % options.count], fileSystem: document)
        importer.checksOutput = false
        guard let files = importer.run(path, outputName: "Fuzz.yaml").files else { return }

        let folder = "/spec"
        let written = InMemoryFileSystem(
            Dictionary(files.map { ("\(folder)/\($0.path)", $0.text) }, uniquingKeysWith: { first, _ in first }))
        require(
            written.files.count == files.count,
            "the import wrote two files at one path: \(files.map(\.path))")
        let loaded = SpecLoader(fileSystem: written).load("\(folder)/\(files[0].path)")
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            let text = files.map { "# \($0.path)\n\($0.text)" }.joined(separator: "\n")
            fatalError(
                "the imported spec does not load: \(errors.map(\.description).joined(separator: "; "))\n"
                    + "document:\n\(String(decoding: bytes, as: UTF8.self))\nspec:\n\(text)")
        }
    }
}
