import Foundation

extension NodeReader {
    /// A field's or a parameter's `constraints`: JSON Schema's rule names, each once.
    ///
    /// What can be told from the mapping alone is checked here: numbers, counts that are not negative, a
    /// pattern that compiles, a lower limit not above the upper one. Whether a rule fits the type, and whether a
    /// default or an example keeps the rules, is `ConstraintRules`' (Checks/).
    mutating func constraints(_ node: YAMLNode, of what: String) -> Constraints? {
        guard let fields = mapping(node, of: "the constraints of \(what)", keys: .constraints) else { return nil }
        var constraints = Constraints(locations: .init(mapping: location(node)))
        for (name, keyNode) in fields.keys {
            guard let rule = ValueRules.Rule(rawValue: name), let value = fields[name] else { continue }
            constraints.locations.rules[rule] = location(keyNode)
            let label = "'\(name)'"
            switch rule {
            case .minimum, .exclusiveMinimum:
                constraints.lowerBound = number(value, label).map { .init($0, exclusive: rule == .exclusiveMinimum) }
            case .maximum, .exclusiveMaximum:
                constraints.upperBound = number(value, label).map { .init($0, exclusive: rule == .exclusiveMaximum) }
            case .multipleOf:
                guard let number = number(value, label) else { continue }
                guard number > 0 else {
                    error("'multipleOf' must be greater than 0, found \(describe(value))", at: value)
                    continue
                }
                constraints.multipleOf = number
            case .minLength: constraints.minLength = count(value, label)
            case .maxLength: constraints.maxLength = count(value, label)
            case .minItems: constraints.minItems = count(value, label)
            case .maxItems: constraints.maxItems = count(value, label)
            case .uniqueItems: constraints.uniqueItems = bool(value, label) ?? false
            case .pattern: constraints.pattern = pattern(value)
            case .items: constraints.items = self.constraints(value, of: "the items of \(what)")
            }
        }
        let pairs: [(plain: ValueRules.Rule, exclusive: ValueRules.Rule)] = [
            (.minimum, .exclusiveMinimum), (.maximum, .exclusiveMaximum),
        ]
        for pair in pairs where fields.key(pair.plain.rawValue) != nil {
            if let other = fields.key(pair.exclusive.rawValue) {
                error("'\(pair.plain.rawValue)' and '\(pair.exclusive.rawValue)' in \(what): keep one", at: other)
            }
        }
        checkOrder(constraints, fields, what)
        return constraints
    }

    /// A lower limit above its upper one leaves no value: reported at the lower one.
    private mutating func checkOrder(_ constraints: Constraints, _ fields: Fields, _ what: String) {
        if let minimum = constraints.lowerBound, let maximum = constraints.upperBound,
            minimum.value > maximum.value
                || (minimum.value == maximum.value && (minimum.exclusive || maximum.exclusive))
        {
            let lower = minimum.rule(lower: true).rawValue
            let upper = maximum.rule(lower: false).rawValue
            if let key = fields.key(lower) {
                error(
                    "\(what) allows no number: '\(lower)' \(minimum.value) is not below '\(upper)' \(maximum.value)",
                    at: key)
            }
        }
        for (lower, upper, low, high) in [
            ("minLength", "maxLength", constraints.minLength, constraints.maxLength),
            ("minItems", "maxItems", constraints.minItems, constraints.maxItems),
        ] {
            if let low, let high, low > high, let key = fields.key(lower) {
                error("\(what) allows nothing: '\(lower)' \(low) is greater than '\(upper)' \(high)", at: key)
            }
        }
    }

    /// A number, exact: an integer or a decimal fraction, as YAML writes it.
    private mutating func number(_ node: YAMLNode, _ what: String) -> Decimal? {
        if let scalar = node.scalar, scalar.isPlain, Double(scalar.text)?.isFinite == true,
            let value = Decimal(string: scalar.text, locale: Locale(identifier: "en_US_POSIX"))
        {
            return value
        }
        error("\(what) must be a number, found \(describe(node))", at: node)
        return nil
    }

    /// A whole number that is not negative.
    private mutating func count(_ node: YAMLNode, _ what: String) -> Int? {
        if let scalar = node.scalar, scalar.isPlain, let value = Int(scalar.text), value >= 0 {
            return value
        }
        error("\(what) must be a whole number, 0 or more, found \(describe(node))", at: node)
        return nil
    }

    /// A regular expression that compiles; ICU's syntax, close to the ECMA-262 syntax JSON Schema names.
    private mutating func pattern(_ node: YAMLNode) -> String? {
        guard let text = string(node, "'pattern'") else { return nil }
        do {
            _ = try NSRegularExpression(pattern: text)
            return text
        } catch {
            self.error("'pattern' is not a regular expression: \(ValueRules.quoted(text))", at: node)
            return nil
        }
    }
}
