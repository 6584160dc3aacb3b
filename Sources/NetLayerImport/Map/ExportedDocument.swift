import NetLayerSpec

/// What the import of a document `netlayer export` wrote reads from its
/// `x-netlayer-*` extensions rather than guess: each level's settings by
/// the spec key they go back under, the replies' envelope, a module's URL
/// layout. Used only when the document says it is one (`x-netlayer-format`).
enum ExportedDocument {
    typealias Key = OpenAPIExtension

    /// Whether `description` is an exported spec.
    static func isExported(_ description: APIDescription) -> Bool {
        description.extensions[Key.format] != nil
    }

    /// Top-level settings, by spec key. (`envelope` among them: it is read
    /// as it was written, not detected.)
    static let specKeys: [(String, String)] = [
        (Key.timeout, "timeout"), (Key.url, "url"), (Key.envelope, "envelope"), (Key.retry, "retry"),
        (Key.lenient, "lenient"), (Key.cache, "cache"), (Key.checkConstraints, "checkConstraints"),
    ]

    /// The common headers and parameters: `$name` plain (the app supplies
    /// it), a literal quoted when it starts with `$` (`{literal: …}`).
    static func commonValues(of extensions: NetLayerExtensions) -> [SettingDraft] {
        [(Key.headers, "headers"), (Key.parameters, "parameters")].compactMap { key, specKey in
            guard let node = extensions[key], node.isMapping else { return nil }
            let pairs = node.entries.map { name, value -> String in
                let text =
                    value["literal"]?.string.map(YAMLText.quoted)
                    ?? value.string.map { YAMLText.string($0, flow: true) } ?? NetLayerExtensions.flow(value)
                return YAMLText.string(name, flow: true) + ": " + text
            }
            return SettingDraft(key: specKey, value: "{ " + pairs.joined(separator: ", ") + " }")
        }
    }
    /// A tag's settings: its module's.
    static let moduleKeys: [(String, String)] = [
        (Key.prefix, "prefix"), (Key.base, "base"), (Key.url, "url"), (Key.version, "version"),
        (Key.envelope, "envelope"), (Key.timeout, "timeout"), (Key.retry, "retry"), (Key.lenient, "lenient"),
        (Key.cache, "cache"),
    ]
    /// An operation's settings: its interface's (`accepts`, `body` and the
    /// envelope `none` go through the draft's own fields).
    static let interfaceKeys: [(String, String)] = [
        (Key.cancel, "cancel"), (Key.cache, "cache"), (Key.lenient, "lenient"), (Key.retry, "retry"),
        (Key.timeout, "timeout"), (Key.idempotent, "idempotent"), (Key.paging, "paging"), (Key.stream, "stream"),
        (Key.errors, "errors"), (Key.examples, "examples"), (Key.checkConstraints, "checkConstraints"),
    ]
    /// A model schema's settings.
    static let modelKeys: [(String, String)] = [(Key.lenient, "lenient"), (Key.frozen, "frozen")]

    /// The path after a module's layout (`{base}/{prefix}/{version}/{path}`) in the first environment:
    /// `/student/v5/student/list` → `student/list`; nil when the path does not start as the layout says.
    static func remainder(
        of path: String, template: String, prefix: DocumentNode?, version: String
    ) -> String? {
        let firstPrefix = prefix?.string ?? prefix?.entries.first?.value.string ?? ""
        guard template.hasSuffix("{path}") else { return nil }
        let lead = String(template.dropLast("{path}".count))
            .replacingOccurrences(of: "{base}", with: "")
            .replacingOccurrences(of: "{prefix}", with: firstPrefix)
            .replacingOccurrences(of: "{version}", with: version)
        var collapsed = "/"
        for character in lead where !(character == "/" && collapsed.last == "/") { collapsed.append(character) }
        var rest = Substring(path)
        while rest.hasPrefix("/") { rest = rest.dropFirst() }
        let head = collapsed.drop { $0 == "/" }
        guard rest.hasPrefix(head) else { return nil }
        return String(rest.dropFirst(head.count).drop { $0 == "/" })
    }

    /// The data examples of a JSON reply (`examples` of its media type, but
    /// the errors'), each taken out of its envelope and its `at` path, as
    /// the spec's `examples`; nil when there are none.
    static func examples(of operation: Operation, in documents: DocumentSet) -> SettingDraft? {
        guard let response = operation.response, let examples = response.examples, examples.isMapping else {
            return nil
        }
        let errors = Set((operation.extensions[Key.errors]?.entries ?? []).map(\.key))
        var path: [String] = []
        if let envelope = envelopeNode(of: response.schema, in: documents) {
            // An envelope without a data path holds the payload beside its code: not taken apart.
            guard let data = envelope["data"]?.string else { return nil }
            path = data.split(separator: ".").map(String.init)
        }
        path += (operation.extensions[Key.at]?.string ?? "").split(separator: ".").map(String.init)
        let pairs = examples.entries.compactMap { name, example -> String? in
            guard !errors.contains(name), var value = example["value"] else { return nil }
            for key in path {
                guard let inner = value[key] else { return nil }
                value = inner
            }
            return YAMLText.string(name, flow: true) + ": " + NetLayerExtensions.flow(value)
        }
        return pairs.isEmpty ? nil : SettingDraft(key: "examples", value: "{ " + pairs.joined(separator: ", ") + " }")
    }

    /// The `x-netlayer-envelope` of the envelope schema a reply is in.
    private static func envelopeNode(of schema: Schema, in documents: DocumentSet) -> DocumentNode? {
        let reference: Schema
        switch schema.shape {
        case .reference: reference = schema
        case .allOf(let parts) where parts.count == 2: reference = parts[0]
        default: return nil
        }
        guard case .reference(let target) = reference.shape else { return nil }
        return documents.node(at: target, referencedAt: schema.location)?[Key.envelope]
    }

    /// The envelope schema a reply refers to, and the payload inside it: a
    /// reply `allOf` an envelope's `$ref` and an object holding the payload
    /// at the envelope's data path, or the `$ref` alone (no payload).
    /// Nil when the reply is not in an exported envelope.
    static func enveloped(_ schema: Schema, in documents: DocumentSet) -> Enveloped? {
        func envelope(_ schema: Schema) -> DocumentNode? {
            guard case .reference(let target) = schema.shape,
                let node = documents.node(at: target, referencedAt: schema.location)
            else { return nil }
            return node[Key.envelope]
        }
        if envelope(schema) != nil { return Enveloped(payload: nil) }
        guard case .allOf(let parts) = schema.shape, parts.count == 2, let found = envelope(parts[0]) else {
            return nil
        }
        guard let data = found["data"]?.string else { return Enveloped(payload: parts[1]) }
        return Enveloped(payload: descend(parts[1], data.split(separator: ".").map(String.init), in: documents))
    }

    /// A reply in an envelope: what it carries, nil for nothing.
    struct Enveloped {
        var payload: Schema?
    }

    /// The schema at a key path of object properties.
    static func descend(_ schema: Schema, _ path: [String], in documents: DocumentSet) -> Schema? {
        var current = schema
        for key in path {
            let (properties, _) = ObjectMerger(documents: documents).properties(of: current)
            guard let next = properties.first(where: { $0.name == key }) else { return nil }
            current = next.schema
        }
        return current
    }
}
