import Foundation

/// Reads an example's YAML as a value of its type, reporting every place it
/// is not one: the check of `example`s, and the reading of them afterwards.
struct ExampleReader {
    let models: [String: Model]
    var diagnostics = Diagnostics()

    init(models: [String: Model]) {
        self.models = models
    }

    /// `example` as a value of `type` that keeps `constraints`; nil after reporting why it is not one.
    /// `subject` names what the example is of, as a message calls it.
    mutating func value(
        _ example: ExampleNode, as type: TypeName, format: DateFormat? = nil, constraints: Constraints? = nil,
        subject: String
    ) -> OrderedJSON? {
        kept(
            value(example.node, as: type, format: format, subject: subject, in: example), constraints, type: type,
            at: example.node, subject: subject, in: example)
    }

    /// `value` when it keeps `constraints`, else nil after reporting the rule it breaks. Constraints that do not
    /// fit the type are `ConstraintRules`' to report, and check nothing here.
    private mutating func kept(
        _ value: OrderedJSON?, _ constraints: Constraints?, type: TypeName, at node: YAMLNode, subject: String,
        in example: ExampleNode
    ) -> OrderedJSON? {
        guard let value, let constraints, constraints.fits(type), let violation = constraints.violation(of: value)
        else { return value }
        return report("\(subject) breaks its constraints: \(violation)", at: node, in: example)
    }

    private mutating func value(
        _ node: YAMLNode, as type: TypeName, format: DateFormat?, subject: String, in example: ExampleNode
    ) -> OrderedJSON? {
        func fail(_ expected: String) -> OrderedJSON? {
            report("\(subject) must be \(expected), found \(node.valueDescription)", at: node, in: example)
        }
        if node.isNull {
            if type.isOptional || type == .builtin(.JSON) { return .null }
            return report("\(subject) is of type '\(type)', which is not optional; found null", at: node, in: example)
        }
        switch type {
        case .optional(let wrapped):
            return value(node, as: wrapped, format: format, subject: subject, in: example)
        case .array(let element):
            guard let items = node.items else { return fail("a list of '\(element)'") }
            let values = items.enumerated().map { index, item in
                value(item, as: element, format: format, subject: "item \(index) of \(subject)", in: example)
            }
            return values.contains(nil) ? nil : .array(values.compactMap { $0 })
        case .dictionary(let element):
            guard let entries = node.entries else { return fail("a mapping of '\(element)' values") }
            var members: [OrderedJSON.Member] = []
            var failed = false
            for entry in entries {
                let key = entry.key.scalar?.text ?? ""
                if let item = value(
                    entry.value, as: element, format: format, subject: "'\(key)' of \(subject)", in: example)
                {
                    members.append(.init(key, item))
                } else {
                    failed = true
                }
            }
            return failed ? nil : .object(members)
        case .model(let name):
            switch models[name]?.kind {
            case .structure(let fields)?: return object(node, of: name, fields: fields, subject: subject, in: example)
            case .enumeration(let enumeration)?:
                return enumValue(node, of: name, enumeration, subject: subject, in: example)
            case .union(let union)?:
                return unionValue(node, of: name, union, subject: subject, in: example)
            // An unknown model is TypeResolution's to report.
            case nil: return nil
            }
        case .builtin(let builtin):
            return scalar(node, as: builtin, format: format, subject: subject, in: example)
        }
    }

    private mutating func scalar(
        _ node: YAMLNode, as builtin: TypeName.Builtin, format: DateFormat?, subject: String, in example: ExampleNode
    ) -> OrderedJSON? {
        func fail(_ expected: String) -> OrderedJSON? {
            report("\(subject) must be \(expected), found \(node.valueDescription)", at: node, in: example)
        }
        if builtin == .JSON { return Self.json(node) }
        guard let scalar = node.scalar else { return fail(Self.expectation(builtin, format: format)) }
        let text = scalar.text
        switch builtin {
        case .String:
            return .string(text)
        case .Int, .Int64:
            guard scalar.isPlain, let number = Int64(text) else { return fail("a whole number") }
            return .int(number)
        case .Double:
            guard scalar.isPlain, let number = Double(text), number.isFinite else { return fail("a number") }
            return Int64(text).map(OrderedJSON.int) ?? .double(number)
        case .Bool:
            guard scalar.isPlain, let value = ["true": true, "false": false][text.lowercased()] else {
                return fail("true or false")
            }
            return .bool(value)
        case .URL:
            guard let url = URL(string: text), url.scheme != nil else { return fail("an absolute URL") }
            return .string(text)
        case .Data:
            guard Data(base64Encoded: text) != nil else { return fail("base64 text") }
            return .string(text)
        case .Date:
            // A plain number is a timestamp, unless the format is a pattern of digits (`yyyyMMdd`).
            let number = scalar.isPlain ? Int64(text).map(OrderedJSON.int) ?? Double(text).map(OrderedJSON.double) : nil
            for candidate in [number, .string(text)].compactMap({ $0 })
            where ExampleDates.date(candidate, format: format) != nil {
                return candidate
            }
            return fail(ExampleDates.describe(format))
        case .File:
            return report("\(subject) is a File, which no reply carries", at: node, in: example)
        case .JSON:
            return Self.json(node)
        }
    }

    private mutating func object(
        _ node: YAMLNode, of model: String, fields: [Field], subject: String, in example: ExampleNode
    ) -> OrderedJSON? {
        guard let entries = node.entries else {
            return report(
                "\(subject) must be a mapping of the fields of '\(model)', found \(node.kindDescription)",
                at: node, in: example)
        }
        var members: [OrderedJSON.Member] = []
        var failed = false
        for entry in entries {
            let key = entry.key.scalar?.text ?? ""
            guard let field = fields.first(where: { $0.key == key }) else {
                failed = true
                if let named = fields.first(where: { $0.name == key }) {
                    report(
                        "field '\(named.name)' of '\(model)' is written '\(named.key)' in replies; "
                            + "examples use that key", at: entry.key, in: example)
                } else {
                    report(
                        Suggestion.hint("'\(model)' has no field '\(key)'", for: key, in: fields.map(\.key)),
                        at: entry.key, in: example)
                }
                continue
            }
            let subject = "field '\(field.key)' of '\(model)'"
            if let item = kept(
                value(entry.value, as: field.type.value, format: field.format, subject: subject, in: example),
                field.constraints, type: field.type.value, at: entry.value, subject: subject, in: example)
            {
                members.append(.init(key, item))
            } else {
                failed = true
            }
        }
        let given = Set(members.map(\.key))
        // A `required: true` field's key must be there too, if only as null.
        let lacking = fields.filter { (!$0.type.value.isOptional || $0.isRequiredNullable) && !given.contains($0.key) }
        let missing = lacking.map { "'\($0.key)'" }
        if !missing.isEmpty, !failed {
            let list = missing.joined(separator: ", ")
            let why = lacking.contains(where: \.isRequiredNullable) ? "required (null is a value)" : "not optional"
            return report(
                "\(subject) lacks \(list) of '\(model)', which \(missing.count == 1 ? "is" : "are") \(why)",
                at: node, in: example)
        }
        return failed ? nil : .object(members)
    }

    private mutating func enumValue(
        _ node: YAMLNode, of model: String, _ enumeration: EnumModel, subject: String, in example: ExampleNode
    ) -> OrderedJSON? {
        let raws = enumeration.cases.map(\.rawValue.description)
        if let scalar = node.scalar, raws.contains(scalar.text) {
            return enumeration.rawType == .int ? Int64(scalar.text).map(OrderedJSON.int) : .string(scalar.text)
        }
        let text = node.scalar?.text ?? node.kindDescription
        let list = raws.map { "'\($0)'" }.joined(separator: ", ")
        return report(
            Suggestion.hint(
                "\(subject) must be a value of enum '\(model)' (\(list)), found '\(text)'",
                for: text, in: raws), at: node, in: example)
    }

    /// Tagged: the alternative the tag names. Untagged: the first
    /// alternative the value reads as (for anyOf, a value must read as one).
    private mutating func unionValue(
        _ node: YAMLNode, of model: String, _ union: UnionModel, subject: String, in example: ExampleNode
    ) -> OrderedJSON? {
        if let discriminator = union.discriminator?.value {
            let tag = node.entries?.first { $0.key.scalar?.text == discriminator }?.value.scalar?.text
            guard let tag, let chosen = union.cases.first(where: { $0.tag == tag }) else {
                let tags = union.cases.map(\.tag)
                let found = tag.map { "'\($0)'" } ?? "none"
                return report(
                    Suggestion.hint(
                        "\(subject) must have '\(discriminator)' set to a tag of '\(model)' "
                            + "(\(tags.map { "'\($0)'" }.joined(separator: ", "))), found \(found)", for: tag ?? "",
                        in: tags), at: node, in: example)
            }
            return value(node, as: chosen.type.value, format: nil, subject: subject, in: example)
        }
        for unionCase in union.cases {
            var scratch = ExampleReader(models: models)
            if let read = scratch.value(node, as: unionCase.type.value, format: nil, subject: subject, in: example) {
                return read
            }
        }
        let list = union.cases.map { "'\($0.type.value)'" }.joined(separator: ", ")
        return report(
            "\(subject) must be a value of one of the alternatives of '\(model)' (\(list)), found "
                + node.valueDescription, at: node, in: example)
    }

    @discardableResult
    private mutating func report(_ message: String, at node: YAMLNode, in example: ExampleNode) -> OrderedJSON? {
        diagnostics.error(message, at: example.location(of: node))
        return nil
    }

    /// Any YAML as JSON, its plain scalars read as YAML's core schema does.
    static func json(_ node: YAMLNode) -> OrderedJSON {
        switch node.content {
        case .sequence(let items): return .array(items.map(json))
        case .mapping(let entries): return .object(entries.map { .init($0.key.scalar?.text ?? "", json($0.value)) })
        case .scalar(let scalar):
            guard scalar.isPlain else { return .string(scalar.text) }
            if node.isNull { return .null }
            if let value = ["true": true, "false": false][scalar.text.lowercased()] { return .bool(value) }
            if let number = Int64(scalar.text) { return .int(number) }
            if let number = Double(scalar.text), number.isFinite { return .double(number) }
            return .string(scalar.text)
        }
    }

    private static func expectation(_ builtin: TypeName.Builtin, format: DateFormat?) -> String {
        switch builtin {
        case .Int, .Int64: return "a whole number"
        case .Double: return "a number"
        case .Bool: return "true or false"
        case .URL: return "an absolute URL"
        case .Data: return "base64 text"
        case .Date: return ExampleDates.describe(format)
        case .String, .File, .JSON: return "a string"
        }
    }
}
