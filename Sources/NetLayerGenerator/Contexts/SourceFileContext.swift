/// A Swift file of the generated code: its header, its imports, and the
/// declarations of each section, a blank line apart.
///
/// A file has one section in the one-file-per-module layout, and every
/// module's in the one-file-per-layer layout.
struct SourceFileContext: Sendable, Encodable {
    var header: String
    var imports: [Import]
    var sections: [Section]
}

/// One import line.
struct Import: RenderContext {
    var module: String
    /// The SPI group the generated code uses, if any.
    var spi: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case module, spi
    }
}

/// The declarations of one template in a file.
enum Section: Sendable, Encodable {
    case environment(EnvironmentContext)
    case interfaceEnum(InterfaceEnumContext)
    case client(ClientContext)
    case moduleAPI(ModuleAPIContext)
    case moduleService(ModuleServiceContext)
    case models(ModelsContext)
    case fixtures(FixturesContext)

    var template: Template {
        switch self {
        case .environment: .environment
        case .interfaceEnum: .requestInterface
        case .client: .client
        case .moduleAPI: .api
        case .moduleService: .service
        case .models: .models
        case .fixtures: .fixtures
        }
    }

    var context: any RenderContext {
        switch self {
        case .environment(let context): context
        case .interfaceEnum(let context): context
        case .client(let context): context
        case .moduleAPI(let context): context
        case .moduleService(let context): context
        case .models(let context): context
        case .fixtures(let context): context
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SectionKey.self)
        try container.encode(template.rawValue, forKey: .template)
        try context.encode(to: container.superEncoder(forKey: .context))
    }

    private enum SectionKey: String, CodingKey {
        case template, context
    }
}

/// The file template's view of a source file: sections already rendered.
struct RenderedSourceFile: RenderContext {
    var header: String
    var imports: [Import]
    var sections: [String]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case header, imports, sections
    }

    static var nestedContexts: [any RenderContext.Type] { [Import.self] }
}
