/// A result model: a Codable struct, an enum, or a union of alternatives.
public struct Model: Sendable {
    /// The model's name as the spec writes it; ``SwiftNames/model(_:)`` gives its Swift type name.
    public var name: String
    /// The model's documentation, copied into the generated type's doc comment.
    public var summary: String?
    /// Whether the model is a struct, an enum or a union, with what each holds.
    public var kind: Kind
    /// A struct's own leniency (its long form's `lenient`); nil: the one in force.
    public var lenient: Leniency?
    /// A struct's `example` (long form only: in the short form it would be a field).
    public var example: ExampleNode? = nil
    /// Where the model is defined.
    public var location: SourceLocation

    /// What a model is in Swift.
    public enum Kind: Sendable {
        /// A Codable struct with these fields, in the order written.
        case structure([Field])
        /// An enum with raw values.
        case enumeration(EnumModel)
        /// A union of alternatives, told apart by a discriminator key or by which one decodes.
        case union(UnionModel)
    }
}

/// A field of a struct model: a stored property and a JSON key.
public struct Field: Sendable {
    /// The field's name as the spec writes it; the property's name is made from it.
    public var name: String
    /// The JSON key; the spec's `key:`, else the name.
    public var key: String
    /// The field's type, where it was written.
    public var type: Located<TypeName>
    /// The field's documentation, copied into the property's doc comment.
    public var summary: String?
    /// How a `Date` field is written; nil: the decoder's date decoding.
    public var format: DateFormat?
    /// The field's `example`, read against its type when a model's example is made.
    public var example: ExampleNode? = nil
    /// `required: true` on an optional field: its key is always there, nil
    /// is sent as `null`, and a reply without the key does not decode. Where
    /// it was written, for the check that the type is optional.
    public var required: Located<Bool>? = nil
    /// Limits on the value beyond its type (`constraints`); nil when the spec gives none.
    public var constraints: Constraints? = nil
    /// Where the field is defined.
    public var location: SourceLocation

    /// An optional field whose key must be present: nil is an explicit `null`.
    public var isRequiredNullable: Bool { required?.value == true && type.value.isOptional }
}

/// An enum model: raw values the server sends, each a case.
public struct EnumModel: Sendable, Hashable {
    /// The raw type of the generated enum.
    public enum RawType: String, Sendable, Hashable, CaseIterable {
        /// Integer raw values.
        case int = "Int"
        /// String raw values.
        case string = "String"
    }

    /// One case of an enum model.
    public struct Case: Sendable, Hashable {
        /// The case's name as the spec writes it; the Swift case name is made from it.
        public var name: String
        /// The value on the wire.
        public var rawValue: Code
        /// The case's documentation: the long form's `summary`.
        public var summary: String? = nil
        /// Where the case is defined.
        public var location: SourceLocation
    }

    /// The raw type of every case.
    public var rawType: RawType
    /// The cases, in the order written.
    public var cases: [Case]
    /// `frozen: true`: a value outside `cases` is a decoding error, as the
    /// spec promises the server never sends one. By default an unknown value
    /// decodes to an `unknown(raw)` case, so a server that adds a value does
    /// not break apps already shipped.
    public var frozen: Bool
}
