import NetLayerSpec

/// The files of one description: the root document and every file its
/// `$ref`s reach, each read once, within the same bounds on hostile input
/// as a spec.
///
/// A class: every stage of one import reads through the same set, so a file
/// or schema read once (and what its reading reported) is read once for all
/// of them; a copy would read it again and report it twice.
final class DocumentSet {
    /// Where a `$ref` points: a file and a place in it.
    struct Target: Sendable, Hashable {
        var file: String
        var pointer: JSONPointer
    }

    let fileSystem: any SpecFileSystem
    let limits: InputLimits
    /// The document the import started from.
    var rootPath = ""
    private(set) var sources: [String: String] = [:]
    /// The files in the order they were read, for sorting diagnostics.
    private(set) var order: [String] = []
    private var roots: [String: DocumentNode] = [:]
    private var unreadable: Set<String> = []
    /// Targets already reported missing: several stages follow one `$ref`.
    private var missing: Set<Target> = []
    /// Where reading, and every stage that reads through this set, reports: kept here, beside the set the
    /// readers and mappers follow `$ref`s through, so a warning deep in a schema's mapping needs no parameter on
    /// every call between the importer and the schema.
    var diagnostics = Diagnostics()
    /// The schemas' validation keywords, and which of them the spec keeps.
    let constraints = ConstraintLedger()
    /// Every schema read, by the node it was read from (`SchemaReader`).
    var schemas: [SourceLocation: Schema] = [:]
    /// Whether descriptions are a spec's summaries, kept as written: `netlayer export` wrote the document.
    /// Otherwise a description is made a summary (`Summary`).
    var keepsSummaries = false

    init(fileSystem: any SpecFileSystem, limits: InputLimits) {
        self.fileSystem = fileSystem
        self.limits = limits
    }

    /// The root node of the file at `path`, read on first use; nil when it
    /// cannot be read, with the reason reported once.
    func root(of path: String, referencedAt: SourceLocation?) -> DocumentNode? {
        if let root = roots[path] { return root }
        guard !unreadable.contains(path) else { return nil }
        let kind = referencedAt == nil ? "document" : "referenced file"
        guard roots.count + unreadable.count < limits.maxFiles else {
            diagnostics.error(
                "a description may read at most \(limits.maxFiles) files; this $ref is one more", at: referencedAt)
            unreadable.insert(path)
            return nil
        }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: path, maxSize: limits.maxFileSize)
        } catch {
            diagnostics.error("\(kind) '\(path)' \(error.reason(kind: kind))", at: referencedAt)
            unreadable.insert(path)
            return nil
        }
        sources[path] = String(decoding: bytes, as: UTF8.self)
        order.append(path)
        let parser = YAMLParser(limits: limits, documentName: "document")
        var parsing = Diagnostics()
        defer { diagnostics.append(contentsOf: parsing) }
        guard let node = parser.parse(bytes, path: path, diagnostics: &parsing) else {
            unreadable.insert(path)
            return nil
        }
        let root = DocumentNode(root: node, file: path)
        roots[path] = root
        return root
    }

    /// What a `$ref`'s text names.
    enum Reference: Sendable, Hashable {
        case target(Target)
        /// `http://…`: another server's document, which is not fetched.
        case remote
        /// A fragment that is not a JSON pointer.
        case malformed
    }

    /// Where the `$ref` text `reference`, written in `file`, points.
    static func reference(_ reference: String, in file: String) -> Reference {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts.first.map(String.init) ?? ""
        if path.contains("://") { return .remote }
        guard let pointer = JSONPointer(fragment: parts.count > 1 ? String(parts[1]) : "") else { return .malformed }
        return .target(Target(file: path.isEmpty ? file : SpecPath.resolve(path, from: file), pointer: pointer))
    }

    /// The target of the `$ref` entry `reference`, reported when it cannot be followed.
    func target(of reference: DocumentNode) -> Target? {
        guard let text = reference.string else {
            diagnostics.error("$ref must be a string", at: reference.location)
            return nil
        }
        switch Self.reference(text, in: reference.file) {
        case .target(let target):
            return target
        case .remote:
            diagnostics.error(
                "$ref '\(text)' names a document on another server, which is not fetched; "
                    + "download it and refer to the file",
                at: reference.location)
        case .malformed:
            diagnostics.error(
                "$ref '\(text)' has a fragment that is not a JSON pointer ('#/…')", at: reference.location)
        }
        return nil
    }

    /// The node `target` names, reading its file when needed.
    func node(at target: Target, referencedAt location: SourceLocation) -> DocumentNode? {
        guard let root = root(of: target.file, referencedAt: location) else { return nil }
        guard let node = target.pointer.resolve(in: root) else {
            if missing.insert(target).inserted {
                diagnostics.error("$ref target '\(target.pointer)' does not exist in '\(target.file)'", at: location)
            }
            return nil
        }
        return node
    }

    /// `node` with its `$ref`s followed: the node itself when it has none,
    /// nil when one cannot be followed (reported). A chain of references
    /// that comes back to itself is an error, reported where it starts.
    func dereference(_ node: DocumentNode) -> DocumentNode? {
        var current = node
        var seen: Set<Target> = []
        while let reference = current["$ref"] {
            guard let target = target(of: reference) else { return nil }
            guard seen.insert(target).inserted, seen.count <= 64 else {
                diagnostics.error("this $ref leads back to itself", at: node.location)
                return nil
            }
            guard let next = self.node(at: target, referencedAt: reference.location) else { return nil }
            current = next
        }
        return current
    }
}

extension DocumentSet {
    /// The schema `node` is, read once (see `SchemaReader.read`).
    func schema(_ node: DocumentNode) -> Schema {
        SchemaReader(documents: self).read(node)
    }
}
