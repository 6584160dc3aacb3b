/// One finding about a spec, printed the way a compiler prints it:
/// `path/to/spec.yaml:LINE:COLUMN: error: message`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is, which decides the word printed after the position and whether the run fails.
    ///
    /// An ``error`` makes `netlayer` exit non-zero and generate nothing; a ``warning`` and a ``note`` do not.
    public enum Severity: String, Sendable, Hashable {
        /// The spec cannot be used as it is.
        case error
        /// The spec works, but probably not as its author meant.
        case warning
        /// More about the diagnostic before it, such as where a duplicate name was first defined.
        case note
    }

    /// How serious the finding is.
    public var severity: Severity
    /// One sentence, without the position or severity, which ``description`` adds.
    public var message: String
    /// Nil only for problems that belong to no file, such as an unreadable path.
    public var location: SourceLocation?
    /// Follow-up lines such as "first defined here", printed after this one.
    public var notes: [Diagnostic]
    /// What kind of finding it is, for a tool that counts or filters findings by kind rather than by their words;
    /// nil for most. Not printed.
    public var group: Group? = nil

    /// A kind of finding, named by the stage that reports it, such as `netlayer import`'s edit requests.
    public struct Group: RawRepresentable, Sendable, Hashable {
        /// The group's name.
        public var rawValue: String

        /// The group named `rawValue`.
        ///
        /// - Parameter rawValue: The group's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// Creates a finding.
    ///
    /// - Parameters:
    ///   - severity: How serious the finding is.
    ///   - message: One sentence, without the position.
    ///   - location: Where in which file; nil for a problem that belongs to no file.
    ///   - notes: Follow-up lines printed after this one, such as "first defined here".
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

    /// An error: the spec cannot be used as it is.
    ///
    /// - Parameters:
    ///   - message: One sentence, without the position.
    ///   - location: Where in which file; nil for a problem that belongs to no file.
    ///   - notes: Follow-up lines printed after this one.
    /// - Returns: The diagnostic, of severity ``Severity/error``.
    public static func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    /// A warning: the spec works, but probably not as its author meant.
    ///
    /// - Parameters:
    ///   - message: One sentence, without the position.
    ///   - location: Where in which file; nil for a problem that belongs to no file.
    ///   - notes: Follow-up lines printed after this one.
    /// - Returns: The diagnostic, of severity ``Severity/warning``.
    public static func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) -> Diagnostic
    {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// A note: more about another diagnostic, such as where a duplicate name was first defined.
    ///
    /// - Parameters:
    ///   - message: One sentence, without the position.
    ///   - location: The place the note points at.
    /// - Returns: The diagnostic, of severity ``Severity/note``.
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
