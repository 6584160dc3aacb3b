/// The built-in templates, each a file `Templates/NAME.mustache` that a
/// user's folder may replace.
public enum Template: String, CaseIterable, Sendable, Encodable {
    /// A Swift file: header, imports and the declarations of its sections.
    case file
    /// The enum of the spec's servers, one case per environment.
    case environment
    /// The enum of every interface, with its endpoint and URLs.
    case requestInterface = "request-interface"
    /// The client class: its configuration, runtime values and layers.
    case client
    /// A module's API layer: one function per interface, returning the whole result.
    case api
    /// A module's Service layer: one function per interface, returning its decoded model, with closure
    /// variants and pagers where asked.
    case service
    /// A file of models: structs, enums and unions.
    case models
    /// The opt-in fixtures: model examples, Service protocols, the stubbed client.
    case fixtures
    /// `Package.swift`, when the options ask for a whole package.
    case package
    /// The API reference (`netlayer docs`, docs/reference.md): its index, a page per interface, the models'
    /// page, its style sheet and its script.
    case referenceIndex = "reference-index"
    /// The reference's page of one interface.
    case referenceInterface = "reference-interface"
    /// The reference's page of the models.
    case referenceModels = "reference-models"
    /// The reference's style sheet.
    case referenceStyle = "reference-css"
    /// The reference's script, which sends the example requests of "try it".
    case referenceScript = "reference-js"

    /// Whether `{{name}}` is HTML-escaped: in the reference's pages, as Mustache does; never in Swift, whose
    /// output stays byte for byte what it was. The style sheet and script use no names.
    var escapesHTML: Bool {
        switch self {
        case .referenceIndex, .referenceInterface, .referenceModels, .referenceStyle, .referenceScript: true
        default: false
        }
    }

    /// The names the template may use, in its partials too.
    var names: Set<String> {
        TemplateNames.of(context)
    }

    private var context: any RenderContext.Type {
        switch self {
        case .file: RenderedSourceFile.self
        case .environment: EnvironmentContext.self
        case .requestInterface: InterfaceEnumContext.self
        case .client: ClientContext.self
        case .api: ModuleAPIContext.self
        case .service: ModuleServiceContext.self
        case .models: ModelsContext.self
        case .fixtures: FixturesContext.self
        case .package: PackageContext.self
        case .referenceIndex: ReferenceIndexContext.self
        case .referenceInterface: ReferenceInterfaceContext.self
        case .referenceModels: ReferenceModelsContext.self
        case .referenceStyle, .referenceScript: ReferenceAssetContext.self
        }
    }
}

/// The built-in partials: templates that others include with `{{> name}}`, read in place, and that a
/// user's folder may replace like a template.
public enum Partial: String, CaseIterable, Sendable {
    /// The call of the request core that `api` (in `call`) and `service` (in a stream's `streamCall`) make.
    case coreCall = "core-call"
}
