import Foundation

/// What a value in a reply stands for: how a message names it, where the spec says what it must be, and how
/// the spec would be edited to take what the server sent.
struct ReplySubject {
    /// As a message names it: `field 'joined_at' of 'Student'`.
    var description: String
    /// The spec's definition to change.
    var location: SourceLocation
    /// The spec text that gives the value this type instead (the type as the spec writes it); nil when no
    /// one line does.
    var retyped: ((String) -> String)?
    /// The spec text that gives a date this format instead (as the spec writes it).
    var reformatted: ((String) -> String)?

    static func response(_ response: Response, of interface: Interface) -> ReplySubject {
        ReplySubject(
            description: "the response of '\(interface.id)'", location: response.type.location,
            retyped: { "response: \(YAMLText.string($0))" }, reformatted: nil)
    }

    static func field(_ field: Field, of model: Model) -> ReplySubject {
        let format = field.format?.written
        return ReplySubject(
            description: "field '\(field.key)' of '\(model.name)'", location: field.location,
            retyped: { line(field, type: $0, format: format) },
            reformatted: { line(field, type: field.type.value.description, format: $0) })
    }

    /// Item `index` of a list this subject is.
    func item(_ index: Int) -> ReplySubject {
        ReplySubject(
            description: "item \(index) of \(description)", location: location,
            retyped: retyped.map { edit in { edit("[\($0)]") } }, reformatted: reformatted)
    }

    /// The value of `key` in a dictionary this subject is.
    func entry(_ key: String) -> ReplySubject {
        ReplySubject(
            description: "'\(key)' of \(description)", location: location,
            retyped: retyped.map { edit in { edit("[String: \($0)]") } }, reformatted: reformatted)
    }

    /// A field's line, in its short form when it has no key or format to say.
    private static func line(_ field: Field, type: String, format: String?) -> String {
        var parts: [String] = []
        if field.key != field.name { parts.append("key: \(YAMLText.string(field.key, flow: true))") }
        if let format, type.contains("Date") { parts.append("format: \(YAMLText.string(format, flow: true))") }
        let name = YAMLText.string(field.name)
        if parts.isEmpty { return "\(name): \(YAMLText.string(type))" }
        return "\(name): { type: \(YAMLText.string(type, flow: true)), \(parts.joined(separator: ", ")) }"
    }
}

extension ReplyWalk {
    /// Checks `json` as a value of `type`, reporting each place it is not one.
    mutating func value(
        _ json: OrderedJSON, as type: TypeName, format: DateFormat? = nil, constraints: Constraints? = nil,
        at pointer: JSONPointer, subject: ReplySubject
    ) {
        if case .null = json {
            guard !type.isOptional, type != .builtin(.JSON) else { return }
            let tolerated = leniency.contains(.nullAsEmpty) && Self.hasEmptyValue(type)
            report(
                .unexpectedNull, tolerated ? .warning : .error, at: pointer,
                "\(subject.description): the server sent null, and '\(type)' is not optional"
                    + (tolerated ? " (the client reads it as empty: lenient nullAsEmpty)" : ""),
                location: subject.location, suggestion: subject.retyped?("\(type)?"))
            return
        }
        switch type {
        case .optional(let wrapped):
            value(json, as: wrapped, format: format, constraints: constraints, at: pointer, subject: subject)
            return
        case .array(let element):
            guard case .array(let items) = json else { return wrongKind(json, for: type, at: pointer, subject) }
            for (index, item) in items.enumerated() {
                value(item, as: element, format: format, at: pointer.appending(index), subject: subject.item(index))
            }
        case .dictionary(let element):
            guard case .object(let members) = json else { return wrongKind(json, for: type, at: pointer, subject) }
            for member in members {
                value(
                    member.value, as: element, format: format, at: pointer.appending(member.key),
                    subject: subject.entry(member.key))
            }
        case .model(let name):
            guard let model = check.models[name] else { return }
            switch model.kind {
            case .structure(let fields): object(json, of: model, fields: fields, at: pointer, subject: subject)
            case .enumeration(let enumeration):
                enumValue(json, of: model, enumeration, at: pointer, subject: subject)
            case .union(let union): unionValue(json, of: model, union, at: pointer, subject: subject)
            }
            return
        case .builtin(let builtin):
            guard scalar(json, as: builtin, format: format, at: pointer, subject: subject) else { return }
        }
        if let constraints, constraints.fits(type), let violation = constraints.violation(of: json) {
            // The client checks no rule on what it reads: the reply decodes, but the spec says otherwise.
            report(
                .constraint, .warning, at: pointer, "\(subject.description): \(violation)",
                location: subject.location, suggestion: SuggestedType.bound(violation.rule, holding: json))
        }
    }

    /// Whether `lenient: nullAsEmpty` reads null as an empty value of `type`.
    private static func hasEmptyValue(_ type: TypeName) -> Bool {
        switch type {
        case .array, .dictionary: true
        case .builtin(let builtin): [.String, .Int, .Int64, .Double, .Bool].contains(builtin)
        case .model, .optional: false
        }
    }

    /// True when `json` is a value of `builtin`, or one the leniency reads as one (after a warning).
    private mutating func scalar(
        _ json: OrderedJSON, as builtin: TypeName.Builtin, format: DateFormat?, at pointer: JSONPointer,
        subject: ReplySubject
    ) -> Bool {
        let type = TypeName.builtin(builtin)
        switch (builtin, json) {
        case (.JSON, _), (.File, _), (.String, .string), (.Int, .int), (.Int64, .int), (.Double, .int),
            (.Double, .double), (.Bool, .bool):
            return true
        case (.Int, .double(let number)), (.Int64, .double(let number)):
            if number == number.rounded(), abs(number) < 9.2e18 { return true }
        case (.String, .int), (.String, .double), (.String, .bool):
            if leniency.contains(.stringsFromNumbers) { return tolerated(json, for: type, at: pointer, subject) }
        case (.Int, .string(let text)), (.Int64, .string(let text)):
            if leniency.contains(.numbersFromStrings), Int64(text) != nil {
                return tolerated(json, for: type, at: pointer, subject)
            }
        case (.Double, .string(let text)):
            if leniency.contains(.numbersFromStrings), Double(text)?.isFinite == true {
                return tolerated(json, for: type, at: pointer, subject)
            }
        case (.Bool, .string(let text)):
            if leniency.contains(.numbersFromStrings), text == "true" || text == "false" {
                return tolerated(json, for: type, at: pointer, subject)
            }
        case (.URL, .string(let text)), (.Data, .string(let text)):
            let (reads, expected) =
                builtin == .URL
                ? (URL(string: text) != nil, "a URL") : (Data(base64Encoded: text) != nil, "base64 text")
            if reads { return true }
            report(
                .wrongKind, .error, at: pointer,
                "\(subject.description): the server sent \(describe(json, at: pointer)), which is not \(expected)",
                location: subject.location, suggestion: subject.retyped?("String"))
            return false
        case (.Date, .string), (.Date, .int), (.Date, .double):
            if ExampleDates.date(json, format: format) != nil { return true }
            let formatName = format.map { "the field's format '\($0.written)'" } ?? "any date format"
            report(
                .dateFormat, .error, at: pointer,
                "\(subject.description): the server sent \(describe(json, at: pointer)), which is not a Date in "
                    + formatName, location: subject.location,
                // A date in a format it can name, else text that is no date at all: a String.
                suggestion: DateGuess.format(of: json).flatMap { subject.reformatted?($0.written) }
                    ?? subject.retyped?(SuggestedType.of(json)))
            return false
        default:
            break
        }
        wrongKind(json, for: type, at: pointer, subject)
        return false
    }

    private mutating func tolerated(
        _ json: OrderedJSON, for type: TypeName, at pointer: JSONPointer, _ subject: ReplySubject
    ) -> Bool {
        report(
            .wrongKind, .warning, at: pointer,
            "\(subject.description): the server sent \(describe(json, at: pointer)) for '\(type)' "
                + "(the client reads it: lenient)", location: subject.location,
            suggestion: subject.retyped?(SuggestedType.of(json)))
        return true
    }

    mutating func wrongKind(
        _ json: OrderedJSON, for type: TypeName, at pointer: JSONPointer, _ subject: ReplySubject
    ) {
        report(
            .wrongKind, .error, at: pointer,
            "\(subject.description): the server sent \(describe(json, at: pointer)), which is not a value of '\(type)'",
            location: subject.location,
            suggestion: subject.retyped?(SuggestedType.replacing(type, toHold: json, models: check.models)))
    }

    /// A value as a message shows it: `a string "7"`, `the number 7`, `a list of 3`, `an object`; at the
    /// place the spec's token arrives, its kind alone.
    func describe(_ json: OrderedJSON, at pointer: JSONPointer) -> String {
        guard check.secrets.contains(pointer.description) else { return Self.describe(json) }
        let kind =
            switch json {
            case .null: "null"
            case .bool: "a boolean"
            case .int, .double: "a number"
            case .string: "a string"
            case .array: "a list"
            case .object: "an object"
            }
        return "\(kind) where the token arrives (not shown)"
    }

    /// A value as a message shows it: `a string "7"`, `the number 7`, `a list of 3`, `an object`.
    static func describe(_ json: OrderedJSON) -> String {
        switch json {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .int, .double: "the number \(json.json)"
        case .string(let text): "a string \(OrderedJSON.string(String(text.prefix(60))).json)"
        case .array(let items): items.count == 1 ? "a list of 1" : "a list of \(items.count)"
        case .object: "an object"
        }
    }
}
