/// The reference's `index.html`: every module with its interfaces, every model, and the search box that
/// filters them (docs/reference.md).
struct ReferenceIndexContext: RenderContext {
    var specName: String
    /// From this page to the site's root: `""`, or `"../"` for the copy under `_netlayer/` that the mock
    /// serves when an interface of the spec takes `/`.
    var toRoot: String
    var interfaceCount: String
    var modelCount: String
    var modules: [Module]
    var models: [ReferenceModelLink]
    var hasModels: Bool

    struct Module: RenderContext {
        var name: String
        var summary: String?
        var interfaces: [Interface]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, summary, interfaces
        }

        static var nestedContexts: [any RenderContext.Type] { [Interface.self] }
    }

    /// One row of the index: what the search reads (`search`, lower-cased) and where it links.
    struct Interface: RenderContext {
        var id: String
        var method: String
        var path: String
        var summary: String?
        var href: String
        var search: String
        var deprecated: Bool

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, method, path, summary, href, search, deprecated
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case specName, toRoot, interfaceCount, modelCount, modules, models, hasModels
    }

    static var nestedContexts: [any RenderContext.Type] { [Module.self, ReferenceModelLink.self] }
}

/// A model as a link: its name and its anchor on the models' page.
struct ReferenceModelLink: RenderContext {
    var name: String
    var kind: String
    var summary: String?
    var href: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, kind, summary, href
    }
}

/// A type as the reference writes it: its text in pieces, each model named in it a link to the model
/// (`[` `Student` `]`).
struct ReferenceTypePart: RenderContext {
    var text: String
    /// Nil for the text around a model's name.
    var href: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case text, href
    }
}

/// The style sheet and the script: they use only the spec's name, in a comment if anywhere.
struct ReferenceAssetContext: RenderContext {
    var specName: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case specName
    }
}
