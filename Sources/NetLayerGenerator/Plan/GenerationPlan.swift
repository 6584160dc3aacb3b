import Foundation

/// Every file to generate and what it holds: every name, literal and
/// comment already decided, so rendering only lays them out.
///
/// Encoded as JSON, it is what the templates see: the plan golden beside
/// the Swift ones shows a change of the plan apart from one of a template.
public struct GenerationPlan: Sendable, Encodable {
    public var files: [PlannedFile]

    /// The plan as JSON, keys sorted, for reading and comparing.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}

/// One file of the plan, by its path relative to the output folder.
public struct PlannedFile: Sendable, Encodable {
    enum Content: Sendable {
        /// Rendered from templates.
        case source(SourceFileContext)
        case manifest(PackageContext)
        /// Written as it is: the runtime's sources, carried inside a package.
        case copy(String)
        /// A file of the API reference.
        case reference(ReferencePage)
    }

    public var path: String
    var content: Content

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(path, forKey: .path)
        switch content {
        case .source(let file): try container.encode(file, forKey: .source)
        case .manifest(let package): try container.encode(package, forKey: .manifest)
        case .copy(let text): try container.encode(text.utf8.count, forKey: .copiedBytes)
        case .reference(let page): try container.encode(page, forKey: .reference)
        }
    }

    private enum Key: String, CodingKey {
        case path, source, manifest, copiedBytes, reference
    }
}

/// A file of the API reference and the context its template renders.
enum ReferencePage: Sendable, Encodable {
    case index(ReferenceIndexContext)
    case interface(ReferenceInterfaceContext)
    case models(ReferenceModelsContext)
    /// The style sheet or the script.
    case asset(Template, ReferenceAssetContext)

    var template: Template {
        switch self {
        case .index: .referenceIndex
        case .interface: .referenceInterface
        case .models: .referenceModels
        case .asset(let template, _): template
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(template, forKey: .template)
        switch self {
        case .index(let context): try container.encode(context, forKey: .context)
        case .interface(let context): try container.encode(context, forKey: .context)
        case .models(let context): try container.encode(context, forKey: .context)
        case .asset(_, let context): try container.encode(context, forKey: .context)
        }
    }

    private enum Key: String, CodingKey {
        case template, context
    }
}
