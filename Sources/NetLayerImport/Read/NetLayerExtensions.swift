import NetLayerSpec

/// The `x-netlayer-*` members of one node of a document, by key: what
/// `netlayer export` wrote for what OpenAPI cannot say (`OpenAPIExtension`).
/// Empty for any other document, so the import of one is unchanged; where
/// there is one, it wins over the importer's own guesses.
struct NetLayerExtensions: Sendable {
    private var members: [String: DocumentNode] = [:]

    init() {}

    /// The extensions of `node`; none when it is nil.
    init(_ node: DocumentNode?) {
        for (key, value) in node?.entries ?? [] where key.hasPrefix("x-netlayer-") { members[key] = value }
    }

    subscript(key: String) -> DocumentNode? { members[key] }

    var isEmpty: Bool { members.isEmpty }

    /// The value of `key` as spec YAML in flow style, as the spec writes it under its own key.
    func yaml(_ key: String) -> String? {
        members[key].map(Self.flow)
    }

    /// `node` as flow YAML: `{ times: 2, on: [502, connectionLost] }`.
    static func flow(_ node: DocumentNode) -> String {
        if node.isMapping {
            return "{ "
                + node.entries.map { YAMLText.string($0.key, flow: true) + ": " + flow($0.value) }
                .joined(separator: ", ") + " }"
        }
        if node.isSequence { return "[" + node.items.map(flow).joined(separator: ", ") + "]" }
        return node.scalarValue.map { YAMLText.value($0, flow: true) } ?? "~"
    }
}

/// A spec key and its value as YAML text, written as it comes: the settings
/// an exported document carries in its extensions.
struct SettingDraft: Sendable {
    var key: String
    var value: String
}

extension NetLayerExtensions {
    /// The settings among `keys` (extension key → spec key) that are present, in that order.
    func settings(_ keys: [(String, String)]) -> [SettingDraft] {
        keys.compactMap { extensionKey, specKey in yaml(extensionKey).map { SettingDraft(key: specKey, value: $0) } }
    }
}
