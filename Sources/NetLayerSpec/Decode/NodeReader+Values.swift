extension URLLayout {
    /// `{base}/{prefix}/{version}/{path}`.
    static let standard = URLLayout(
        template: defaultTemplate,
        parts: [
            .placeholder(.base), .literal("/"), .placeholder(.prefix), .literal("/"),
            .placeholder(.version), .literal("/"), .placeholder(.path),
        ],
        location: nil)
}

extension NodeReader {
    mutating func urlLayout(_ node: YAMLNode) -> URLLayout? {
        guard let template = string(node, "'url'") else { return nil }
        var parts: [URLLayout.Part] = []
        var literal = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                error("'url' has a '{' without a closing '}'", at: node)
                return nil
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard let placeholder = URLLayout.Placeholder(rawValue: name) else {
                let known = URLLayout.Placeholder.allCases.map(\.rawValue)
                let list = known.map { "{\($0)}" }.joined(separator: ", ")
                error(
                    Suggestion.hint(
                        "unknown placeholder '{\(name)}' in 'url'; it may use \(list)", for: name, in: known), at: node)
                return nil
            }
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
            parts.append(.placeholder(placeholder))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { parts.append(.literal(literal)) }
        for required in [URLLayout.Placeholder.base, .path] where !parts.contains(.placeholder(required)) {
            error("'url' must contain {\(required.rawValue)}", at: node)
            return nil
        }
        return URLLayout(template: template, parts: parts, location: location(node))
    }

    /// A value for every environment, or a mapping of environment names to values.
    mutating func perEnvironment(_ node: YAMLNode, _ what: String) -> PerEnvironment<String>? {
        if node.entries == nil {
            return string(node, what).map { .same($0, location: location(node)) }
        }
        let values = namedEntries(node, of: what).compactMap { entry -> EnvironmentValue<String>? in
            guard let value = string(entry.value, "\(what) of '\(entry.name)'") else { return nil }
            return EnvironmentValue(environment: entry.name, value: value, location: location(entry.key))
        }
        guard !values.isEmpty else {
            error("\(what) must give a value for at least one environment", at: node)
            return nil
        }
        return .each(values)
    }

    /// Headers or parameters sent with every request; `$name` values come
    /// from the app at run time.
    mutating func commonValues(_ node: YAMLNode, of what: String) -> [CommonValue] {
        namedEntries(node, of: what).compactMap { entry in
            guard let text = string(entry.value, "the value of '\(entry.name)'") else { return nil }
            let isRuntime = text.hasPrefix("$") && entry.value.scalar?.isPlain == true
            let value: CommonValue.Value = isRuntime ? .runtime(String(text.dropFirst())) : .literal(text)
            return CommonValue(name: entry.name, value: value, location: location(entry.key))
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
