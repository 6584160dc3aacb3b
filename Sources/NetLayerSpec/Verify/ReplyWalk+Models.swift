extension ReplyWalk {
    /// A struct's object: every field the model declares, then the keys it does not.
    mutating func object(
        _ json: OrderedJSON, of model: Model, fields: [Field], at pointer: JSONPointer, subject: ReplySubject
    ) {
        guard case .object(let members) = json else {
            return wrongKind(json, for: .model(model.name), at: pointer, subject)
        }
        for field in fields {
            let fieldSubject = ReplySubject.field(field, of: model)
            guard let member = members.first(where: { $0.key == field.key }) else {
                guard !field.type.value.isOptional || field.isRequiredNullable else { continue }
                let why = field.isRequiredNullable ? "is required (null is a value)" : "is not optional"
                report(
                    .missingField, .error, at: pointer.appending(field.key),
                    "\(fieldSubject.description): the server sent no '\(field.key)', and the field \(why)",
                    location: field.location,
                    suggestion: field.isRequiredNullable
                        ? nil : fieldSubject.retyped?("\(field.type.value.nonOptional)?"))
                continue
            }
            value(
                member.value, as: field.type.value, format: field.format, constraints: field.constraints,
                at: pointer.appending(field.key), subject: fieldSubject)
        }
        let declared = Set(fields.map(\.key))
        for member in members where !declared.contains(member.key) {
            let at = pointer.appending(member.key)
            report(
                .undeclaredField, .note, at: at,
                "'\(model.name)' has no field '\(member.key)'; the server sent \(describe(member.value, at: at))",
                location: model.location,
                suggestion: "\(YAMLText.string(member.key)): \(YAMLText.string(SuggestedType.of(member.value)))")
        }
    }

    /// An enum's raw value: one the spec lists, else a warning when the enum keeps unknown values and an
    /// error when it is frozen.
    mutating func enumValue(
        _ json: OrderedJSON, of model: Model, _ enumeration: EnumModel, at pointer: JSONPointer,
        subject: ReplySubject
    ) {
        let raw: Code
        switch (enumeration.rawType, json) {
        case (.string, .string(let text)): raw = .string(text)
        case (.int, .int(let number)): raw = .int(Int(number))
        default: return wrongKind(json, for: .model(model.name), at: pointer, subject)
        }
        guard !enumeration.cases.contains(where: { $0.rawValue == raw }) else { return }
        let listed = enumeration.cases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let outcome =
            enumeration.frozen
            ? "and the enum is frozen" : "which the client reads as its unknown case"
        report(
            .unknownEnumValue, enumeration.frozen ? .error : .warning, at: pointer,
            "\(subject.description): the server sent \(describe(json, at: pointer)), which is not a value of enum "
                + "'\(model.name)' (\(listed)), \(outcome)", location: model.location,
            suggestion: "cases: add \(SuggestedType.caseLine(for: raw))")
    }

    /// A union's value: tagged, as the alternative its tag names; untagged, as the first alternative that
    /// reads it without an error, as the client decodes it.
    mutating func unionValue(
        _ json: OrderedJSON, of model: Model, _ union: UnionModel, at pointer: JSONPointer, subject: ReplySubject
    ) {
        let severity: Diagnostic.Severity = union.frozen ? .error : .warning
        let outcome = union.frozen ? "and the union is frozen" : "which the client reads as its unknown case"
        if let discriminator = union.discriminator?.value {
            guard case .object(let members) = json else {
                return wrongKind(json, for: .model(model.name), at: pointer, subject)
            }
            let tag = members.first { $0.key == discriminator }?.value
            guard case .string(let name)? = tag, let chosen = union.cases.first(where: { $0.tag == name }) else {
                let tags = union.cases.map { "'\($0.tag)'" }.joined(separator: ", ")
                report(
                    .noAlternative, severity, at: pointer.appending(discriminator),
                    "\(subject.description): the server sent '\(discriminator)' \(tag.map(Self.describe) ?? "absent"), "
                        + "which names no alternative of '\(model.name)' (\(tags)), \(outcome)",
                    location: model.location)
                return
            }
            return value(json, as: chosen.type.value, at: pointer, subject: subject)
        }
        for alternative in union.cases {
            var trial = ReplyWalk(check: check, interface: interface, leniency: leniency)
            trial.value(json, as: alternative.type.value, at: pointer, subject: subject)
            if !trial.findings.contains(where: \.breaksClient) {
                findings += trial.findings
                return
            }
        }
        let alternatives = union.cases.map { "'\($0.type.value)'" }.joined(separator: ", ")
        report(
            .noAlternative, severity, at: pointer,
            "\(subject.description): the server sent \(describe(json, at: pointer)), which no alternative of "
                + "'\(model.name)' (\(alternatives)) reads, \(outcome)", location: model.location,
            suggestion: "\(union.combination.rawValue): add "
                + SuggestedType.alternativeLine(for: json, besides: union.cases.map(\.name)))
    }
}
