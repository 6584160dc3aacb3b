import NetLayerSpec

// OpenAPI's `default` is what the server assumes when a value is left out
// (OpenAPI 3.1 §4.8.24.1, "the default value represents what would be
// assumed by the consumer of the input as the value of the schema if one is
// not provided"), while a spec's `default:` is a value the client sends.
// Sending the server's default is not the same request: OpenAI's chat call
// sent `temperature`, `top_p` and `reasoning_effort` that some of its models
// refuse. So an optional parameter with a default is left out unless the app
// sets it, and its documentation says what the server then assumes.

extension ParameterDraft {
    /// Takes `schema`'s default: as the spec's `default:` (sent when the app
    /// leaves the argument out) for a `required` parameter, which must be
    /// sent; else as the server's, in the summary, the parameter made
    /// optional and left out when nil.
    mutating func take(default schema: Schema, required: Bool, types: TypeMapper) {
        if required {
            defaultValue = Self.specDefault(schema, type: type, types: types)
            return
        }
        if let value = schema.defaultValue, value != .null { serverDefault = value }
        if !type.isOptional { type = .optional(type) }
    }

    /// A default the spec format can hold for `type`: a scalar, and for an
    /// enum the name of the case whose value it is.
    private static func specDefault(_ schema: Schema, type: TypeName, types: TypeMapper) -> ScalarValue? {
        guard let value = schema.defaultValue, value != .null else { return nil }
        switch (type.nonOptional, value) {
        case (.builtin(.String), .string), (.builtin(.Int), .int), (.builtin(.Int64), .int), (.builtin(.Double), .int),
            (.builtin(.Double), .double), (.builtin(.Bool), .bool):
            return value
        case (.model(let name), _):
            return types.caseName(of: value, inEnum: name).map { .string($0) }
        default:
            return nil
        }
    }

    /// The summary as written: with the server's default after it,
    /// "Defaults to `1` on the server.", when there is one.
    var writtenSummary: String? {
        guard let serverDefault, let text = Self.text(of: serverDefault) else { return summary }
        let note = "Defaults to `\(text)` on the server."
        guard let summary, !summary.isEmpty else { return note }
        let ended = summary.hasSuffix(".") || summary.hasSuffix("!") || summary.hasSuffix("?")
        return summary + (ended ? " " : ". ") + note
    }

    /// The value as the wire has it (an enum's raw value, not its case).
    private static func text(of value: ScalarValue) -> String? {
        switch value {
        case .string(let text): text.isEmpty ? nil : text
        case .int(let number): String(number)
        case .double(let number): number.description
        case .bool(let flag): flag ? "true" : "false"
        case .null: nil
        }
    }
}
