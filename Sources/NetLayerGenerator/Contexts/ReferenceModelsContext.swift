/// The reference's page of models: each with its fields (and their JSON keys and types, models linked),
/// cases or alternatives, and an example (docs/reference.md).
struct ReferenceModelsContext: RenderContext {
    var specName: String
    var toRoot: String
    var models: [Model]

    struct Model: RenderContext {
        var name: String
        var anchor: String
        var kind: String
        var summary: String?
        var hasFields: Bool
        var fields: [Field]
        var hasCases: Bool
        var cases: [Case]
        var hasAlternatives: Bool
        var alternatives: [Alternative]
        var example: String
        var usedBy: [Use]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, anchor, kind, summary, hasFields, fields, hasCases, cases, hasAlternatives, alternatives,
                example, usedBy
        }

        static var nestedContexts: [any RenderContext.Type] { [Field.self, Case.self, Alternative.self, Use.self] }
    }

    struct Field: RenderContext {
        var name: String
        var key: String
        var type: [ReferenceTypePart]
        var required: Bool
        var summary: String?
        /// The limits on the value in a sentence, the one the generated doc comment gives; nil for none.
        var constraints: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, key, type, required, summary, constraints
        }

        static var nestedContexts: [any RenderContext.Type] { [ReferenceTypePart.self] }
    }

    struct Case: RenderContext {
        var name: String
        var value: String
        var summary: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, value, summary
        }
    }

    struct Alternative: RenderContext {
        var name: String
        var tag: String
        var type: [ReferenceTypePart]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, tag, type
        }

        static var nestedContexts: [any RenderContext.Type] { [ReferenceTypePart.self] }
    }

    /// An interface whose request or reply holds the model.
    struct Use: RenderContext {
        var id: String
        var href: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, href
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case specName, toRoot, models
    }

    static var nestedContexts: [any RenderContext.Type] { [Model.self] }
}
