import Foundation
import NetLayerSpec

/// Maps a read description to the spec it becomes.
struct DraftBuilder {
    let options: ImportOptions
    let documents: DocumentSet

    static let builtinTypes: Set<String> = Set(TypeName.Builtin.allCases.map(\.rawValue))

    func build(_ description: APIDescription) -> SpecDraft {
        let exported = ExportedDocument.isExported(description)
        let name =
            options.name ?? (exported ? description.title : nil) ?? description.title.map(ImportNames.specName)
            ?? "API"
        var draft = SpecDraft(name: name, environments: environments(description))
        let security = SecurityMapper(description: description, documents: documents).map()

        let responses = description.operations.compactMap(\.response?.schema)
        if exported {
            // An exported document says its envelope (`x-netlayer-envelope`) and settings: nothing to detect.
            draft.settings =
                description.extensions.settings(ExportedDocument.specKeys)
                + ExportedDocument.commonValues(of: description.extensions)
        } else {
            switch options.envelope {
            case .none: break
            case .auto: draft.envelope = EnvelopeDetector(documents: documents).detect(responses)
            case .names(let code, let message, let data):
                draft.envelope = EnvelopeDetector(documents: documents, fixedNames: (code, message, data)).detect(
                    responses)
            }
        }

        let prefix = NamingOptions().typePrefix(for: name)
        // An exported spec's model names passed the spec's own checks: only what those refuse is reserved.
        var types = TypeMapper(
            reserved: SwiftNames.reservedTypeNames.union(Self.builtinTypes).union(exported ? [] : PlatformTypeNames.all)
                .union(
                    [
                        "RequestInterface", prefix + "Client", prefix + "API", prefix + "Environment",
                        prefix + "ClientDelegate",
                    ]), schemaNames: Self.schemaNames(in: documents), exported: exported, documents: documents)
        if exported { mapEveryModel(into: &types) }
        // Interface names are unique within a module; a name another module has too is told apart by its module.
        var earlierNames: Set<String> = []
        var moduleNames: Set<String> = []
        var groups: [(name: String, operations: [Operation])] = []
        for operation in description.operations {
            guard sendable(operation) else { continue }
            let group = ModuleGrouping.group(operation, by: options.grouping)
            if let index = groups.firstIndex(where: { $0.name == group }) {
                groups[index].operations.append(operation)
            } else {
                groups.append((group, [operation]))
            }
        }
        let auth = AuthPlan(security, description: description, operations: groups.flatMap(\.operations))
        auth.apply(to: &draft)
        for group in groups {
            var layout = ModuleGrouping.shared(group.operations.map(\.path))
            let moduleExtensions = description.tagExtensions[group.name] ?? NetLayerExtensions()
            let paths = exported ? exportedPaths(group.operations, module: moduleExtensions, of: description) : nil
            if paths != nil { layout = (nil, nil, 0) }
            var module = ModuleDraft(
                name: moduleName(group, options: options, taken: &moduleNames),
                summary: description.tagSummaries[group.name], prefix: layout.prefix, version: layout.version)
            if exported { module.settings = moduleExtensions.settings(ExportedDocument.moduleKeys) }
            var interfaceNames: Set<String> = []
            for (index, operation) in group.operations.enumerated() {
                var mapper = OperationMapper(
                    operation: operation,
                    path: paths?[index] ?? ModuleGrouping.remainder(operation.path, dropping: layout.length),
                    module: module.name, envelope: draft.envelope,
                    auth: auth.auth(of: operation), sharedHeaders: auth.sharedHeaders, documents: documents)
                mapper.exported = exported
                module.interfaces.append(
                    contentsOf: mapper.map(
                        named: &interfaceNames, elsewhere: earlierNames, types: &types))
            }
            earlierNames.formUnion(interfaceNames)
            OperationMapper.pairStreams(&module.interfaces)
            draft.modules.append(module)
        }
        // One version for every module is written once, at the top.
        let versions = Set(draft.modules.map(\.version))
        if exported {
            draft.version = description.extensions[OpenAPIExtension.version]?.string.flatMap { $0.isEmpty ? nil : $0 }
        } else if versions.count == 1, let version = versions.first ?? nil {
            draft.version = version
            for index in draft.modules.indices { draft.modules[index].version = nil }
        }
        draft.models = types.models
        draft.modelSettings = types.catalog.settings
        SharedModels(named: types.names.named, taken: types.names.taken).fold(&draft)
        return draft
    }

    /// Every model of an exported document, in its order: a model only a
    /// stream's `of` names, or none at all, is still the spec's. Envelope
    /// schemas are the envelope's, not models.
    private func mapEveryModel(into types: inout TypeMapper) {
        guard let root = documents.root(of: documents.rootPath, referencedAt: nil) else { return }
        for (name, node) in root["components"]?["schemas"]?.entries ?? []
        where node[OpenAPIExtension.envelope] == nil {
            let pointer = JSONPointer(tokens: ["components", "schemas", name])
            let schema = Schema(shape: .reference(.init(file: root.file, pointer: pointer)), location: node.location)
            _ = types.type(of: schema, use: .field, name: name)
        }
    }

    /// Each operation's path after its module's layout, when an exported
    /// document's extensions say the layout, prefix and version and every
    /// path follows them; else nil, and the paths are read as any others.
    private func exportedPaths(
        _ operations: [Operation], module: NetLayerExtensions, of description: APIDescription
    ) -> [String]? {
        let template =
            module[OpenAPIExtension.url]?.string ?? description.extensions[OpenAPIExtension.url]?.string
            ?? URLLayout.standard.template
        let version =
            module[OpenAPIExtension.version]?.string ?? description.extensions[OpenAPIExtension.version]?.string ?? ""
        let paths = operations.map {
            ExportedDocument.remainder(
                of: $0.path, template: template, prefix: module[OpenAPIExtension.prefix], version: version)
        }
        return paths.contains(nil) ? nil : paths.compactMap { $0 }
    }

    /// The model names of the root document's `components/schemas` (or `definitions`).
    static func schemaNames(in documents: DocumentSet) -> Set<String> {
        guard let root = documents.root(of: documents.rootPath, referencedAt: nil) else { return [] }
        let schemas = root["components"]?["schemas"] ?? root["definitions"]
        return Set((schemas?.entries ?? []).map { ImportNames.typeName($0.key) })
    }

    /// The module's name: its tag's or path segment's, in camel case; with
    /// `Module` after it when the generated client has a member of that
    /// name (`api`), and numbered when another module has it; a warning
    /// names both then.
    func moduleName(
        _ group: (name: String, operations: [Operation]), options: ImportOptions, taken: inout Set<String>
    ) -> String {
        let natural = ImportNames.memberName(group.name)
        var base = natural
        var reason = "another module has that name"
        if SwiftNames.clientMembers.contains(SwiftIdentifier.unquoted(SwiftIdentifier.propertyName(natural))) {
            base += "Module"
            reason = "the generated client has a member '\(natural)'"
        }
        let name = ImportNames.unique(base, in: &taken) { SwiftIdentifier.propertyName($0) }
        if name != natural {
            let source = options.grouping == .tags && group.operations[0].tags.first == group.name ? "tag" : "path"
            documents.diagnostics.warning(
                "renamed the module of \(source) '\(group.name)' to '\(name)': \(reason)",
                at: group.operations[0].location, group: .renamed)
        }
        return name
    }

    /// Methods a spec has: TRACE is reported and left out, and so is a path
    /// that the spec format cannot read as `{placeholders}`.
    func sendable(_ operation: Operation) -> Bool {
        guard HTTPMethod(specMethod: operation.method) != nil else {
            documents.diagnostics.warning(
                "\(operation.method) \(operation.path) is left out: a spec has no \(operation.method) interfaces",
                at: operation.location)
            return false
        }
        if case .failure(let failure) = BraceTemplate.parse(operation.path) {
            documents.diagnostics.warning(
                "\(operation.method) \(operation.path) is left out: its path \(failure.message)",
                at: operation.location)
            return false
        }
        return true
    }

    /// One environment per server: `production` first, the others named from
    /// their description. A relative or missing server URL gets a
    /// placeholder host, with a warning to replace it.
    private func environments(_ description: APIDescription) -> [(
        name: String, url: String, isProduction: Bool
    )] {
        // A server offered over both http and https is one environment, the https one.
        let secure = Set(description.servers.map(\.url).filter { $0.hasPrefix("https://") })
        let servers = description.servers.filter { server in
            // Environments an exported document names are kept apart.
            server.environment != nil
                || !(server.url.hasPrefix("http://")
                    && secure.contains("https://" + server.url.dropFirst("http://".count)))
        }
        var names: Set<String> = []
        var result: [(String, String, Bool)] = []
        for (index, server) in servers.enumerated() {
            var url = server.url
            let isRelative = !(url.hasPrefix("https://") || url.hasPrefix("http://"))
            if isRelative { url = "https://api.example.invalid" + (url.hasPrefix("/") ? url : "/" + url) }
            while url.hasSuffix("/") { url.removeLast() }
            if !BaseURL.isValid(url) {
                // The spec refuses such a base URL (a space or bracket in the host, a query).
                documents.diagnostics.warning(
                    "server URL '\(server.url)' is not an http or https URL without query or fragment; "
                        + "the environment uses 'https://api.example.invalid': replace it with the real one",
                    at: server.location, group: .editRequest)
                url = "https://api.example.invalid"
            } else if isRelative {
                documents.diagnostics.warning(
                    "server URL '\(server.url)' is not absolute; the environment uses '\(url)': "
                        + "replace it with the real host",
                    at: server.location, group: .editRequest)
            }
            let base =
                server.environment
                ?? (index == 0
                    ? "production"
                    : server.summary.map {
                        ImportNames.memberName(ImportNames.words($0).prefix(3).joined(separator: " "))
                    }
                        ?? "server\(index + 1)")
            result.append((ImportNames.unique(base, in: &names), url, server.isProduction))
        }
        if result.isEmpty {
            documents.diagnostics.warning(
                "the document names no server; the environment 'production' uses 'https://api.example.invalid': "
                    + "replace it with the real host",
                at: SourceLocation(file: documents.rootPath, line: 1, column: 1, pointer: "#"), group: .editRequest)
            result.append(("production", "https://api.example.invalid", false))
        }
        return result
    }
}
