/// A place in a spec file, 1-based, as a compiler reports it.
///
/// Columns count Unicode characters, as libyaml does, so a caret lines up
/// under the character an editor shows at that column.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// The JSON pointer of the node in an imported OpenAPI or Swagger document
    /// (`#/components/schemas/Pet/properties/tag`), which finds it where a line
    /// and column do not help: a minified document is one line. Nil in a spec.
    public var pointer: String?

    public init(file: String, line: Int, column: Int, pointer: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.pointer = pointer
    }

    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by line and column; files compare by name only to keep the
    /// order total, callers sort files in the order they were read.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A value together with the place in the spec it came from.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
