extension Interface {
    /// A parameter of an interface.
    public struct Parameter: Sendable {
        /// The name in Swift code (the key in the spec).
        public var name: String
        /// The name on the wire; the spec's `name:`, else the key.
        public var wireName: String
        public var type: Located<TypeName>
        public var defaultValue: Located<DefaultValue>?
        /// A value always sent, such as `stream: true`: the parameter is no argument of the generated functions.
        public var fixedValue: Located<DefaultValue>? = nil
        /// Never logged.
        public var secret: Bool
        public var summary: String?
        /// Given only when written in the spec; see `Interface.placement(of:)`.
        public var placement: Located<Placement>?
        public var location: SourceLocation

        public enum Placement: String, Sendable, Hashable, CaseIterable {
            case query, path, header, body
            /// A cookie: in the request's `Cookie` header, with any cookie credential.
            case cookie
            /// The whole body: a JSON value, or a `File`'s bytes.
            case content
        }

        /// Whether a caller may leave the parameter out.
        public var isOptional: Bool {
            defaultValue != nil || fixedValue != nil || type.value.isOptional
        }
    }
}

/// A default value as written in the spec; its fit with the parameter's type
/// is checked, so the generator can print it as a literal of that type.
public enum DefaultValue: Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
}
