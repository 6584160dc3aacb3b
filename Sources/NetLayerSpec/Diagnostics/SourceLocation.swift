/// A place in a spec file, 1-based, as a compiler reports it.
///
/// Columns count Unicode characters, as libyaml does, so a caret lines up
/// under the character an editor shows at that column.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as the loader was given it (relative paths stay relative), which diagnostics print.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode characters.
    public var column: Int
    /// The JSON pointer of the node in an imported OpenAPI or Swagger document
    /// (`#/components/schemas/Pet/properties/tag`), which finds it where a line
    /// and column do not help: a minified document is one line. Nil in a spec.
    public var pointer: String?

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - file: The file's path, as diagnostics print it.
    ///   - line: The line, from 1.
    ///   - column: The column, from 1, in Unicode characters.
    ///   - pointer: The JSON pointer of the node in an imported document; nil in a spec.
    public init(file: String, line: Int, column: Int, pointer: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.pointer = pointer
    }

    /// `file:line:column`, the prefix of a compiler-style diagnostic.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by line and column; files compare by name only to keep the
    /// order total, callers sort files in the order they were read.
    ///
    /// - Parameters:
    ///   - lhs: A location.
    ///   - rhs: Another location.
    /// - Returns: Whether `lhs` comes first.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A value together with the place in the spec it came from.
public struct Located<Value: Sendable>: Sendable {
    /// The value as the spec gave it, after decoding.
    public var value: Value
    /// Where the value was written, for diagnostics that point at it.
    public var location: SourceLocation

    /// Pairs a value with its place in the spec.
    ///
    /// - Parameters:
    ///   - value: The decoded value.
    ///   - location: Where it was written.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
