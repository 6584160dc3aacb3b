import NetLayerSpec

/// The runtime's leniency and date-decoding literals for the spec's
/// `lenient` and `format`.
extension PlanContext {
    /// `ResponseDecoder.Leniency` as a literal: `[]`, `.all`, or a list.
    static func leniency(_ options: [Leniency]) -> String {
        if Set(options) == Set(Leniency.allCases) { return ".all" }
        return "[" + options.map { ".\($0.rawValue)" }.joined(separator: ", ") + "]"
    }

    static func dateDecoding(_ format: DateFormat) -> String {
        switch format {
        case .iso8601: ".iso8601"
        case .seconds: ".secondsSince1970"
        case .milliseconds: ".millisecondsSince1970"
        case .pattern(let pattern): ".formatted(\(SwiftLiteral.string(pattern)))"
        }
    }

    /// The client decoder's leniency: every one with the `lenient` setting,
    /// else the spec's; nil when strict.
    var clientLeniency: String? {
        if options.lenient { return Self.leniency(Leniency.allCases) }
        guard let lenient = spec.lenient, !lenient.isEmpty else { return nil }
        return Self.leniency(lenient)
    }

    /// An endpoint's `leniency:` argument, when its interface or module sets one.
    static func leniencyArguments(_ interface: Interface, in module: Module) -> [String] {
        guard let lenient = interface.lenient ?? module.lenient else { return [] }
        return ["leniency: \(leniency(lenient))"]
    }

    /// A struct's `DecodingOverrides` conformance: empty when it chooses nothing.
    static func decodingOverrides(_ model: Model, fields: [Field]) -> [ModelsContext.Overrides] {
        let dates = fields.compactMap { field in
            field.format.map { "\(SwiftLiteral.string(field.key)): \(dateDecoding($0))" }
        }
        guard model.lenient != nil || !dates.isEmpty else { return [] }
        return [
            ModelsContext.Overrides(
                leniency: model.lenient.map { [leniency($0)] } ?? [], hasDateDecodings: !dates.isEmpty,
                dateDecodings: dates)
        ]
    }
}
