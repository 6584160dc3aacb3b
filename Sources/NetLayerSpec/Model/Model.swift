/// A result model: a Codable struct, an enum, or a union of alternatives.
public struct Model: Sendable {
    public var name: String
    public var summary: String?
    public var kind: Kind
    /// A struct's own leniency (its long form's `lenient`); nil: the one in force.
    public var lenient: [Leniency]?
    /// A struct's `example` (long form only: in the short form it would be a field).
    public var example: ExampleNode? = nil
    public var location: SourceLocation

    public enum Kind: Sendable {
        case structure([Field])
        case enumeration(EnumModel)
        case union(UnionModel)
    }
}

public struct Field: Sendable {
    public var name: String
    /// The JSON key; the spec's `key:`, else the name.
    public var key: String
    public var type: Located<TypeName>
    public var summary: String?
    /// How a `Date` field is written; nil: the decoder's date decoding.
    public var format: DateFormat?
    public var example: ExampleNode? = nil
    /// `required: true` on an optional field: its key is always there, nil
    /// is sent as `null`, and a reply without the key does not decode. Where
    /// it was written, for the check that the type is optional.
    public var required: Located<Bool>? = nil
    public var location: SourceLocation

    /// An optional field whose key must be present: nil is an explicit `null`.
    public var isRequiredNullable: Bool { required?.value == true && type.value.isOptional }
}

public struct EnumModel: Sendable, Hashable {
    public enum RawType: String, Sendable, Hashable, CaseIterable {
        case int = "Int"
        case string = "String"
    }

    public struct Case: Sendable, Hashable {
        public var name: String
        public var rawValue: Code
        /// The case's documentation: the long form's `summary`.
        public var summary: String? = nil
        public var location: SourceLocation
    }

    public var rawType: RawType
    public var cases: [Case]
    /// `frozen: true`: a value outside `cases` is a decoding error, as the
    /// spec promises the server never sends one. By default an unknown value
    /// decodes to an `unknown(raw)` case, so a server that adds a value does
    /// not break apps already shipped.
    public var frozen: Bool
}
