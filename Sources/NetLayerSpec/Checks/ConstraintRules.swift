/// Every rule of a field's or a parameter's `constraints` fits its type (`Constraints.misfits(for:)`), and a
/// parameter's `default` and `value` keep the rules. Examples are read against the rules where they are read
/// against their types, in `ExampleReader`, so that a value's place in an example is known.
struct ConstraintRules: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        // Most specs have no constraints: the walk reads each parameter and field in place, without copying an
        // interface or a model, and the models by name are gathered only for a message.
        var modelsByName: [String: Model]?
        func models() -> [String: Model] {
            if let modelsByName { return modelsByName }
            let made = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            modelsByName = made
            return made
        }
        for module in spec.modules {
            for index in module.interfaces.indices {
                let parameters = module.interfaces[index].parameters
                for parameter in parameters where parameter.constraints != nil {
                    guard let constraints = parameter.constraints else { continue }
                    let subject = "parameter '\(parameter.name)'"
                    let misfits = constraints.misfits(for: parameter.type.value)
                    if !misfits.isEmpty {
                        report(misfits, of: subject, models: models(), into: &diagnostics)
                        continue
                    }
                    for (word, value) in [("default", parameter.defaultValue), ("value", parameter.fixedValue)] {
                        guard let value, let violation = constraints.violation(of: value.value.json) else { continue }
                        diagnostics.error(
                            "the \(word) of \(subject) breaks its constraints: \(violation)", at: value.location)
                    }
                }
            }
        }
        for index in spec.models.indices {
            guard case .structure(let fields) = spec.models[index].kind else { continue }
            for field in fields where field.constraints != nil {
                guard let misfits = field.constraints?.misfits(for: field.type.value), !misfits.isEmpty else {
                    continue
                }
                let subject = "field '\(field.name)' of '\(spec.models[index].name)'"
                report(misfits, of: subject, models: models(), into: &diagnostics)
            }
        }
    }

    /// `'minLength' applies to a String, and parameter 'limit' is an Int`, at each rule.
    private func report(
        _ misfits: [Constraints.Misfit], of subject: String, models: [String: Model],
        into diagnostics: inout Diagnostics
    ) {
        for misfit in misfits {
            let rule = misfit.rule
            let owner = String(repeating: "each item of ", count: misfit.depth) + subject
            var message =
                "'\(rule.rawValue)' applies to \(Self.describe(rule.appliesTo)), and \(owner) is "
                + Self.describe(misfit.type, models: models)
            if case .array(let element) = misfit.type, rule != .items,
                Self.innermostKind(of: element) == rule.appliesTo
            {
                message += "; put it under 'items' to limit each item"
            }
            diagnostics.error(message, at: misfit.location)
        }
    }

    /// The kind of the innermost element of nested arrays (`[[Int]]`: a number), for the hint to use `items`.
    private static func innermostKind(of type: TypeName) -> ValueRules.Kind? {
        if case .array(let element) = type.nonOptional { return innermostKind(of: element) }
        return ValueRules.Kind(of: type)
    }

    private static func describe(_ kind: ValueRules.Kind) -> String {
        switch kind {
        case .number: "a number (Int, Int64 or Double)"
        case .string: "a String"
        case .array: "an array"
        }
    }

    /// A type as the end of a sentence: `an Int`, `the enum 'Size'`, `a dictionary, '[String: Int]'`.
    private static func describe(_ type: TypeName, models: [String: Model]) -> String {
        switch type {
        case .builtin(let builtin):
            switch builtin {
            case .Int, .Int64: "an \(builtin.rawValue)"
            case .Data, .JSON: builtin.rawValue
            case .String, .Double, .Bool, .Date, .URL, .File: "a \(builtin.rawValue)"
            }
        case .model(let name):
            switch models[name]?.kind {
            case .enumeration?: "the enum '\(name)'"
            case .union?: "the union '\(name)'"
            case .structure?: "the model '\(name)'"
            // An unknown model is TypeResolution's to report.
            case nil: "'\(name)'"
            }
        case .array: "an array, '\(type)'"
        case .dictionary: "a dictionary, '\(type)'"
        case .optional(let wrapped): describe(wrapped, models: models)
        }
    }
}

extension DefaultValue {
    /// The value as JSON, for `Constraints.violation(of:)`.
    var json: OrderedJSON {
        switch self {
        case .string(let text): .string(text)
        case .int(let number): .int(Int64(number))
        case .double(let number): .double(number)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }
}
