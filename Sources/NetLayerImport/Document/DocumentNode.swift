import NetLayerSpec

/// A node of an OpenAPI or Swagger document together with the file it is in
/// and the way to it from that file's root, so that a warning points into the
/// right file, by line and column and by JSON pointer, and a relative `$ref`
/// is resolved against the right folder.
struct DocumentNode: Sendable {
    let node: YAMLNode
    let file: String
    /// Nil for a file's root.
    let path: PointerPath?

    /// The root of `file`.
    init(root node: YAMLNode, file: String) {
        self.init(node: node, file: file, path: nil)
    }

    private init(node: YAMLNode, file: String, path: PointerPath?) {
        self.node = node
        self.file = file
        self.path = path
    }

    /// Where the node is, with its pointer: every diagnostic the importer makes starts here.
    var location: SourceLocation {
        SourceLocation(
            file: file, line: Int(node.mark.line), column: Int(node.mark.column), pointer: pointer.description)
    }

    /// The node's JSON pointer in its file.
    var pointer: JSONPointer { JSONPointer(tokens: path?.tokens ?? []) }

    private func child(_ node: YAMLNode, token: String) -> DocumentNode {
        DocumentNode(node: node, file: file, path: PointerPath(parent: path, token: token))
    }

    /// The value under `key` of a mapping; nil for another kind of node.
    subscript(key: String) -> DocumentNode? {
        guard let entries = node.entries else { return nil }
        for entry in entries where entry.key.scalar?.text == key {
            return child(entry.value, token: key)
        }
        return nil
    }

    /// A mapping's entries in document order, keys as text.
    var entries: [(key: String, value: DocumentNode)] {
        (node.entries ?? []).compactMap { entry in
            entry.key.scalar.map { ($0.text, child(entry.value, token: $0.text)) }
        }
    }

    /// A sequence's items; empty for another kind of node.
    var items: [DocumentNode] {
        (node.items ?? []).enumerated().map { child($1, token: String($0)) }
    }

    var isMapping: Bool { node.entries != nil }
    var isSequence: Bool { node.items != nil }

    /// A scalar's text; nil for null and for collections.
    var string: String? {
        guard let scalar = node.scalar, !node.isNull else { return nil }
        return scalar.text
    }

    /// `true` or `false`, as YAML 1.1 and JSON write them.
    var bool: Bool? {
        guard let scalar = node.scalar, scalar.isPlain else { return nil }
        switch scalar.text.lowercased() {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// A plain whole number.
    var int: Int? {
        guard let scalar = node.scalar, scalar.isPlain else { return nil }
        return Int(scalar.text)
    }

    /// A plain number.
    var number: Double? {
        guard let scalar = node.scalar, scalar.isPlain else { return nil }
        return Double(scalar.text)
    }

    /// The literal as written, for defaults and enum values: a number,
    /// boolean or null only when plain.
    var scalarValue: ScalarValue? {
        guard let scalar = node.scalar else { return nil }
        if node.isNull { return .null }
        guard scalar.isPlain else { return .string(scalar.text) }
        if let bool { return .bool(bool) }
        if let int = Int64(scalar.text) { return .int(int) }
        if let number, scalar.text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { return .double(number) }
        return .string(scalar.text)
    }
}

/// The tokens of a node's JSON pointer as a chain from the node up to its
/// file's root: a step down costs one small object, not a copy of every
/// token above it.
final class PointerPath: Sendable {
    let parent: PointerPath?
    let token: String

    init(parent: PointerPath?, token: String) {
        self.parent = parent
        self.token = token
    }

    /// From the root down.
    var tokens: [String] {
        var tokens: [String] = []
        var current: PointerPath? = self
        while let step = current {
            tokens.append(step.token)
            current = step.parent
        }
        return tokens.reversed()
    }
}

/// A scalar of the document, by what it means.
enum ScalarValue: Sendable, Hashable {
    case string(String)
    case int(Int64)
    case double(Double)
    case bool(Bool)
    case null
}
