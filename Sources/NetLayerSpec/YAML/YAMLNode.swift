/// A node of a YAML document, with the place it starts at.
///
/// Aliases are already expanded and merge keys (`<<`) already applied, so
/// later stages see plain data; nodes copied by an alias keep the position of
/// the anchored original, which is where a problem in them must be fixed.
public struct YAMLNode: Sendable {
    /// What a node holds: text, a list or a mapping.
    public enum Content: Sendable {
        /// A scalar: text that later stages read as a string, number, boolean or null.
        case scalar(Scalar)
        /// A sequence, its items in document order.
        case sequence([YAMLNode])
        /// A mapping, its entries in document order; later stages report a repeated key.
        case mapping([Entry])
    }

    /// A scalar's text and how it was written.
    public struct Scalar: Sendable {
        /// The text after unescaping and folding, as YAML defines them.
        public var text: String
        /// Plain (unquoted, not a block literal): only plain scalars can mean
        /// null, a number or a boolean.
        public var isPlain: Bool
    }

    /// One key and its value in a mapping.
    public struct Entry: Sendable {
        /// The key, usually a scalar.
        public var key: YAMLNode
        /// The value.
        public var value: YAMLNode
    }

    /// 1-based line and column, in characters.
    public struct Mark: Sendable, Hashable {
        /// The line, from 1.
        public var line: Int32
        /// The column, from 1, in Unicode characters.
        public var column: Int32
    }

    /// What the node holds.
    public var content: Content
    /// Where the node starts in its file.
    public var mark: Mark

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - content: What the node holds.
    ///   - mark: Where it starts.
    public init(_ content: Content, at mark: Mark) {
        self.content = content
        self.mark = mark
    }
}

extension YAMLNode {
    /// The scalar, or nil for a list or mapping.
    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The mapping's entries, or nil for a scalar or list.
    public var entries: [Entry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The list's items, or nil for a scalar or mapping.
    public var items: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// `~`, `null` or nothing at all, unquoted.
    public var isNull: Bool {
        guard let scalar, scalar.isPlain else { return false }
        switch scalar.text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// What a message says was found: a scalar's text in quotes, else its kind.
    public var valueDescription: String {
        guard let scalar, !isNull else { return kindDescription }
        return "'\(scalar.text)'"
    }

    /// What a message calls this node's kind: "a mapping", "a list", "null".
    public var kindDescription: String {
        switch content {
        case .scalar: return isNull ? "null" : "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
