extension NodeReader {
    mutating func urlLayout(_ node: YAMLNode) -> URLLayout? {
        guard let template = string(node, "'url'") else { return nil }
        let parts: [BraceTemplate.Part]
        switch BraceTemplate.parse(template) {
        case .success(let parsed): parts = parsed
        case .failure(let failure):
            error("'url' \(failure.message)", at: node)
            return nil
        }
        var layout: [URLLayout.Part] = []
        for part in parts {
            switch part {
            case .literal(let text):
                layout.append(.literal(text))
            case .placeholder(let name):
                guard let placeholder = URLLayout.Part.placeholders.first(where: { $0.name == name })?.part else {
                    let known = URLLayout.Part.placeholders.map(\.name)
                    let list = known.map { "{\($0)}" }.joined(separator: ", ")
                    error(
                        Suggestion.hint(
                            "unknown placeholder '{\(name)}' in 'url'; it may use \(list)", for: name, in: known),
                        at: node)
                    return nil
                }
                layout.append(placeholder)
            }
        }
        for required in [URLLayout.Part.base, .path] where !layout.contains(required) {
            error("'url' must contain {\(required.placeholderName ?? "")}", at: node)
            return nil
        }
        // The base URL carries the scheme and host: the runtime puts it first, once, whatever the layout says.
        guard layout.first == .base, layout.filter({ $0 == .base }).count == 1 else {
            error("'url' must start with {base} and name it once: the base URL begins every URL", at: node)
            return nil
        }
        return URLLayout(layout)
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
    mutating func commonValues(_ node: YAMLNode, of what: String) -> [Located<CommonValue>] {
        namedEntries(node, of: what).compactMap { entry in
            guard let text = string(entry.value, "the value of '\(entry.name)'") else { return nil }
            let isRuntime = text.hasPrefix("$") && entry.value.scalar?.isPlain == true
            let value: CommonValue.Value = isRuntime ? .runtime(String(text.dropFirst())) : .literal(text)
            return Located(CommonValue(entry.name, value), at: location(entry.key))
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
