extension RuleTree {
    /// The first rule `value` breaks: its own first, then, in order, its elements', its values' and its fields';
    /// nil when it keeps them all.
    ///
    /// - Parameter value: A value of the type, as JSON.
    /// - Returns: The rule broken and the key path to the value that breaks it.
    public func breach<Value: RuleCheckable>(of value: Value) -> Breach? {
        breach(of: value, at: root, path: "")
    }

    private func breach<Value: RuleCheckable>(of value: Value, at node: Node, path: String) -> Breach? {
        switch (node, value.ruleSubject) {
        case (.none, _):
            return nil
        case (.rules(let rules, let inside), _):
            if let violation = rules.violation(of: value) { return Breach(path: path, violation: violation) }
            return breach(of: value, at: inside, path: path)
        case (.elements(let element), .array(let elements)):
            for (index, item) in elements.enumerated() {
                if let breach = breach(of: item, at: element, path: "\(path)[\(index)]") { return breach }
            }
            return nil
        case (.values(let element), .object(let members)):
            for member in members {
                if let breach = breach(of: member.value, at: element, path: "\(path).\(member.key)") { return breach }
            }
            return nil
        case (.model(let name), .object(let members)):
            guard let model = models[name] else { return nil }
            return modelBreach(of: value, members, in: model, path: path)
        default:
            return nil
        }
    }

    private func modelBreach<Value: RuleCheckable>(
        of value: Value, _ members: [(key: String, value: Value)], in model: Model, path: String
    ) -> Breach? {
        switch model {
        case .fields(let fields):
            for field in fields {
                guard let member = members.first(where: { $0.key == field.key }) else { continue }
                if let breach = breach(of: member.value, at: field.node, path: "\(path).\(field.key)") {
                    return breach
                }
            }
            return nil
        case .union(let discriminator, var alternatives):
            if let discriminator, let tagValue = members.first(where: { $0.key == discriminator })?.value,
                case .string(let tag) = tagValue.ruleSubject
            {
                alternatives = alternatives.filter { $0.tag == tag }
            }
            var first: Breach?
            for alternative in alternatives {
                guard let breach = breach(of: value, at: alternative.node, path: path) else { return nil }
                first = first ?? breach
            }
            return first
        }
    }
}
