/// A `oneOf` model: a `GeneratedUnion` enum.
struct UnionContext: RenderContext {
    struct Case: RenderContext {
        var name: String
        /// The Swift type of the value the case holds.
        var type: String
        /// `indirect`: the alternative leads back to the union.
        var indirect: Bool
        /// The case name as a literal, for the table and the description.
        var nameLiteral: String
        /// The tag as a literal, when the union is tagged.
        var tag: String?

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "name": { TemplateValue($0.name) }, "type": { TemplateValue($0.type) },
            "indirect": { TemplateValue($0.indirect) }, "nameLiteral": { TemplateValue($0.nameLiteral) },
            "tag": { TemplateValue($0.tag) },
        ]
    }

    var doc: [String]
    var typeName: String
    var cases: [Case]
    /// The discriminator as a literal; nil when untagged.
    var discriminator: String?
    /// The case that keeps a value no alternative decodes; nil when frozen.
    var unknownCase: String?

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "doc": { TemplateValue($0.doc) }, "typeName": { TemplateValue($0.typeName) },
        "cases": { TemplateValue($0.cases) }, "discriminator": { TemplateValue($0.discriminator) },
        "unknownCase": { TemplateValue($0.unknownCase) },
    ]
    static let nested: [any RenderContext.Type] = [Case.self]
}

/// An `anyOf` model: a `GeneratedAnyOf` struct of optional properties.
struct AnyOfContext: RenderContext {
    struct Alternative: RenderContext {
        /// Boxed with `@Indirect`: the alternative leads back to the model.
        var indirect: Bool
        var name: String
        /// The optional Swift type of the property.
        var type: String
        var nameLiteral: String

        static let names: [String: @Sendable (Self) -> TemplateValue] = [
            "indirect": { TemplateValue($0.indirect) }, "name": { TemplateValue($0.name) },
            "type": { TemplateValue($0.type) }, "nameLiteral": { TemplateValue($0.nameLiteral) },
        ]
    }

    var doc: [String]
    var typeName: String
    var alternatives: [Alternative]

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "doc": { TemplateValue($0.doc) }, "typeName": { TemplateValue($0.typeName) },
        "alternatives": { TemplateValue($0.alternatives) }, 
    ]
    static let nested: [any RenderContext.Type] = [Alternative.self]
}
