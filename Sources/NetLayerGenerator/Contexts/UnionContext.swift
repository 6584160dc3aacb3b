/// A `oneOf` model: a `GeneratedUnion` enum.
struct UnionContext: RenderContext {
    struct Case: RenderContext {
        var name: String
        /// The Swift type of the value the case holds, spelled as the template is given it.
        var type: SwiftType
        /// `indirect`: the alternative leads back to the union.
        var indirect: Bool
        /// The case name as a literal, for the table and the description.
        var nameLiteral: String
        /// The tag as a literal, when the union is tagged.
        var tag: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, type, indirect, nameLiteral, tag
        }
    }

    var doc: CommentLines
    var typeName: String
    var cases: [Case]
    /// The discriminator as a literal; nil when untagged.
    var discriminator: String?
    /// The case that keeps a value no alternative decodes; nil when frozen.
    var unknownCase: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case doc, typeName, cases, discriminator, unknownCase
    }

    static var nestedContexts: [any RenderContext.Type] { [Case.self] }
}

/// An `anyOf` model: a `GeneratedAnyOf` struct of optional properties.
struct AnyOfContext: RenderContext {
    struct Alternative: RenderContext {
        /// Boxed with `@Indirect`: the alternative leads back to the model.
        var indirect: Bool
        var name: String
        /// The optional Swift type of the property, spelled as the template is given it.
        var type: SwiftType
        var nameLiteral: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case indirect, name, type, nameLiteral
        }
    }

    var doc: CommentLines
    var typeName: String
    var alternatives: [Alternative]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case doc, typeName, alternatives
    }

    static var nestedContexts: [any RenderContext.Type] { [Alternative.self] }
}
