/// One finding about a spec, printed the way a compiler prints it:
/// `path/to/spec.yaml:LINE:COLUMN: error: message`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
        case note
        /// A change between two specs that breaks apps already shipped (`netlayer diff`).
        case breaking
        /// A change between two specs that apps already shipped survive (`netlayer diff`).
        case compatible
        /// An element of two specs under another name (`netlayer diff`): apps' code must follow it.
        case renamed
    }

    public var severity: Severity
    public var message: String
    /// Nil only for problems that belong to no file, such as an unreadable path.
    public var location: SourceLocation?
    /// Follow-up lines such as "first defined here", printed after this one.
    public var notes: [Diagnostic]

    public init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation?,
        notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) -> Diagnostic
    {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    public static func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }

    /// The first line only, without notes: `file:line:column: error: message`.
    public var description: String {
        if let location {
            return "\(location): \(severity.rawValue): \(message)"
        }
        return "\(severity.rawValue): \(message)"
    }
}
