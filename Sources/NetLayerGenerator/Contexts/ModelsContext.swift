/// A file of models: structs (`GeneratedModel`s), enums and unions
/// (`GeneratedUnion` enums, `GeneratedAnyOf` structs).
struct ModelsContext: RenderContext {
    struct Structure: RenderContext {
        var doc: [String]
        var typeName: String
        var fields: [Field]
        var overrides: Overrides?

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "doc": { TemplateValue($0.doc) }, "typeName": { TemplateValue($0.typeName) },
            "fields": { TemplateValue($0.fields) }, 
            "hasFields": { TemplateValue(!$0.fields.isEmpty) },
            "overrides": { TemplateValue($0.overrides) },
        ]
        static let nested: [any RenderContext.Type] = [Field.self, Overrides.self]
    }

    struct Field: RenderContext {
        var doc: [String]
        /// Boxed with `@Indirect`: the field leads back to its own model.
        var indirect: Bool
        var name: String
        var type: String
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

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "doc": { TemplateValue($0.doc) }, "indirect": { TemplateValue($0.indirect) },
            "name": { TemplateValue($0.name) }, "type": { TemplateValue($0.type) },
            "argument": { TemplateValue($0.argument) }, "defaultValue": { TemplateValue($0.defaultValue) },
            "key": { TemplateValue($0.key) }, "decodeCall": { TemplateValue($0.decodeCall) },
            "entry": { TemplateValue($0.entry) },
        ]
    }

    /// A model's own leniency and `Date` formats.
    struct Overrides: RenderContext {
        /// The leniency, when the model sets one.
        var leniency: SwiftExpression?
        var dateDecodings: [Argument]

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "leniency": { TemplateValue($0.leniency) }, "dateDecodings": { TemplateValue($0.dateDecodings) },
            "hasDateDecodings": { TemplateValue(!$0.dateDecodings.isEmpty) },
        ]
        static let nested: [any RenderContext.Type] = [Argument.self]
    }

    struct Enumeration: RenderContext {
        struct Case: RenderContext {
            var doc: [String]
            var name: String
            /// The raw value as a literal.
            var rawValue: String
            /// Whether a frozen enum's declaration spells the raw value out.
            var declaresRawValue: Bool

            static let names: [String: @Sendable (Self) -> TemplateValue] = [
                "doc": { TemplateValue($0.doc) }, "name": { TemplateValue($0.name) },
                "rawValue": { TemplateValue($0.rawValue) }, "declaresRawValue": { TemplateValue($0.declaresRawValue) },
            ]
        }

        var doc: [String]
        var typeName: String
        var rawType: String
        var conformances: [String]
        var cases: [Case]
        /// Strict: no case for values the spec does not list.
        var frozen: Bool
        /// The case that keeps a value the spec does not list.
        var unknownCase: String

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "doc": { TemplateValue($0.doc) }, "typeName": { TemplateValue($0.typeName) },
            "rawType": { TemplateValue($0.rawType) },
            "conformances": { TemplateValue($0.conformances) },
            
            "cases": { TemplateValue($0.cases) }, "frozen": { TemplateValue($0.frozen) },
            "unknownCase": { TemplateValue($0.unknownCase) },
        ]
        static let nested: [any RenderContext.Type] = [Case.self]
    }

    var access: String
    var structs: [Structure]
    var enums: [Enumeration]
    var unions: [UnionContext] = []
    var anyOfs: [AnyOfContext] = []

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "access": { TemplateValue($0.access) }, "structs": { TemplateValue($0.structs) },
        "enums": { TemplateValue($0.enums) }, "unions": { TemplateValue($0.unions) },
        "anyOfs": { TemplateValue($0.anyOfs) },
    ]
    static let nested: [any RenderContext.Type] = [
        Structure.self, Enumeration.self, UnionContext.self, AnyOfContext.self,
    ]
}
