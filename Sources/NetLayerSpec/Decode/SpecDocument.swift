/// What one file of a spec holds, before the files are merged.
struct SpecDocument {
    /// The root file's settings; nil for an included file.
    var settings: Settings?
    var modules: [Module] = []
    var models: [Model] = []
    var includes: [Located<String>] = []

    struct Settings {
        var formatVersion: Int
        var name: Located<String>
        var version: String
        var timeout: Double
        var environments: [Environment]
        var url: URLLayout
        var headers: [Located<CommonValue>]
        var parameters: [Located<CommonValue>]
        var auth: Auth?
        var envelope: Envelope?
        var retry: RetryRule?
        var lenient: Leniency?
        var cache: Located<CacheSetting>?
        var checkConstraints = false
        var keyLocations: [String: SourceLocation] = [:]
    }

    static let rootKeys = [
        "netlayer", "name", "version", "timeout", "environments", "url", "headers",
        "parameters", "auth", "envelope", "retry", "lenient", "cache", "checkConstraints", "modules",
        "models", "include",
    ]
    static let includedKeys = ["netlayer", "modules", "models", "include"]
    /// An environment's long form.
    static let environmentKeys = ["url", "production"]
    static let formatVersion = 1
}

extension NodeReader {
    /// Reads a spec file: the root one with every setting, or an included one
    /// that adds modules and models.
    mutating func document(_ root: YAMLNode, isRoot: Bool) -> SpecDocument? {
        let what = isRoot ? "the spec" : "an included file"
        guard let fields = mapping(root, of: what, keys: isRoot ? .root : .included) else { return nil }
        var document = SpecDocument()

        let formatVersion = fields["netlayer"].flatMap { self.formatVersion($0) }
        if isRoot {
            document.settings = settings(fields, root: root, formatVersion: formatVersion)
        }
        if let node = fields["modules"] {
            document.modules = readEach(namedEntries(node, of: "'modules'")) { reader, entry in
                reader.module(entry.name, key: entry.key, value: entry.value)
            }
        }
        if let node = fields["models"] {
            document.models = readEach(namedEntries(node, of: "'models'")) { reader, entry in
                reader.model(entry.name, key: entry.key, value: entry.value)
            }
        }
        if let node = fields["include"] {
            let items = node.items ?? [node]
            document.includes = items.compactMap { located($0, "an include") }
        }
        return document
    }

    /// Each entry read by `read` on every core: an entry is read from its
    /// own nodes alone. What the readers report is kept in entry order, as
    /// one reader would have reported it.
    private mutating func readEach<Value: Sendable>(
        _ entries: [(name: String, key: YAMLNode, value: YAMLNode)],
        _ read: @Sendable (inout NodeReader, (name: String, key: YAMLNode, value: YAMLNode)) -> Value?
    ) -> [Value] {
        let file = self.file
        let results = entries.concurrentMap { entry in
            var reader = NodeReader(file: file)
            let value = read(&reader, entry)
            return (value: value, diagnostics: reader.diagnostics)
        }
        for result in results { diagnostics.append(contentsOf: result.diagnostics) }
        return results.compactMap(\.value)
    }

    private mutating func formatVersion(_ node: YAMLNode) -> Int? {
        guard let version = int(node, "'netlayer'") else { return nil }
        guard version == SpecDocument.formatVersion else {
            error("this netlayer reads format version \(SpecDocument.formatVersion) only, found \(version)", at: node)
            return nil
        }
        return version
    }

    /// The root file's settings. A missing or wrong value is reported and
    /// replaced by a stand-in, so that the checks still run and one run
    /// shows every problem.
    private mutating func settings(_ fields: Fields, root: YAMLNode, formatVersion: Int?) -> SpecDocument.Settings {
        if fields["netlayer"] == nil, !fields.misspelled.contains("netlayer") {
            error("the spec must start with 'netlayer: \(SpecDocument.formatVersion)', the format version", at: root)
        }
        let name = require(fields, "name", of: "the spec", at: root).flatMap { located($0, "'name'") }
        let environmentList = require(fields, "environments", of: "the spec", at: root).map { environments($0) } ?? []
        let version = fields["version"].flatMap { string($0, "'version'") } ?? ""
        let timeout = fields["timeout"].flatMap { seconds($0, "'timeout'") } ?? Spec.defaultTimeout
        let url = fields["url"].flatMap { urlLayout($0) } ?? .standard
        let headers = fields["headers"].map { commonValues($0, of: "'headers'") } ?? []
        let parameters = fields["parameters"].map { commonValues($0, of: "'parameters'") } ?? []
        let auth = fields["auth"].flatMap { self.auth($0) }
        let envelope: Envelope? =
            switch fields["envelope"].map({ envelopeChoice($0) }) {
            case .custom(let envelope): envelope
            default: nil
            }
        let retry: RetryRule? =
            switch fields["retry"].flatMap({ self.retry($0) }) {
            case .rule(let rule): rule
            default: nil
            }
        return .init(
            formatVersion: formatVersion ?? SpecDocument.formatVersion, name: name ?? Located("", at: location(root)),
            version: version, timeout: timeout,
            environments: environmentList, url: url, headers: headers, parameters: parameters,
            auth: auth, envelope: envelope, retry: retry, lenient: fields["lenient"].flatMap { leniency($0) },
            cache: fields["cache"].flatMap { cache($0) },
            checkConstraints: fields["checkConstraints"].flatMap { bool($0, "'checkConstraints'") } ?? false,
            keyLocations: keyLocations(fields))
    }

    private mutating func environments(_ node: YAMLNode) -> [Environment] {
        let entries = namedEntries(node, of: "'environments'")
        if entries.isEmpty, node.entries != nil {
            error("'environments' must name at least one base URL", at: node)
        }
        return entries.compactMap { entry in
            // The long form says more than the URL: `{ url: …, production: true }`.
            guard entry.value.entries != nil else {
                guard let url = string(entry.value, "the base URL of '\(entry.name)'") else { return nil }
                return Environment(name: entry.name, baseURL: url, location: location(entry.key))
            }
            let what = "environment '\(entry.name)'"
            guard let fields = mapping(entry.value, of: what, keys: .environment),
                let url = require(fields, "url", of: what, at: entry.key).flatMap({
                    string($0, "the base URL of '\(entry.name)'")
                })
            else { return nil }
            let production = fields["production"].flatMap { bool($0, "'production' of \(what)") } ?? false
            return Environment(
                name: entry.name, baseURL: url, isProduction: production, location: location(entry.key))
        }
    }
}
