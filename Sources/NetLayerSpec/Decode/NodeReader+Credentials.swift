extension NodeReader {
    static let keyKeys = ["header", "query", "cookie", "scheme", "persist"]
    static let anyOfKeys = ["anyOf"]

    /// `auth.keys`: named credentials, each in one header, query item or cookie.
    mutating func keys(_ node: YAMLNode) -> [Auth.Key] {
        namedEntries(node, of: "'auth.keys'").compactMap { key($0.name, key: $0.key, value: $0.value) }
    }

    private mutating func key(_ name: String, key: YAMLNode, value: YAMLNode) -> Auth.Key? {
        let what = "key '\(name)'"
        guard let fields = mapping(value, of: what, keys: .key) else { return nil }
        let given = ["header", "query", "cookie"].filter { fields[$0] != nil }
        guard given.count == 1, let placementNode = fields[given[0]] else {
            if given.isEmpty {
                error("\(what) needs 'header', 'query' or 'cookie': where requests carry it", at: value)
            } else {
                error(
                    "\(what) is sent in one place: give one of 'header', 'query' and 'cookie', not "
                        + given.map { "'\($0)'" }.joined(separator: " and "), at: fields.key(given[1]) ?? value)
            }
            return nil
        }
        guard let placementName = string(placementNode, "'\(given[0])'") else { return nil }
        let placement: KeyConfiguration.Placement =
            switch given[0] {
            case "header": .header(placementName)
            case "query": .query(placementName)
            default: .cookie(placementName)
            }
        var scheme: String?
        if let schemeNode = fields["scheme"] {
            if case .header = placement {
                scheme = self.scheme(schemeNode, key: fields.key("scheme"), inQuery: false)
            } else {
                error(
                    "'scheme' goes with 'header': a key sent in a \(given[0]) has no authentication scheme",
                    at: fields.key("scheme") ?? schemeNode)
            }
        }
        let persist = fields["persist"].flatMap { bool($0, "'persist'") } ?? false
        return Auth.Key(
            name: name, placement: placement, scheme: scheme, persist: persist, location: location(key),
            placementLocation: location(placementNode))
    }

    /// An interface's or `auth.default`'s credentials: `none`, a name, a list
    /// of names sent together, or `{ anyOf: [...] }` of those, in order.
    mutating func authRequirement(_ node: YAMLNode) -> AuthRequirement? {
        if node.entries != nil {
            guard let fields = mapping(node, of: "'auth'", keys: .credentials),
                let list = require(fields, "anyOf", of: "'auth'", at: node)
            else { return nil }
            guard let items = list.items, !items.isEmpty else {
                error("'anyOf' must list the alternatives: names, lists of names, or 'none'", at: list)
                return nil
            }
            let alternatives = items.map { authAlternative($0) }
            guard !alternatives.contains(where: { $0 == nil }) else { return nil }
            return AuthRequirement(alternatives.compactMap { $0 })
        }
        return authAlternative(node).map { AuthRequirement([$0]) }
    }

    /// `none`, a credential's name, or a list of names.
    private mutating func authAlternative(_ node: YAMLNode) -> [String]? {
        if let items = node.items {
            var names: [String] = []
            for item in items {
                guard let name = credentialName(item) else { return nil }
                if name == "none" {
                    error("'none' stands alone: a list names credentials sent together", at: item)
                    return nil
                }
                if names.contains(name) {
                    error("'\(name)' is listed twice", at: item)
                    return nil
                }
                names.append(name)
            }
            if names.isEmpty {
                error("a list of credentials needs at least one name; 'none' sends none", at: node)
                return nil
            }
            return names
        }
        guard let name = credentialName(node) else { return nil }
        return name == "none" ? [] : [name]
    }

    private mutating func credentialName(_ node: YAMLNode) -> String? {
        guard let scalar = node.scalar, !node.isNull, !scalar.text.isEmpty else {
            error(
                "'auth' must be 'none', 'token', a key's name, a list of names, or '{ anyOf: [...] }'; "
                    + "found \(node.valueDescription)", at: node)
            return nil
        }
        return scalar.text
    }
}
