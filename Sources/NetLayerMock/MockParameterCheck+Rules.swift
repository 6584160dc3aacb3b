import NetLayer

extension MockParameterCheck {
    /// The rule the parameter's value breaks (`MockParameter.rules`), once `values` are of its kind; nil when
    /// it has no rules or keeps them.
    ///
    /// The message names the parameter, or for a value inside a JSON one the key path to it from the body
    /// (`body.items[2].name`) or from the parameter (`filter.limit`), then what the rule says of the value.
    func ruleProblem(with values: [MockValue]) -> Problem? {
        guard let rules = parameter.rules, let json = Self.json(of: values, kind: parameter.kind),
            let breach = rules.breach(of: json)
        else { return nil }
        let name = parameter.wireName
        let subject: String
        if breach.path.isEmpty {
            subject = "parameter '\(name)' (\(parameter.placement.rawValue))"
        } else {
            let root =
                switch parameter.placement {
                case .body: "body.\(name)"
                case .content: "body"
                case .path, .query, .header, .cookie: name
                }
            subject = root + breach.path
        }
        return Problem(
            message: "\(subject): \(breach.violation.message)",
            note: "parameter \(name) breaks \(breach.violation.rule.rawValue)")
    }

    /// The value as JSON, as the rules read it: text read as the parameter's kind (`500` a number, `true` a
    /// boolean), repeated values as an array; nil for a file, which no rule reads.
    private static func json(of values: [MockValue], kind: MockParameter.Kind) -> JSONValue? {
        guard case .array(let element) = kind else { return values.first.flatMap { json(of: $0, kind: kind) } }
        let items = items(of: values)
        let elements = items.compactMap { json(of: $0, kind: element) }
        return elements.count == items.count ? .array(elements) : nil
    }

    private static func json(of value: MockValue, kind: MockParameter.Kind) -> JSONValue? {
        switch value {
        case .json(let json): return json
        case .file: return nil
        case .text(let text): return json(ofText: text, kind: kind)
        case .content: return value.text.flatMap { json(ofText: $0, kind: kind) }
        }
    }

    private static func json(ofText text: String, kind: MockParameter.Kind) -> JSONValue? {
        switch kind {
        case .integer, .number: .number(text)
        case .boolean: .bool(["true", "1"].contains(text.lowercased()))
        case .json: try? JSONValue(parsing: text)
        case .string, .url, .oneOf: .string(text)
        case .file, .array: nil
        }
    }
}
