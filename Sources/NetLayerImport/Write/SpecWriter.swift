import NetLayerSpec

/// Writes a draft as spec YAML for people: top-level settings first, then
/// modules and models in the document's order, short forms where they fit,
/// and, with `split`, one include file per module.
struct SpecWriter {
    /// The width a `key: { … }` line may have before it is written as a block mapping.
    static let flowWidth = 110

    /// A file of the written spec: its path relative to the root file's folder, and its text.
    struct File: Sendable, Equatable {
        var path: String
        var text: String
    }

    var header: String
    var split: Bool
    /// The root file's name without `.yaml`: the folder of the included files.
    var rootName: String

    func write(_ draft: SpecDraft) -> [File] {
        var root = Lines()
        root.line("# \(header)")
        root.line("netlayer: 1")
        root.line("name: \(YAMLText.string(draft.name))")
        if let version = draft.version { root.line("version: \(YAMLText.string(version))") }
        root.line("environments:")
        for environment in draft.environments {
            let (name, url) = (YAMLText.string(environment.name), YAMLText.string(environment.url))
            if environment.isProduction {
                root.line("  \(name):")
                root.line("    url: \(url)")
                root.line("    production: true")
            } else {
                root.line("  \(name): \(url)")
            }
        }
        for (key, entries) in [("headers", draft.headers), ("parameters", draft.parameters)] where !entries.isEmpty {
            root.line("\(key):")
            for entry in entries {
                // `$name` unquoted: the app supplies it (a quoted one is sent literally).
                root.line("  \(YAMLText.string(entry.name)): \(entry.value)")
            }
        }
        for setting in draft.settings { root.line("\(setting.key): \(setting.value)") }
        if draft.token != nil || !draft.keys.isEmpty { writeAuth(draft, into: &root) }
        if let envelope = draft.envelope {
            var pairs = [("code", YAMLText.string(envelope.code, flow: true))]
            if let message = envelope.message { pairs.append(("message", YAMLText.string(message, flow: true))) }
            if let data = envelope.data { pairs.append(("data", YAMLText.string(data, flow: true))) }
            pairs.append(
                ("success", "[" + envelope.success.map { YAMLText.value($0, flow: true) }.joined(separator: ", ") + "]")
            )
            root.line("envelope: \(Self.flow(pairs))")
        }
        guard split else {
            root.line("modules:")
            for module in draft.modules { write(module, into: &root, indent: 1) }
            writeModels(draft.models, settings: draft.modelSettings, into: &root)
            return [File(path: rootName + ".yaml", text: root.text)]
        }
        var files: [File] = []
        var includes: [String] = []
        for module in draft.modules {
            var lines = Lines()
            lines.line("# \(header)")
            lines.line("modules:")
            write(module, into: &lines, indent: 1)
            let path = "\(rootName)/\(module.name).yaml"
            includes.append(path)
            files.append(File(path: path, text: lines.text))
        }
        if !draft.models.isEmpty {
            var lines = Lines()
            lines.line("# \(header)")
            writeModels(draft.models, settings: draft.modelSettings, into: &lines)
            // A module may be named `models` (OpenAI's and Mistral's are): the models take another name then,
            // unlike it also where case is ignored, as on macOS's file systems.
            let taken = Set(draft.modules.map { $0.name.lowercased() })
            var name = "models"
            while taken.contains(name.lowercased()) { name = "_" + name }
            let path = "\(rootName)/\(name).yaml"
            includes.append(path)
            files.append(File(path: path, text: lines.text))
        }
        root.line("include:")
        for include in includes { root.line("  - \(YAMLText.string(include))") }
        return [File(path: rootName + ".yaml", text: root.text)] + files
    }

    private func write(_ module: ModuleDraft, into lines: inout Lines, indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        lines.line("\(pad)\(YAMLText.string(module.name)):")
        if let summary = module.summary { lines.line("\(pad)  summary: \(YAMLText.string(summary))") }
        if let prefix = module.prefix { lines.line("\(pad)  prefix: \(YAMLText.string(prefix))") }
        if let version = module.version { lines.line("\(pad)  version: \(YAMLText.string(version))") }
        for setting in module.settings { lines.line("\(pad)  \(setting.key): \(setting.value)") }
        if module.interfaces.isEmpty {
            lines.line("\(pad)  interfaces: {}")
            return
        }
        lines.line("\(pad)  interfaces:")
        for interface in module.interfaces { write(interface, into: &lines, indent: indent + 2) }
    }

    private func write(_ interface: InterfaceDraft, into lines: inout Lines, indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        lines.line("\(pad)\(YAMLText.string(interface.name)):")
        lines.line("\(pad)  method: \(interface.method)")
        lines.line("\(pad)  path: \(YAMLText.string(interface.path))")
        if let summary = interface.summary { lines.line("\(pad)  summary: \(YAMLText.string(summary))") }
        if let body = interface.body { lines.line("\(pad)  body: \(body)") }
        if let auth = interface.auth { lines.line("\(pad)  auth: \(auth)") }
        if interface.unwrapped { lines.line("\(pad)  envelope: none") }
        if interface.deprecated { lines.line("\(pad)  deprecated: true") }
        if !interface.parameters.isEmpty {
            lines.line("\(pad)  params:")
            for parameter in interface.parameters {
                var pairs: [(String, String)] = [("type", YAMLText.string(parameter.type.description, flow: true))]
                if let value = parameter.defaultValue { pairs.append(("default", YAMLText.value(value, flow: true))) }
                if let value = parameter.value { pairs.append(("value", YAMLText.value(value, flow: true))) }
                if let wire = parameter.wireName { pairs.append(("name", YAMLText.string(wire, flow: true))) }
                if let place = parameter.place { pairs.append(("in", place)) }
                if parameter.secret { pairs.append(("secret", "true")) }
                if let constraints = parameter.constraints {
                    pairs.append(("constraints", Self.flow(Self.pairs(of: constraints))))
                }
                if let summary = parameter.writtenSummary {
                    pairs.append(("summary", YAMLText.string(summary, flow: true)))
                }
                entry(
                    YAMLText.string(parameter.key), pairs, shortForm: YAMLText.string(parameter.type.description),
                    into: &lines,
                    indent: indent + 2)
            }
        }
        if let response = interface.response {
            if let at = interface.responseAt {
                let pairs = [
                    ("type", YAMLText.string(response.description, flow: true)),
                    ("at", YAMLText.string(at, flow: true)),
                ]
                lines.line("\(pad)  response: \(Self.flow(pairs))")
            } else {
                lines.line("\(pad)  response: \(YAMLText.string(response.description))")
            }
        }
        if let accepts = interface.accepts { lines.line("\(pad)  accepts: \(YAMLText.string(accepts))") }
        if let stream = interface.stream {
            var pairs: [(String, String)] = [("format", stream.format.rawValue)]
            if let type = stream.of { pairs.append(("of", YAMLText.string(type.description, flow: true))) }
            if let end = stream.end { pairs.append(("end", YAMLText.string(end, flow: true))) }
            lines.line("\(pad)  stream: \(pairs.count == 1 ? stream.format.rawValue : Self.flow(pairs))")
        }
        if interface.download { lines.line("\(pad)  download: true") }
        for setting in interface.settings { lines.line("\(pad)  \(setting.key): \(setting.value)") }
    }

    private func writeAuth(_ draft: SpecDraft, into root: inout Lines) {
        root.line("auth:")
        if let token = draft.token {
            var pairs: [(String, String)] = []
            if let header = token.header { pairs.append(("header", YAMLText.string(header, flow: true))) }
            if let query = token.query { pairs.append(("query", YAMLText.string(query, flow: true))) }
            if let scheme = token.scheme { pairs.append(("scheme", YAMLText.string(scheme, flow: true))) }
            pairs += token.settings.map { ($0.key, $0.value) }
            root.line("  token: \(Self.flow(pairs))")
        }
        if !draft.keys.isEmpty {
            root.line("  keys:")
            for key in draft.keys {
                var pairs: [(String, String)] = []
                for (name, value) in [("header", key.header), ("query", key.query), ("cookie", key.cookie)] {
                    if let value { pairs.append((name, YAMLText.string(value, flow: true))) }
                }
                if let scheme = key.scheme { pairs.append(("scheme", YAMLText.string(scheme, flow: true))) }
                pairs += key.settings.map { ($0.key, $0.value) }
                root.line("    \(YAMLText.string(key.name)): \(Self.flow(pairs))")
            }
        }
        if let requirement = draft.defaultAuth { root.line("  default: \(requirement)") }
    }

    private func writeModels(_ models: [ModelDraft], settings: [String: [SettingDraft]], into lines: inout Lines) {
        guard !models.isEmpty else { return }
        lines.line("models:")
        for model in models {
            let own = settings[model.name] ?? []
            switch model {
            case .structure(let name, let summary, let fields):
                if fields.isEmpty && summary == nil && own.isEmpty {
                    lines.line("  \(YAMLText.string(name)): {}")
                    continue
                }
                lines.line("  \(YAMLText.string(name)):")
                var indent = 2
                // A summary or a setting takes the long form, the fields under `fields`.
                if summary != nil || !own.isEmpty {
                    if let summary { lines.line("    summary: \(YAMLText.string(summary))") }
                    for setting in own { lines.line("    \(setting.key): \(setting.value)") }
                    lines.line(fields.isEmpty ? "    fields: {}" : "    fields:")
                    indent = 3
                }
                for field in fields {
                    var pairs: [(String, String)] = [("type", YAMLText.string(field.type.description, flow: true))]
                    if let key = field.key { pairs.append(("key", YAMLText.string(key, flow: true))) }
                    if let format = field.format { pairs.append(("format", YAMLText.string(format, flow: true))) }
                    if field.required { pairs.append(("required", "true")) }
                    if let example = field.example { pairs.append(("example", example)) }
                    if let constraints = field.constraints {
                        pairs.append(("constraints", Self.flow(Self.pairs(of: constraints))))
                    }
                    if let summary = field.summary { pairs.append(("summary", YAMLText.string(summary, flow: true))) }
                    entry(
                        YAMLText.string(field.name), pairs, shortForm: YAMLText.string(field.type.description),
                        into: &lines,
                        indent: indent)
                }
            case .enumeration(let name, let summary, let cases):
                let isString = cases.allSatisfy { if case .string = $0.rawValue { true } else { false } }
                let namesAreValues = isString && cases.allSatisfy { $0.rawValue == .string($0.name) }
                let caseList =
                    namesAreValues
                    ? "[" + cases.map { YAMLText.string($0.name, flow: true) }.joined(separator: ", ") + "]"
                    : "{ "
                        + cases.map {
                            "\(YAMLText.string($0.name, flow: true)): \(YAMLText.value($0.rawValue, flow: true))"
                        }
                        .joined(separator: ", ") + " }"
                if cases.contains(where: { $0.summary != nil }) {
                    // Documented cases take the long form, each case on its own line.
                    lines.line("  \(YAMLText.string(name)):")
                    lines.line("    enum: \(isString ? "String" : "Int")")
                    if let summary { lines.line("    summary: \(YAMLText.string(summary))") }
                    for setting in own { lines.line("    \(setting.key): \(setting.value)") }
                    lines.line("    cases:")
                    for enumCase in cases {
                        var pairs = [("value", YAMLText.value(enumCase.rawValue, flow: true))]
                        if let summary = enumCase.summary {
                            pairs.append(("summary", YAMLText.string(summary, flow: true)))
                        }
                        entry(
                            YAMLText.string(enumCase.name), pairs,
                            shortForm: YAMLText.value(enumCase.rawValue, flow: false), into: &lines, indent: 3)
                    }
                    continue
                }
                var pairs = [("enum", isString ? "String" : "Int"), ("cases", caseList)]
                if let summary { pairs.append(("summary", YAMLText.string(summary, flow: true))) }
                pairs += own.map { ($0.key, $0.value) }
                entry(YAMLText.string(name), pairs, shortForm: nil, into: &lines, indent: 1)
            case .union(let union):
                lines.line("  \(YAMLText.string(union.name)):")
                if let summary = union.summary { lines.line("    summary: \(YAMLText.string(summary))") }
                lines.line("    \(union.anyOf ? "anyOf" : "oneOf"):")
                for alternative in union.alternatives {
                    var pairs: [(String, String)] = [
                        ("type", YAMLText.string(alternative.type.description, flow: true))
                    ]
                    if let tag = alternative.tag { pairs.append(("tag", YAMLText.string(tag, flow: true))) }
                    entry(
                        YAMLText.string(alternative.name), pairs,
                        shortForm: YAMLText.string(alternative.type.description),
                        into: &lines, indent: 3)
                }
                if let discriminator = union.discriminator {
                    lines.line("    discriminator: \(YAMLText.string(discriminator))")
                }
                for setting in own { lines.line("    \(setting.key): \(setting.value)") }
            }
        }
    }

    /// `key: Type` when only a type is written, `key: { … }` when that fits,
    /// else a block mapping.
    private func entry(
        _ key: String, _ pairs: [(String, String)], shortForm: String?, into lines: inout Lines, indent: Int
    ) {
        let pad = String(repeating: "  ", count: indent)
        if pairs.count == 1, let shortForm {
            lines.line("\(pad)\(key): \(shortForm)")
            return
        }
        let flow = "\(pad)\(key): \(Self.flow(pairs))"
        if flow.count <= Self.flowWidth {
            lines.line(flow)
            return
        }
        lines.line("\(pad)\(key):")
        for (name, value) in pairs { lines.line("\(pad)  \(name): \(value)") }
    }

    /// Constraints as the spec writes them: JSON Schema's names, in the documentation's order, and numbers
    /// as the decimals they are (`0.01`, `9007199254740993`), never a binary fraction or an exponent.
    static func pairs(of constraints: Constraints) -> [(String, String)] {
        constraints.rules.map { rule in
            let value: String
            switch rule {
            case .minimum, .exclusiveMinimum: value = constraints.lowerBound?.value.description ?? ""
            case .maximum, .exclusiveMaximum: value = constraints.upperBound?.value.description ?? ""
            case .multipleOf: value = constraints.multipleOf?.description ?? ""
            case .minLength: value = constraints.minLength.map(String.init) ?? ""
            case .maxLength: value = constraints.maxLength.map(String.init) ?? ""
            case .pattern: value = YAMLText.string(constraints.pattern ?? "", flow: true)
            case .minItems: value = constraints.minItems.map(String.init) ?? ""
            case .maxItems: value = constraints.maxItems.map(String.init) ?? ""
            case .uniqueItems: value = "true"
            case .items: value = flow(constraints.items.map { pairs(of: $0) } ?? [])
            }
            return (rule.rawValue, value)
        }
    }

    static func flow(_ pairs: [(String, String)]) -> String {
        "{ " + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }"
    }
}

/// Lines of text, joined with a final newline.
struct Lines {
    private var lines: [String] = []

    mutating func line(_ text: String) {
        lines.append(text)
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
