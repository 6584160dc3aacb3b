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
    }

    struct Field: RenderContext {
        var name: String
        var key: String
        var type: [ReferenceTypePart]
        var required: Bool
        var summary: String?
    }

    struct Case: RenderContext {
        var name: String
        var value: String
        var summary: String?
    }

    struct Alternative: RenderContext {
        var name: String
        var tag: String
        var type: [ReferenceTypePart]
    }

    /// An interface whose request or reply holds the model.
    struct Use: RenderContext {
        var id: String
        var href: String
    }
}
