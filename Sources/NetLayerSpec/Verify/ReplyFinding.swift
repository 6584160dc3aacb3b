/// One way a server's reply differs from what the spec says of it: what `netlayer verify` reports, at the
/// spec's line and column of the model, field or interface that would have to change.
public struct ReplyFinding: Sendable, Hashable {
    /// What differs.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An HTTP status the interface has no success or declared error for.
        case status
        /// An envelope code that is neither a success code nor a declared error's.
        case envelopeCode
        /// A body that is not JSON, where the spec reads JSON.
        case notJSON
        /// A non-optional field whose key the reply lacks.
        case missingField
        /// A value of another kind than the type's: a string for an `Int`, a list for an object.
        case wrongKind
        /// `null` where the type is not optional.
        case unexpectedNull
        /// A value an enum does not list.
        case unknownEnumValue
        /// A date that is not in the field's format.
        case dateFormat
        /// A value no alternative of a union reads.
        case noAlternative
        /// A value that breaks its field's `constraints`.
        case constraint
        /// A key the model does not declare: compatible, since decoding ignores it.
        case undeclaredField
    }

    /// What differs.
    public var kind: Kind
    /// `error` when the generated client fails on the reply; `warning` when it reads it all the same
    /// (through a leniency, an open enum's or union's `unknown` case, or rules it does not check on replies);
    /// `note` for what adding to the spec would only describe better.
    public var severity: Diagnostic.Severity
    /// The interface whose reply it is (``Interface/id``).
    public var interface: String
    /// Where in the reply's body, as a JSON pointer (RFC 6901): `/data/students/0/joined_at`; empty for the
    /// whole body.
    public var pointer: String
    /// The sentence that says what the server sent and what the spec expects.
    public var message: String
    /// The spec's model, field or interface to change.
    public var location: SourceLocation
    /// The spec text that would make it match, such as `joined_at: { type: Date, format: yyyy-MM-dd }`; nil
    /// when no one edit does.
    public var suggestion: String?

    /// Creates a finding.
    ///
    /// - Parameters:
    ///   - kind: What differs.
    ///   - severity: Whether the generated client fails on it.
    ///   - interface: The interface's id.
    ///   - pointer: Where in the body, as a JSON pointer.
    ///   - message: What the server sent and what the spec expects.
    ///   - location: The place in the spec to change.
    ///   - suggestion: The spec text that would match; nil when none.
    public init(
        kind: Kind, severity: Diagnostic.Severity, interface: String, pointer: String, message: String,
        location: SourceLocation, suggestion: String? = nil
    ) {
        self.kind = kind
        self.severity = severity
        self.interface = interface
        self.pointer = pointer
        self.message = message
        self.location = location
        self.suggestion = suggestion
    }

    /// The pointer with each list index written `*` (`/data/students/*/joined_at`): the same drift in every item
    /// of a list, or in every reply to an interface, is told as one.
    var pattern = ""

    /// Whether the generated client fails on the reply.
    public var breaksClient: Bool { severity == .error }
}

/// A JSON pointer (RFC 6901), built a key or an index at a time.
struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    private var tokens: [String] = []
    /// The tokens with each list index as `*`.
    private var patternTokens: [String] = []

    /// The whole document.
    static let root = JSONPointer()

    /// The pointer to `key` of the object this one points at.
    func appending(_ key: String) -> JSONPointer {
        var next = self
        // RFC 6901, section 3: "~" is written "~0" and "/" is written "~1".
        // Most keys need no escape; Foundation's search for one was a third of a check's time.
        let token =
            key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") })
            ? key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") : key
        next.tokens.append(token)
        next.patternTokens.append(token)
        return next
    }

    /// The pointer to item `index` of the list this one points at.
    func appending(_ index: Int) -> JSONPointer {
        var next = self
        next.tokens.append(String(index))
        next.patternTokens.append("*")
        return next
    }

    /// The pointer inside the value at each of `path`'s keys in turn.
    func appending(_ path: ReplyPath) -> JSONPointer {
        path.components.reduce(self) { $0.appending($1) }
    }

    var description: String { tokens.map { "/" + $0 }.joined() }

    /// The pointer with each list index written `*`.
    var pattern: String { patternTokens.map { "/" + $0 }.joined() }
}
