/// Reads values out of one file's node tree, reporting every problem with its
/// position instead of stopping at the first.
struct NodeReader {
    let file: String
    var diagnostics = Diagnostics()

    init(file: String) {
        self.file = file
    }

    func location(_ node: YAMLNode) -> SourceLocation {
        SourceLocation(file: file, line: Int(node.mark.line), column: Int(node.mark.column))
    }

    /// Where each key of a mapping was written.
    func keyLocations(_ fields: Fields) -> [String: SourceLocation] {
        Dictionary(fields.keys.map { ($0.name, location($0.node)) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func error(_ message: String, at node: YAMLNode, notes: [Diagnostic] = []) {
        diagnostics.error(message, at: location(node), notes: notes)
    }

    /// The entries of a mapping whose keys are all in `table`; an unknown key is
    /// reported with the nearest known one, and left out.
    mutating func mapping(_ node: YAMLNode, of what: String, keys table: KeyTable) -> Fields? {
        guard let entries = mappingEntries(node, of: what) else { return nil }
        let keys = table.keys
        var fields = Fields()
        for entry in entries {
            guard let key = entry.key.scalar?.text else { continue }
            guard keys.contains(key) else {
                let nearest = Suggestion.nearest(to: key, in: keys)
                var message = "unknown key '\(key)' in \(what)"
                if let nearest {
                    message += "; did you mean '\(nearest)'?"
                    fields.misspelled.insert(nearest)
                }
                error(message, at: entry.key)
                continue
            }
            fields.add(key, key: entry.key, value: entry.value)
        }
        return fields
    }

    /// The value of a key that must be there; reported at `node` when missing.
    mutating func require(_ fields: Fields, _ key: String, of what: String, at node: YAMLNode) -> YAMLNode? {
        if let value = fields[key] { return value }
        if fields.misspelled.contains(key) { return nil }
        error("\(what) needs '\(key)'", at: node)
        return nil
    }

    /// Entries of a mapping whose keys are names (modules, params, models…),
    /// in the order written.
    mutating func namedEntries(_ node: YAMLNode, of what: String) -> [(name: String, key: YAMLNode, value: YAMLNode)] {
        guard let entries = mappingEntries(node, of: what) else { return [] }
        return entries.compactMap { entry in
            guard let name = entry.key.scalar?.text else { return nil }
            if name.isEmpty {
                error("a name in \(what) is empty", at: entry.key)
                return nil
            }
            return (name, entry.key, entry.value)
        }
    }

    /// A mapping's entries, with non-scalar keys reported and left out.
    private mutating func mappingEntries(_ node: YAMLNode, of what: String) -> [YAMLNode.Entry]? {
        guard let entries = node.entries else {
            error("\(what) must be a mapping, found \(node.kindDescription)", at: node)
            return nil
        }
        return entries.filter { entry in
            if entry.key.scalar == nil {
                error("a key in \(what) must be a name, found \(entry.key.kindDescription)", at: entry.key)
                return false
            }
            return true
        }
    }

    mutating func string(_ node: YAMLNode, _ what: String) -> String? {
        guard let scalar = node.scalar, !node.isNull else {
            error("\(what) must be a string, found \(node.kindDescription)", at: node)
            return nil
        }
        return scalar.text
    }

    mutating func located(_ node: YAMLNode, _ what: String) -> Located<String>? {
        string(node, what).map { Located($0, at: location(node)) }
    }

    mutating func bool(_ node: YAMLNode, _ what: String) -> Bool? {
        switch node.scalar.flatMap({ $0.isPlain ? $0.text : nil }) {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default:
            error("\(what) must be true or false, found \(describe(node))", at: node)
            return nil
        }
    }

    mutating func int(_ node: YAMLNode, _ what: String) -> Int? {
        if let scalar = node.scalar, scalar.isPlain, let value = Int(scalar.text) {
            return value
        }
        error("\(what) must be a whole number, found \(describe(node))", at: node)
        return nil
    }

    /// A number of seconds greater than zero.
    mutating func seconds(_ node: YAMLNode, _ what: String) -> Double? {
        if let scalar = node.scalar, scalar.isPlain, let value = Double(scalar.text), value.isFinite, value > 0 {
            return value
        }
        error("\(what) must be a number of seconds greater than 0, found \(describe(node))", at: node)
        return nil
    }

    /// One of a fixed set of words, such as an HTTP method.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ what: String, as: T.Type = T.self)
        -> T?
    where T.RawValue == String {
        word(node, what, from: T.allCases.map(\.rawValue)).flatMap(T.init(rawValue:))
    }

    /// One of `words`, reported with the list and the nearest one when it is not.
    mutating func word(_ node: YAMLNode, _ what: String, from words: [String]) -> String? {
        guard let text = string(node, what) else { return nil }
        if words.contains(text) { return text }
        let list = words.map { "'\($0)'" }.joined(separator: ", ")
        error(Suggestion.hint("\(what) must be one of \(list), found '\(text)'", for: text, in: words), at: node)
        return nil
    }

    mutating func keyPath(_ node: YAMLNode, _ what: String) -> ReplyPath? {
        guard let text = string(node, what) else { return nil }
        let components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !components.contains(where: \.isEmpty) else {
            error("\(what) must be a key path such as 'h.code', found '\(text)'", at: node)
            return nil
        }
        return ReplyPath(components)
    }

    /// A reply code: a number, or a string when quoted or not numeric.
    func code(_ node: YAMLNode) -> Code? {
        guard let scalar = node.scalar, !node.isNull else { return nil }
        if scalar.isPlain, let value = Int(scalar.text) { return .int(value) }
        return .string(scalar.text)
    }

    mutating func codes(_ node: YAMLNode, _ what: String) -> [Code] {
        let nodes = node.items ?? [node]
        return nodes.compactMap { item in
            guard let code = code(item) else {
                error("\(what) must list numbers or strings, found \(item.kindDescription)", at: item)
                return nil
            }
            return code
        }
    }

    func describe(_ node: YAMLNode) -> String { node.valueDescription }
}

/// The known keys of one mapping, for lookup by name.
///
/// A mapping has a handful of keys: a linear scan beats hashing each one.
struct Fields {
    private var entries: [(name: String, key: YAMLNode, value: YAMLNode)] = []
    /// Known keys that an unknown key was taken for a misspelling of: a
    /// missing one is not reported a second time.
    var misspelled: Set<String> = []

    subscript(name: String) -> YAMLNode? { entries.first { $0.name == name }?.value }

    /// The key node itself, to point at the key rather than its value.
    func key(_ name: String) -> YAMLNode? { entries.first { $0.name == name }?.key }

    /// Every key written, with its node.
    var keys: [(name: String, node: YAMLNode)] { entries.map { ($0.name, $0.key) } }

    mutating func add(_ name: String, key: YAMLNode, value: YAMLNode) {
        entries.append((name, key, value))
    }
}
