/// An example value as the spec writes it, kept as YAML until the checks
/// read it against its type: a scalar's meaning (`7` a number or a string)
/// depends on the type it stands for.
public struct ExampleNode: Sendable {
    public var node: YAMLNode
    /// The file the node was read from, to place what the checks report.
    public var file: String

    public init(node: YAMLNode, file: String) {
        self.node = node
        self.file = file
    }

    public var location: SourceLocation { location(of: node) }

    /// Where a node inside the example starts.
    func location(of inner: YAMLNode) -> SourceLocation {
        SourceLocation(file: file, line: Int(inner.mark.line), column: Int(inner.mark.column))
    }
}

/// One named reply of an interface: `example`, an entry of `examples`, or
/// an entry of `errors`.
public struct InterfaceExample: Sendable {
    public enum Reply: Sendable {
        /// The reply's data: a value of the interface's response type.
        case data(ExampleNode)
        /// A business error: the envelope's code and message, and the HTTP
        /// status when it is not the usual one.
        case error(code: Code, message: String?, status: Int?)
    }

    public var name: String
    public var reply: Reply
    public var location: SourceLocation
}
