import NetLayerSpec

/// What every planner reads: the spec, the generator's options, the Swift
/// name of everything, and the facts about the model graph.
struct PlanInputs: Sendable {
    let spec: Spec
    let options: GeneratorOptions
    let names: SwiftNames
    let graph: ModelGraph

    /// The access keyword and its space, or nothing for `internal`.
    var access: String { options.access.prefix }

    /// The Swift type of a spec's type, as a value.
    func type(of type: TypeName) -> SwiftType {
        switch type {
        case .builtin(let builtin):
            switch builtin {
            case .File: .named("FilePart")
            case .JSON: .named("JSONValue")
            default: .named(builtin.rawValue)
            }
        case .model(let name): .named(names.model(name))
        case .array(let element): .array(self.type(of: element))
        case .dictionary(let value): .dictionary(key: .named("String"), value: self.type(of: value))
        case .optional(let wrapped): .optional(self.type(of: wrapped))
        }
    }

    /// The literal a parameter takes when a call leaves it out; nil when it
    /// must be given.
    func defaultLiteral(_ parameter: Interface.Parameter) -> String? {
        guard let value = parameter.defaultValue?.value else { return parameter.type.value.isOptional ? "nil" : nil }
        return literal(value, of: parameter)
    }

    /// The value a parameter always sends (`value:`), typed so that the
    /// runtime's generic `Parameter` init takes it as the parameter's type
    /// (`1` as `Double`); nil for null, which sends nothing.
    func fixedLiteral(_ parameter: Interface.Parameter) -> String? {
        guard let value = parameter.fixedValue?.value, value != .null, let text = literal(value, of: parameter) else {
            return nil
        }
        switch parameter.type.value.nonOptional {
        case .builtin(.Double), .builtin(.Int64):
            return "\(text) as \(type(of: parameter.type.value.nonOptional).written)"
        default: return text
        }
    }

    private func literal(_ value: DefaultValue, of parameter: Interface.Parameter) -> String? {
        switch value {
        case .null: return "nil"
        case .int(let value): return String(value)
        case .double(let value): return RuntimeLiteral.number(value)
        case .bool(let value): return value ? "true" : "false"
        case .string(let text):
            // Qualified: on an optional parameter, `.none` would mean nil.
            if case .model = parameter.type.value.nonOptional {
                return type(of: parameter.type.value.nonOptional).written + "." + SwiftIdentifier.caseName(text)
            }
            return SwiftLiteral.string(text)
        }
    }
}
