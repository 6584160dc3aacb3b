/// An example value as the spec writes it, kept as YAML until the checks
/// read it against its type: a scalar's meaning (`7` a number or a string)
/// depends on the type it stands for.
public struct ExampleNode: Sendable {
    /// The example as the YAML parser read it.
    public var node: YAMLNode
    /// The file the node was read from, to place what the checks report.
    public var file: String

    /// Keeps an example as written.
    ///
    /// - Parameters:
    ///   - node: The example as the YAML parser read it.
    ///   - file: The file the node was read from.
    public init(node: YAMLNode, file: String) {
        self.node = node
        self.file = file
    }

    /// Where the example starts.
    public var location: SourceLocation { location(of: node) }

    /// Where a node inside the example starts.
    func location(of inner: YAMLNode) -> SourceLocation {
        SourceLocation(file: file, line: Int(inner.mark.line), column: Int(inner.mark.column))
    }
}

/// One named reply of an interface: `example`, an entry of `examples`, or
/// an entry of `errors`.
public struct InterfaceExample: Sendable {
    /// What the example reply holds.
    public enum Reply: Sendable {
        /// The reply's data: a value of the interface's response type.
        case data(ExampleNode)
        /// A business error: the envelope's code and message, and the HTTP
        /// status when it is not the usual one.
        case error(code: Code, message: String?, status: Int?)
    }

    /// The example's name: `default` for `example`, else its key under `examples` or `errors`.
    public var name: String
    /// What the example reply holds.
    public var reply: Reply
    /// Where the example is defined.
    public var location: SourceLocation
}
