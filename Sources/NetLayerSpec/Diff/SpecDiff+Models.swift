/// Models, paired by `SpecMatch`, each change judged by how the model is used:
/// in replies (reached from a response type or a stream's elements) shipped apps decode it, in
/// requests (reached from a parameter) they encode it. A model used both
/// ways has the stricter of the two verdicts; one neither spec uses breaks
/// nothing.
extension SpecDiff {
    enum Direction: Hashable {
        case request, reply
    }

    /// How each model is used, in either spec, by its name in the new one.
    func uses() -> [String: Set<Direction>] {
        var uses: [String: Set<Direction>] = [:]
        let sides: [(Spec, (String) -> String)] = [(old, { [match] in match.models[$0] ?? $0 }), (new, { $0 })]
        for (spec, rename) in sides {
            let models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            var pending: [(TypeName, Direction)] = []
            for interface in spec.interfaces {
                pending += interface.parameters.map { ($0.type.value, .request) }
                // A stream's elements (`of`) are decoded as a reply's data is.
                pending += interface.reply.namedTypes.map { ($0.value, .reply) }
            }
            var seen = Set<String>()
            while let (type, direction) = pending.popLast() {
                for case .model(let name) in type.allTypes {
                    guard seen.insert("\(direction) \(name)").inserted else { continue }
                    uses[rename(name), default: []].insert(direction)
                    switch models[name]?.kind {
                    case .structure(let fields)?: pending += fields.map { ($0.type.value, direction) }
                    case .union(let union)?: pending += union.cases.map { ($0.type.value, direction) }
                    default: break
                    }
                }
            }
        }
        return uses
    }

    /// Breaking when a use the model has finds it so.
    static func verdict(
        _ uses: Set<Direction>, reply: SpecChange.Kind, request: SpecChange.Kind
    ) -> SpecChange.Kind {
        if uses.contains(.reply), reply == .breaking { return .breaking }
        if uses.contains(.request), request == .breaking { return .breaking }
        return .compatible
    }

    mutating func compareModels() {
        let uses = uses()
        for model in old.models where match.models[model.name] == nil {
            add(.compatible, "model \(model.name)", "model '\(model.name)' removed", old: model.location, new: nil)
        }
        let oldModels = Dictionary(
            old.models.compactMap { model in match.models[model.name].map { ($0, model) } },
            uniquingKeysWith: { first, _ in first })
        for model in new.models {
            guard let before = oldModels[model.name] else {
                add(.compatible, "model \(model.name)", "model '\(model.name)' added", old: nil, new: model.location)
                continue
            }
            let use = uses[model.name] ?? []
            switch (before.kind, model.kind) {
            case (.structure(let oldFields), .structure(let newFields)):
                compareFields(
                    oldFields, newFields, of: model.name, pairs: match.fields[before.name] ?? [:], uses: use,
                    old: before.location, new: model.location)
                if before.lenient != model.lenient {
                    add(
                        .compatible, "model \(model.name)",
                        "the leniency of model '\(model.name)' changed from \(Self.describe(before.lenient)) "
                            + "to \(Self.describe(model.lenient))",
                        old: before.location, new: model.location)
                }
            case (.enumeration(let oldEnum), .enumeration(let newEnum)):
                compareEnum(oldEnum, newEnum, of: model.name, uses: use, old: before.location, new: model.location)
            case (.union(let oldUnion), .union(let newUnion)):
                compareUnion(
                    oldUnion, newUnion, of: model.name, pairs: match.unionCases[before.name] ?? [:], uses: use,
                    old: before.location, new: model.location)
            default:
                add(
                    use.isEmpty ? .compatible : .breaking, "model \(model.name)",
                    "model '\(model.name)' changed from \(Self.describe(before.kind)) to \(Self.describe(model.kind))",
                    old: before.location, new: model.location)
            }
        }
    }

    /// `oldLocation` and `newLocation`, the model's in each spec, place a
    /// field added or removed on the side it is not on; `pairs` (old name →
    /// new name) says which field is which.
    private mutating func compareFields(
        _ before: [Field], _ after: [Field], of model: String, pairs: [String: String], uses: Set<Direction>,
        old oldLocation: SourceLocation, new newLocation: SourceLocation
    ) {
        let subject = { (field: String) in "model \(model), field \(field)" }
        let previousOf = Dictionary(
            before.compactMap { field in pairs[field.name].map { ($0, field) } },
            uniquingKeysWith: { first, _ in first })
        for field in before where pairs[field.name] == nil {
            // Replies: a required field missing fails decoding, an optional one decodes as nil.
            let kind = Self.verdict(
                uses, reply: field.type.value.isOptional ? .compatible : .breaking, request: .compatible)
            add(
                kind, subject(field.name),
                "field '\(field.name)' of model '\(model)' removed"
                    + (kind == .breaking ? "; shipped apps decode it as required" : ""),
                old: field.location, new: newLocation)
        }
        for field in after {
            let name = field.name
            guard let previous = previousOf[name] else {
                // A required optional field must be sent too, as null when nil.
                let optional = field.type.value.isOptional && !field.isRequiredNullable
                let kind = Self.verdict(uses, reply: .compatible, request: optional ? .compatible : .breaking)
                add(
                    kind, subject(name),
                    "\(optional ? "optional" : "required") field '\(name)' added to model '\(model)'"
                        + (kind == .breaking ? "; shipped apps do not send it" : ""),
                    old: oldLocation, new: field.location)
                continue
            }
            func change(_ kind: SpecChange.Kind, _ message: String, typed: Bool = false) {
                add(
                    kind, subject(name), message,
                    old: typed ? previous.type.location : previous.location,
                    new: typed ? field.type.location : field.location)
            }
            let what = "field '\(name)' of model '\(model)'"
            let used: SpecChange.Kind = uses.isEmpty ? .compatible : .breaking
            if previous.key != field.key {
                change(used, "the JSON key of \(what) changed from '\(previous.key)' to '\(field.key)'")
            }
            switch TypeChange(match.translated(previous.type.value), field.type.value) {
            case .same:
                break
            case .changed:
                change(
                    used, "the type of \(what) changed from \(previous.type.value) to \(field.type.value)",
                    typed: true)
            case .madeOptional:
                change(
                    Self.verdict(uses, reply: .breaking, request: .compatible),
                    "\(what) is now optional (\(field.type.value))", typed: true)
            case .madeRequired:
                change(
                    Self.verdict(uses, reply: .compatible, request: .breaking),
                    "\(what) is now required (\(field.type.value))", typed: true)
            }
            if previous.type.value.isOptional, field.type.value.isOptional,
                previous.isRequiredNullable != field.isRequiredNullable
            {
                // Shipped apps that left a nil out now omit a key the server wants; shipped apps
                // that wanted the key fail on a reply without it.
                change(
                    field.isRequiredNullable
                        ? Self.verdict(uses, reply: .compatible, request: .breaking)
                        : Self.verdict(uses, reply: .breaking, request: .compatible),
                    field.isRequiredNullable
                        ? "\(what) is now required: its key is always present, null when nil"
                        : "\(what) is no longer required: its key may be left out")
            }
            if previous.format != field.format {
                change(
                    used,
                    "the date format of \(what) changed from \(Self.describe(previous.format)) "
                        + "to \(Self.describe(field.format))")
            }
            for constraint in Self.constraintChanges(previous.constraints, field.constraints) {
                // Shipped apps do not check the values they decode.
                let request: SpecChange.Kind = constraint.tightens ? .breaking : .compatible
                let kind = Self.verdict(uses, reply: .compatible, request: request)
                add(
                    kind, subject(name), constraint.message(what, breaking: kind == .breaking),
                    old: constraint.oldLocation ?? previous.location, new: constraint.newLocation ?? field.location)
            }
        }
    }

    static func describe(_ format: DateFormat?) -> String {
        switch format {
        case nil: return "the decoder's"
        case .pattern(let pattern)?: return "'\(pattern)'"
        case let format?: return format.written
        }
    }

    /// Enums are paired by raw value, what travels: a case renamed with its
    /// value is not a change for the wire.
    private mutating func compareEnum(
        _ before: EnumModel, _ after: EnumModel, of model: String, uses: Set<Direction>,
        old oldLocation: SourceLocation, new newLocation: SourceLocation
    ) {
        let subject = "model \(model)"
        if before.rawType != after.rawType {
            add(
                uses.isEmpty ? .compatible : .breaking, subject,
                "the raw type of enum '\(model)' changed from \(before.rawType.rawValue) to \(after.rawType.rawValue)",
                old: oldLocation, new: newLocation)
            return
        }
        for value in before.cases where !after.cases.contains(where: { $0.rawValue == value.rawValue }) {
            // Shipped apps may send it; a reply that no longer holds it decodes.
            let kind = Self.verdict(uses, reply: .compatible, request: .breaking)
            add(
                kind, subject,
                "value \(Self.describe(value.rawValue)) (case '\(value.name)') removed from enum '\(model)'"
                    + (kind == .breaking ? "; shipped apps may send it" : ""),
                old: value.location, new: newLocation)
        }
        for value in after.cases where !before.cases.contains(where: { $0.rawValue == value.rawValue }) {
            // Shipped apps decode a value they do not know as `unknown`, unless the enum was frozen.
            let kind = Self.verdict(uses, reply: before.frozen ? .breaking : .compatible, request: .compatible)
            add(
                kind, subject,
                "value \(Self.describe(value.rawValue)) (case '\(value.name)') added to "
                    + (before.frozen ? "frozen " : "") + "enum '\(model)'"
                    + (kind == .breaking ? "; shipped apps fail to decode it" : ""),
                old: oldLocation, new: value.location)
        }
        if before.frozen != after.frozen {
            add(
                .compatible, subject,
                after.frozen ? "enum '\(model)' is now frozen" : "enum '\(model)' is no longer frozen",
                old: oldLocation, new: newLocation)
        }
    }

    static func describe(_ kind: Model.Kind) -> String {
        switch kind {
        case .structure: return "a struct"
        case .enumeration: return "an enum"
        case .union(let union): return "a union (\(union.combination.rawValue))"
        }
    }

    static func describe(_ code: Code) -> String {
        switch code {
        case .int(let value): return String(value)
        case .string(let value): return "'\(value)'"
        }
    }
}
