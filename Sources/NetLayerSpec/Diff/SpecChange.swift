/// One difference between two specs that matters to apps, as `netlayer diff`
/// reports it.
public struct SpecChange: Sendable, Hashable, CustomStringConvertible {
    /// How a change affects apps already shipped, which decides `netlayer diff`'s exit status: a breaking
    /// change fails it.
    public enum Kind: String, Sendable, Hashable {
        /// Breaks apps already shipped (built from the old spec) talking to a
        /// server that follows the new one.
        case breaking
        /// Apps already shipped go on working.
        case compatible
        /// An element renamed, matched by what it is on the wire (`SpecMatch`):
        /// shipped apps go on working, but the generated API the app's code
        /// calls has the new name, so that code must change.
        case renamed
    }

    /// How the change affects apps already shipped.
    public var kind: Kind
    /// What changed, such as `interface studentDetail` or
    /// `interface studentList, parameter page`: the order changes are listed in.
    public var subject: String
    /// One sentence saying what changed, such as "interface 'studentList' removed"; printed after the kind.
    public var message: String
    /// Where the element is in the old spec; nil for an addition.
    public var old: SourceLocation?
    /// Where the element is in the new spec; nil for a removal.
    public var new: SourceLocation?
    /// The element's old and new names, for a `renamed` change.
    public var rename: SpecMatch.Rename?

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - kind: How the change affects apps already shipped.
    ///   - subject: The element that changed, which orders the report.
    ///   - message: One sentence saying what changed.
    ///   - old: Where the element is in the old spec; nil for an addition.
    ///   - new: Where the element is in the new spec; nil for a removal.
    public init(_ kind: Kind, _ subject: String, _ message: String, old: SourceLocation?, new: SourceLocation?) {
        self.kind = kind
        self.subject = subject
        self.message = message
        self.old = old
        self.new = new
    }

    /// A `renamed` change, at both places, its message the rename's `description`.
    ///
    /// - Parameter rename: The element's old and new names and places, from ``SpecMatch``.
    public init(_ rename: SpecMatch.Rename) {
        self.init(.renamed, rename.subject, rename.description, old: rename.oldLocation, new: rename.newLocation)
        self.rename = rename
    }

    /// Where the change is reported: its new place, else its old one (a removal).
    public var location: SourceLocation? { new ?? old }

    /// `file:line:column: breaking: interface 'x' removed`, at ``location``: the first line the text report
    /// prints of it.
    public var headline: String {
        guard let location else { return description }
        return "\(location): \(description)"
    }

    /// `breaking: interface 'x' removed`, without positions.
    public var description: String { "\(kind.rawValue): \(message)" }
}

extension [SpecChange] {
    /// Whether any change breaks apps already shipped.
    public var hasBreaking: Bool { contains { $0.kind == .breaking } }
    /// Whether any change renames what the app's code calls.
    public var hasRenames: Bool { contains { $0.kind == .renamed } }
}
