import NetLayerSpec

/// `netlayer import`: an OpenAPI 3.x or Swagger 2.0 document in, a NetLayer
/// spec out, in four stages: read the document and the files its `$ref`s
/// reach (with positions), read it into one description, map that to a
/// spec, and write the spec as YAML. The written spec is then loaded as
/// `netlayer validate` would load it: an import never writes a spec that
/// does not validate.
public struct Importer: Sendable {
    /// What to import and how: the spec's name, grouping, envelope, split, strictness, the previous spec.
    public var options: ImportOptions
    /// Where the document and the files its `$ref`s reach are read from; the disk by default.
    public var fileSystem: any SpecFileSystem
    /// Bounds on the input (file size, nesting, files read), so that a hostile document is refused quickly.
    public var limits: InputLimits
    /// Whether `run` loads the spec it wrote and refuses it on an error.
    /// Off only in the importer's fuzz target (`Fuzz/ImportFuzzer`), which
    /// checks that promise itself and must see the spec the check would hide.
    package var checksOutput = true

    /// An importer; every argument left out is the default.
    ///
    /// - Parameters:
    ///   - options: What to import and how; ``ImportOptions``' defaults by default.
    ///   - fileSystem: Where files are read from; the disk by default.
    ///   - limits: Bounds on the input; ``InputLimits``' defaults by default.
    public init(
        options: ImportOptions = ImportOptions(), fileSystem: any SpecFileSystem = DiskFileSystem(),
        limits: InputLimits = InputLimits()
    ) {
        self.options = options
        self.fileSystem = fileSystem
        self.limits = limits
    }

    /// Imports the document at `path` as a spec whose root file is `outputName` (such as `Shop.yaml`).
    ///
    /// - Parameters:
    ///   - path: The OpenAPI 3.x or Swagger 2.0 document (JSON or YAML), as the file system reads paths.
    ///   - outputName: The spec's root file name, such as `Shop.yaml`; with `split`, the include files are
    ///     named after it.
    /// - Returns: The spec's files, or nil files when an error stopped the import, with every diagnostic
    ///   (errors, warnings) in file order. It never throws: every problem is a diagnostic.
    public func run(_ path: String, outputName: String) -> ImportResult {
        let documents = DocumentSet(fileSystem: fileSystem, limits: limits)
        documents.rootPath = path
        guard let root = documents.root(of: path, referencedAt: nil) else {
            return ImportResult(
                files: nil, diagnostics: documents.diagnostics.sorted(fileOrder: documents.order),
                sources: documents.sources)
        }
        guard let description = read(root, in: documents) else {
            return ImportResult(
                files: nil, diagnostics: documents.diagnostics.sorted(fileOrder: documents.order),
                sources: documents.sources)
        }
        var draft = DraftBuilder(options: options, documents: documents).build(description)
        // Once for the document: the validation keywords no field or parameter of the spec keeps.
        documents.constraints.report(to: &documents.diagnostics, at: root.location)
        // A spec needs a module, and a module comes from an operation: say so
        // about the document rather than write a spec that cannot load.
        if draft.modules.isEmpty {
            documents.diagnostics.error(
                "the document has no operation a spec can hold (GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS): "
                    + "there is nothing to import", at: root["paths"]?.location ?? root.location)
        }
        let rootName = outputName.hasSuffix(".yaml") ? String(outputName.dropLast(5)) : outputName
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let writer = SpecWriter(
            header: "Imported by netlayer from \(fileName) (\(description.format)).", split: options.split,
            rootName: rootName)
        var files = writer.write(draft)
        var sources = documents.sources
        var comparison: (match: SpecMatch, kept: Int)?
        if let previous = options.previous, !draft.modules.isEmpty {
            comparison = compare(
                with: previous, draft: &draft, files: &files, writer: writer, diagnostics: &documents.diagnostics,
                sources: &sources)
        }

        var diagnostics = Diagnostics()
        for var diagnostic in documents.diagnostics {
            if options.strict, diagnostic.severity == .warning { diagnostic.severity = .error }
            diagnostics.append(diagnostic)
        }
        if checksOutput, !draft.modules.isEmpty {
            diagnostics.append(contentsOf: Self.validate(files))
        }
        let failed = diagnostics.hasErrors
        return ImportResult(
            files: failed ? nil : files.map { ($0.path, $0.text) },
            diagnostics: diagnostics.sorted(fileOrder: documents.order),
            sources: sources, previous: failed ? nil : comparison?.match, keptNames: comparison?.kept ?? 0)
    }

    private func read(_ root: DocumentNode, in documents: DocumentSet) -> APIDescription? {
        if let version = root["openapi"]?.string {
            guard version.hasPrefix("3.") else {
                documents.diagnostics.error(
                    "OpenAPI \(version) is not read; import reads OpenAPI 3.0, 3.1 and Swagger 2.0",
                    at: root["openapi"]?.location)
                return nil
            }
            return OpenAPIReader(root: root, version: version, documents: documents).read()
        }
        if let version = root["swagger"]?.string {
            guard version == "2.0" else {
                documents.diagnostics.error(
                    "Swagger \(version) is not read; import reads Swagger 2.0 and OpenAPI 3",
                    at: root["swagger"]?.location)
                return nil
            }
            return SwaggerReader(root: root, documents: documents).read()
        }
        documents.diagnostics.error(
            "this is not an OpenAPI or Swagger document: it has neither 'openapi' nor 'swagger' at the top",
            at: root.location)
        return nil
    }

    /// The written spec, loaded as `netlayer validate` loads it; any error
    /// is the importer's own fault, reported as such.
    static func validate(_ files: [SpecWriter.File]) -> Diagnostics {
        var diagnostics = Diagnostics()
        for diagnostic in load(files).diagnostics where diagnostic.severity == .error {
            diagnostics.error(
                "the imported spec does not validate, which is a bug in netlayer import; "
                    + "please report it: \(diagnostic)",
                at: nil)
        }
        return diagnostics
    }

    /// The written spec, loaded from memory as `netlayer validate` loads it from disk.
    static func load(_ files: [SpecWriter.File]) -> SpecLoadResult {
        let folder = "/import"
        let fileSystem = InMemoryFileSystem(
            Dictionary(uniqueKeysWithValues: files.map { ("\(folder)/\($0.path)", $0.text) }))
        return SpecLoader(fileSystem: fileSystem).load("\(folder)/\(files[0].path)")
    }
}
