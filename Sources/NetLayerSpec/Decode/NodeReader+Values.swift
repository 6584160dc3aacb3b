extension Spec.URLLayout {
    /// `{base}/{prefix}/{version}/{path}`.
    static let standard = Spec.URLLayout(
        template: defaultTemplate,
        parts: [
            .placeholder(.base), .literal("/"), .placeholder(.prefix), .literal("/"),
            .placeholder(.version), .literal("/"), .placeholder(.path),
        ],
        location: nil)
}

extension NodeReader {
    mutating func urlLayout(_ node: YAMLNode) -> Spec.URLLayout? {
        guard let template = string(node, "'url'") else { return nil }
        let parts: [BraceTemplate.Part]
        switch BraceTemplate.parse(template) {
        case .success(let parsed): parts = parsed
        case .failure(let failure):
            error("'url' \(failure.message)", at: node)
            return nil
        }
        var layout: [Spec.URLLayout.Part] = []
        for part in parts {
            switch part {
            case .literal(let text):
                layout.append(.literal(text))
            case .placeholder(let name):
                guard let placeholder = Spec.URLLayout.Placeholder(rawValue: name) else {
                    let known = Spec.URLLayout.Placeholder.allCases.map(\.rawValue)
                    let list = known.map { "{\($0)}" }.joined(separator: ", ")
                    error(
                        Suggestion.hint(
                            "unknown placeholder '{\(name)}' in 'url'; it may use \(list)", for: name, in: known),
                        at: node)
                    return nil
                }
                layout.append(.placeholder(placeholder))
            }
        }
        for required in [Spec.URLLayout.Placeholder.base, .path] where !layout.contains(.placeholder(required)) {
            error("'url' must contain {\(required.rawValue)}", at: node)
            return nil
        }
        // The base URL carries the scheme and host: the runtime puts it first, once, whatever the layout says.
        guard layout.first == .placeholder(.base), layout.filter({ $0 == .placeholder(.base) }).count == 1 else {
            error("'url' must start with {base} and name it once: the base URL begins every URL", at: node)
            return nil
        }
        return Spec.URLLayout(template: template, parts: layout, location: location(node))
    }

    /// An interface path and the names of its placeholders.
    mutating func path(_ node: YAMLNode) -> (path: Located<String>, placeholders: [String])? {
        guard let path = located(node, "'path'") else { return nil }
        switch BraceTemplate.parse(path.value) {
        case .success(let parts):
            let names = parts.compactMap { part -> String? in
                if case .placeholder(let name) = part { return name }
                return nil
            }
            return (path, names)
        case .failure(let failure):
            error("'path' \(failure.message)", at: node)
            return nil
        }
    }

    /// A value for every environment, or a mapping of environment names to values.
    mutating func perEnvironment(_ node: YAMLNode, _ what: String) -> PerEnvironment<String>? {
        if node.entries == nil {
            return string(node, what).map { .same($0, location: location(node)) }
        }
        let values = namedEntries(node, of: what).compactMap { entry -> EnvironmentEntry<String>? in
            guard let value = string(entry.value, "\(what) of '\(entry.name)'") else { return nil }
            return EnvironmentEntry(environment: entry.name, value: value, location: location(entry.key))
        }
        guard !values.isEmpty else {
            error("\(what) must give a value for at least one environment", at: node)
            return nil
        }
        return .each(values)
    }

    /// Headers or parameters sent with every request; `$name` values come
    /// from the app at run time.
    mutating func commonValues(_ node: YAMLNode, of what: String) -> [Spec.CommonValue] {
        namedEntries(node, of: what).compactMap { entry in
            guard let text = string(entry.value, "the value of '\(entry.name)'") else { return nil }
            let isRuntime = text.hasPrefix("$") && entry.value.scalar?.isPlain == true
            let value: Spec.CommonValue.Value = isRuntime ? .runtime(String(text.dropFirst())) : .literal(text)
            return Spec.CommonValue(name: entry.name, value: value, location: location(entry.key))
        }
    }

    /// A type in any of its shapes, reported where it is written.
    mutating func type(_ node: YAMLNode) -> Located<TypeName>? {
        switch TypeParser.parse(node) {
        case .success(let type):
            return Located(type, at: location(node))
        case .failure(let failure):
            error(failure.message, at: node)
            return nil
        }
    }
}
