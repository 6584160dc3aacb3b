/// A node of a YAML document, with the place it starts at.
///
/// Aliases are already expanded and merge keys (`<<`) already applied, so
/// later stages see plain data; nodes copied by an alias keep the position of
/// the anchored original, which is where a problem in them must be fixed.
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence([YAMLNode])
        case mapping([Entry])
    }

    public struct Scalar: Sendable {
        public var text: String
        /// Plain (unquoted, not a block literal): only plain scalars can mean
        /// null, a number or a boolean.
        public var isPlain: Bool
    }

    public struct Entry: Sendable {
        public var key: YAMLNode
        public var value: YAMLNode
    }

    /// 1-based line and column, in characters.
    public struct Mark: Sendable, Hashable {
        public var line: Int32
        public var column: Int32
    }

    public var content: Content
    public var mark: Mark

    public init(_ content: Content, at mark: Mark) {
        self.content = content
        self.mark = mark
    }
}

extension YAMLNode {
    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var entries: [Entry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

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
