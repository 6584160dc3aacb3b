import Foundation

/// Every file to generate and what it holds: every name, literal and
/// comment already decided, so rendering only lays them out.
///
/// Encoded as JSON, it is what the templates see: the plan golden beside
/// the Swift ones shows a change of the plan apart from one of a template.
public struct GenerationPlan: Sendable, Encodable {
    /// Every file to generate, in the order they are rendered and reported.
    public var files: [PlannedFile]

    /// The plan as JSON, keys sorted, for reading and comparing.
    ///
    /// - Returns: Indented JSON, with a final line break.
    /// - Throws: `EncodingError` if a value cannot be encoded; the plan holds only strings, numbers, booleans,
    ///   lists and objects, so it does not happen.
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
        /// `Package.swift`, rendered from the package template.
        case manifest(PackageContext)
        /// Written as it is: the runtime's sources, carried inside a package.
        case copy(String)
        /// A file of the API reference.
        case reference(ReferencePage)
    }

    /// The file's path relative to the output folder, with `/` between components.
    public var path: String
    var content: Content

    /// Encodes the path and what the file holds: its template context, the package manifest's, the number of
    /// bytes of a copied runtime source, or a reference page's.
    ///
    /// - Parameter encoder: The encoder to write into.
    /// - Throws: Whatever `encoder` throws for a value it cannot encode.
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
