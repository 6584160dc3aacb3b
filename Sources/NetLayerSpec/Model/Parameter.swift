extension Interface {
    /// A parameter of an interface.
    public struct Parameter: Sendable {
        /// The name in Swift code (the key in the spec).
        public var name: String
        /// The name on the wire; the spec's `name:`, else the key.
        public var wireName: String
        /// The parameter's type, where it was written.
        public var type: Located<TypeName>
        /// The value used when the caller leaves the parameter out; nil when it has none.
        public var defaultValue: Located<DefaultValue>?
        /// A value always sent, such as `stream: true`: the parameter is no argument of the generated functions.
        public var fixedValue: Located<DefaultValue>? = nil
        /// Never logged.
        public var secret: Bool
        /// The parameter's documentation, copied into the generated function's doc comment.
        public var summary: String?
        /// Given only when written in the spec; see `Interface.placement(of:)`.
        public var placement: Located<ParameterPlacement>?
        /// Limits on the value beyond its type (`constraints`); nil when the spec gives none.
        public var constraints: Constraints? = nil
        /// Where the parameter is defined.
        public var location: SourceLocation

        /// Whether a caller may leave the parameter out.
        public var isOptional: Bool {
            defaultValue != nil || fixedValue != nil || type.value.isOptional
        }
    }
}

/// A default value as written in the spec; its fit with the parameter's type
/// is checked, so the generator can print it as a literal of that type.
public enum DefaultValue: Sendable, Hashable {
    /// A string.
    case string(String)
    /// An integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A boolean.
    case bool(Bool)
    /// `null`, for an optional parameter.
    case null
}
