/// A file of models: structs (`GeneratedModel`s), enums and unions
/// (`GeneratedUnion` enums, `GeneratedAnyOf` structs).
struct ModelsContext: RenderContext {
    struct Structure: RenderContext {
        var doc: CommentLines
        var typeName: String
        var fields: [Field]
        var hasFields: Bool
        var overrides: Overrides?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case doc, typeName, fields, hasFields, overrides
        }

        static var nestedContexts: [any RenderContext.Type] { [Field.self, Overrides.self] }
    }

    struct Field: RenderContext {
        var doc: CommentLines
        /// Boxed with `@Indirect`: the field leads back to its own model.
        var indirect: Bool
        var name: String
        /// Spelled as the template is given it, as a parameter's is.
        var type: SwiftType
        /// `init`'s parameter for the field.
        var argument: String
        /// `nil` for an optional field, which `init` may leave out.
        var defaultValue: String?
        /// The JSON key as a literal.
        var key: String
        /// How `init(from:)` reads the field: `decode` (the key must be
        /// there, as for a `required: true` optional), or `decodeIfPresent`.
        var decodeCall: String
        /// The `ModelFields` entry: `field`, `optionalField` (nil left out)
        /// or `nullableField` (nil sent as null).
        var entry: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case doc, indirect, name, type, argument, defaultValue, key, decodeCall, entry
        }
    }

    /// A model's own leniency and `Date` formats.
    struct Overrides: RenderContext {
        /// The leniency, when the model sets one.
        var leniency: SwiftExpression?
        var dateDecodings: [Argument]
        var hasDateDecodings: Bool

        enum CodingKeys: String, CodingKey, CaseIterable {
            case leniency, dateDecodings, hasDateDecodings
        }

        static var nestedContexts: [any RenderContext.Type] { [Argument.self] }
    }

    struct Enumeration: RenderContext {
        struct Case: RenderContext {
            var doc: CommentLines
            var name: String
            /// The raw value as a literal.
            var rawValue: String
            /// Whether a frozen enum's declaration spells the raw value out.
            var declaresRawValue: Bool

            enum CodingKeys: String, CodingKey, CaseIterable {
                case doc, name, rawValue, declaresRawValue
            }
        }

        var doc: CommentLines
        var typeName: String
        var rawType: String
        var conformances: [String]
        var cases: [Case]
        /// Strict: no case for values the spec does not list.
        var frozen: Bool
        /// The case that keeps a value the spec does not list.
        var unknownCase: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case doc, typeName, rawType, conformances, cases, frozen, unknownCase
        }

        static var nestedContexts: [any RenderContext.Type] { [Case.self] }
    }

    var access: String
    var structs: [Structure]
    var enums: [Enumeration]
    var unions: [UnionContext] = []
    var anyOfs: [AnyOfContext] = []

    enum CodingKeys: String, CodingKey, CaseIterable {
        case access, structs, enums, unions, anyOfs
    }

    static var nestedContexts: [any RenderContext.Type] {
        [Structure.self, Enumeration.self, UnionContext.self, AnyOfContext.self]
    }
}
