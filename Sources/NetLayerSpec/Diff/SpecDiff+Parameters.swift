/// The parameters of an interface in both specs, paired by their Swift names.
extension SpecDiff {
    mutating func compareParameters(_ before: Interface, _ after: Interface) {
        let interface = after.name
        let subject = { (name: String) in "interface \(interface), parameter \(name)" }
        for parameter in before.parameters where !after.parameters.contains(where: { $0.name == parameter.name }) {
            add(
                .compatible, subject(parameter.name),
                "parameter '\(parameter.name)' of interface '\(interface)' removed; "
                    + "shipped apps still send it, so the server must ignore it",
                old: parameter.location, new: after.location)
        }
        for parameter in after.parameters {
            let name = parameter.name
            guard let previous = before.parameters.first(where: { $0.name == name }) else {
                if parameter.isOptional {
                    add(
                        .compatible, subject(name), "optional parameter '\(name)' added to interface '\(interface)'",
                        old: before.location, new: parameter.location)
                } else {
                    add(
                        .breaking, subject(name),
                        "required parameter '\(name)' added to interface '\(interface)'; shipped apps do not send it",
                        old: before.location, new: parameter.location)
                }
                continue
            }
            func change(_ kind: SpecChange.Kind, _ message: String, old: SourceLocation, new: SourceLocation) {
                add(kind, subject(name), message, old: old, new: new)
            }
            let what = "parameter '\(name)' of interface '\(interface)'"
            if match.translated(previous.type.value).nonOptional != parameter.type.value.nonOptional {
                change(
                    .breaking,
                    "the type of \(what) changed from \(previous.type.value) to \(parameter.type.value)",
                    old: previous.type.location, new: parameter.type.location)
            }
            if previous.fixedValue?.value != parameter.fixedValue?.value {
                compareFixedValues(previous, parameter, what: what, subject: subject(name))
            }
            if previous.fixedValue != nil || parameter.fixedValue != nil {
                // A value always sent is no argument: whether callers may leave it out does not apply.
            } else if previous.isOptional, !parameter.isOptional {
                change(
                    .breaking, "\(what) is now required; shipped apps may leave it out",
                    old: previous.location, new: parameter.location)
            } else if !previous.isOptional, parameter.isOptional {
                change(.compatible, "\(what) is now optional", old: previous.location, new: parameter.location)
            } else if previous.defaultValue?.value != parameter.defaultValue?.value {
                // A shipped app sends the default it was built with.
                change(
                    .compatible,
                    "the default of \(what) changed from \(Self.describe(previous.defaultValue?.value)) "
                        + "to \(Self.describe(parameter.defaultValue?.value))",
                    old: previous.defaultValue?.location ?? previous.location,
                    new: parameter.defaultValue?.location ?? parameter.location)
            }
            // A value always sent, the same in both, is the only one shipped apps send: the checks keep it
            // within the new rules.
            let sent = previous.fixedValue == nil || previous.fixedValue?.value != parameter.fixedValue?.value
            for constraint in Self.constraintChanges(previous.constraints, parameter.constraints) {
                let breaking = constraint.tightens && sent
                change(
                    breaking ? .breaking : .compatible, constraint.message(what, breaking: breaking),
                    old: constraint.oldLocation ?? previous.location, new: constraint.newLocation ?? parameter.location)
            }
            let (oldPlacement, newPlacement) = (before.placement(of: previous), after.placement(of: parameter))
            if oldPlacement != newPlacement {
                change(
                    .breaking, "\(what) moved from the \(oldPlacement.rawValue) to the \(newPlacement.rawValue)",
                    old: previous.placement?.location ?? previous.location,
                    new: parameter.placement?.location ?? parameter.location)
            } else if previous.wireName != parameter.wireName, newPlacement != .path {
                // A path parameter's wire name only matches its placeholder: the route says whether the URL changed.
                change(
                    .breaking,
                    "the wire name of \(what) changed from '\(previous.wireName)' to '\(parameter.wireName)'",
                    old: previous.location, new: parameter.location)
            }
        }
    }

    /// A shipped app sends the value it was built with, or its caller's.
    private mutating func compareFixedValues(
        _ previous: Interface.Parameter, _ parameter: Interface.Parameter, what: String, subject: String
    ) {
        let (old, new) = (previous.fixedValue, parameter.fixedValue)
        let places = (old: old?.location ?? previous.location, new: new?.location ?? parameter.location)
        switch (old, new) {
        case (let old?, nil):
            add(
                .compatible, subject, "\(what) is no longer always \(Self.describe(old.value)); callers give it",
                old: places.old, new: places.new)
        case (nil, let new?):
            add(
                .breaking, subject,
                "\(what) is now always \(Self.describe(new.value)); shipped apps send their callers' values",
                old: places.old, new: places.new)
        default:
            add(
                .breaking, subject,
                "the value always sent as \(what) changed from \(Self.describe(old?.value)) to "
                    + "\(Self.describe(new?.value)); shipped apps send the old one",
                old: places.old, new: places.new)
        }
    }

    static func describe(_ value: DefaultValue?) -> String {
        switch value {
        case nil: return "none"
        case .string(let text)?: return "'\(text)'"
        case .int(let number)?: return String(number)
        case .double(let number)?: return String(number)
        case .bool(let flag)?: return String(flag)
        case .null?: return "null"
        }
    }
}
