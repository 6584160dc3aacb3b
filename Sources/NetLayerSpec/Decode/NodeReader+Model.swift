extension NodeReader {
    static let fieldKeys = ["type", "key", "summary", "format", "example", "required", "constraints"]
    /// A struct's long form.
    static let structKeys = ["fields", "summary", "lenient", "example"]
    static let enumKeys = ["enum", "cases", "summary", "frozen"]
    /// A case's long form.
    static let enumCaseKeys = ["value", "summary"]

    /// A struct (`field: Type` pairs, or `{summary, fields}`), an enum
    /// (`{enum: Int|String, cases}`) or a union (`{oneOf: …}`, `{anyOf: …}`).
    mutating func model(_ name: String, key: YAMLNode, value: YAMLNode) -> Model? {
        let what = "model '\(name)'"
        guard let entries = value.entries else {
            error("\(what) must be a mapping of fields, or an enum, found \(value.kindDescription)", at: value)
            return nil
        }
        let keys = Set(entries.compactMap { $0.key.scalar?.text })
        if keys.contains("enum") {
            guard let fields = mapping(value, of: what, keys: .enumeration) else {
                return nil
            }
            return enumeration(name, key: key, fields: fields)
        }
        if keys.contains("oneOf") || keys.contains("anyOf") {
            return union(name, key: key, value: value)
        }
        var summary: String?
        var lenient: Leniency?
        var example: ExampleNode?
        var fieldsNode = value
        if keys.contains("fields"), let node = entries.first(where: { $0.key.scalar?.text == "fields" })?.value,
            node.entries != nil
        {
            guard let fields = mapping(value, of: what, keys: .structure) else {
                return nil
            }
            summary = fields["summary"].flatMap { string($0, "'summary'") }
            lenient = fields["lenient"].flatMap { leniency($0) }
            example = fields["example"].map { self.example($0) }
            fieldsNode = node
        }
        let fields = namedEntries(fieldsNode, of: "the fields of '\(name)'").compactMap {
            field($0.name, key: $0.key, value: $0.value)
        }
        return Model(
            name: name, summary: summary, kind: .structure(fields), lenient: lenient, example: example,
            location: location(key))
    }

    /// `name: Type`, or the long form `{type, key, summary, format, example, required, constraints}`.
    private mutating func field(_ name: String, key: YAMLNode, value: YAMLNode) -> Field? {
        guard value.entries != nil else {
            return type(value).map {
                Field(name: name, key: name, type: $0, summary: nil, format: nil, location: location(key))
            }
        }
        let what = "field '\(name)'"
        guard let fields = mapping(value, of: what, keys: .field),
            let type = require(fields, "type", of: what, at: key).flatMap({ self.type($0) })
        else { return nil }
        return Field(
            name: name, key: fields["key"].flatMap { string($0, "'key'") } ?? name, type: type,
            summary: fields["summary"].flatMap { string($0, "'summary'") },
            format: fields["format"].flatMap { dateFormat($0, of: name, type: type.value) },
            example: fields["example"].map { self.example($0) },
            required: fields["required"].flatMap { node in
                bool(node, "'required'").map { Located($0, at: location(node)) }
            },
            constraints: fields["constraints"].flatMap { constraints($0, of: what) },
            location: location(key))
    }

    private mutating func enumeration(_ name: String, key: YAMLNode, fields: Fields) -> Model? {
        guard let rawNode = fields["enum"], let rawType = choice(rawNode, "'enum'", as: EnumModel.RawType.self),
            let casesNode = require(fields, "cases", of: "enum '\(name)'", at: key)
        else { return nil }
        var cases: [EnumModel.Case] = []
        if let items = casesNode.items {
            // A list of names: each case's raw value is its name.
            guard rawType == .string else {
                error("the cases of an Int enum need values: write 'name: 1' pairs", at: casesNode)
                return nil
            }
            for item in items {
                if let text = string(item, "a case of '\(name)'") {
                    cases.append(.init(name: text, rawValue: .string(text), location: location(item)))
                }
            }
        } else {
            for entry in namedEntries(casesNode, of: "the cases of '\(name)'") {
                // `name: value`, or the long form `name: { value, summary }`.
                var valueNode: YAMLNode? = entry.value
                var summary: String?
                if entry.value.entries != nil {
                    let what = "case '\(entry.name)'"
                    guard let fields = mapping(entry.value, of: what, keys: .enumCase) else { continue }
                    valueNode = require(fields, "value", of: what, at: entry.key)
                    summary = fields["summary"].flatMap { string($0, "'summary'") }
                }
                guard let valueNode else { continue }
                let raw: Code?
                switch rawType {
                case .int: raw = int(valueNode, "the value of case '\(entry.name)'").map(Code.int)
                case .string: raw = string(valueNode, "the value of case '\(entry.name)'").map(Code.string)
                }
                if let raw {
                    cases.append(
                        .init(name: entry.name, rawValue: raw, summary: summary, location: location(entry.key)))
                }
            }
        }
        if casesNode.items?.isEmpty ?? casesNode.entries?.isEmpty ?? false {
            error("enum '\(name)' needs at least one case", at: casesNode)
        }
        guard !cases.isEmpty else { return nil }
        return Model(
            name: name, summary: fields["summary"].flatMap { string($0, "'summary'") },
            kind: .enumeration(
                EnumModel(
                    rawType: rawType, cases: cases,
                    frozen: fields["frozen"].flatMap { bool($0, "'frozen'") } ?? false)),
            lenient: nil, location: location(key))
    }
}
