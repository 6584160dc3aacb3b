import NetLayerSpec

/// What the API and Service functions of one interface share: their
/// parameters, the arguments that pass them on, what is sent, and the doc.
struct FunctionPlan {
    var name: String
    var caseName: String
    var parameters: [FunctionParameter]
    /// Each parameter passed on under its label.
    var arguments: [Argument]
    var sends: [SentParameter]
    /// The summary, then a `- Parameters:` list; empty when there is neither.
    var doc: CommentLines
    /// The spec's `deprecated`: every function of the interface is marked so, and calls of it warn.
    var deprecated: Bool
    /// How the reply is taken: whole, as a stream, or as a file.
    var reply: ReplyPlan

    init(_ interface: Interface, inputs: PlanInputs) {
        name = SwiftIdentifier.functionName(interface.name)
        caseName = SwiftIdentifier.caseName(interface.id)
        // A parameter with a `value` is always sent as it, and no argument.
        let arguable = interface.parameters.filter { $0.fixedValue == nil }
        parameters = arguable.map { parameter in
            FunctionParameter(
                name: SwiftIdentifier.parameterName(parameter.name), type: inputs.type(of: parameter.type.value),
                defaultValue: inputs.defaultLiteral(parameter).map(SwiftExpression.code))
        }
        arguments = arguable.map { parameter in
            Argument(
                label: SwiftIdentifier.argumentLabel(parameter.name),
                value: SwiftIdentifier.parameterName(parameter.name))
        }
        sends = interface.parameters.compactMap { parameter in
            let value =
                parameter.fixedValue == nil
                ? SwiftIdentifier.parameterName(parameter.name) : inputs.fixedLiteral(parameter)
            let rules = RuntimeLiteral.checkedRules(of: parameter, in: interface, spec: inputs.spec)
            return value.map {
                SentParameter(
                    wireName: SwiftLiteral.string(parameter.wireName), value: $0,
                    placement: RuntimeLiteral.parameterPlacement(interface.placement(of: parameter)).written,
                    secret: parameter.secret, rules: rules)
            }
        }
        let parameterDocs = arguable.map { parameter in
            (
                name: SwiftIdentifier.parameterName(parameter.name),
                summary: Self.describe(parameter, in: interface, inputs)
            )
        }
        var summary = interface.summary ?? ""
        if let credentials = Self.credentialsSentence(inputs.spec.authRequirement(of: interface)) {
            summary = (interface.summary.map { Self.summarySentence($0) + " " } ?? "") + credentials
        }
        doc = DocComment.comment(summary, parameters: parameterDocs)
        deprecated = interface.deprecated
        reply = ReplyPlan(interface, inputs: inputs)
    }

    /// The doc of a variant with one more parameter, such as `completion`.
    func doc(adding name: String, _ summary: String) -> CommentLines {
        doc(adding: [(name, summary)])
    }

    /// The doc of a variant with more parameters, such as a download's `destination` and `progress`.
    func doc(adding more: [(name: String, summary: String)]) -> CommentLines {
        guard !more.isEmpty else { return doc }
        // A function with parameters has the list already; the others start one.
        guard parameters.isEmpty else { return doc + DocComment.parameterItems(more) }
        let gap = doc.isEmpty ? CommentLines() : .emptyLine
        if more.count == 1 { return doc + gap + DocComment.parameter(more[0].name, more[0].summary) }
        return doc + gap + DocComment.comment("", parameters: more)
    }

    /// What the parameter is (its summary), its constraints, where it goes,
    /// what it is called there when that differs, and what leaving it out means.
    private static func describe(_ parameter: Interface.Parameter, in interface: Interface, _ inputs: PlanInputs)
        -> String
    {
        var text = parameter.summary.map { summarySentence($0) + " " } ?? ""
        // The limits on the value, a sentence of their own after what the value is.
        if let constraints = parameter.constraints?.valueRules.summary() { text += constraints + " " }
        text += "In the \(interface.placement(of: parameter).rawValue)"
        if parameter.wireName != SwiftIdentifier.parameterName(parameter.name).trimmingBackticks {
            text += " as `\(parameter.wireName)`"
        }
        if let literal = inputs.defaultLiteral(parameter) {
            text += literal == "nil" ? "; may be left out" : "; \(literal) when left out"
        }
        if parameter.secret { text += "; never logged" }
        return text + "."
    }

    /// A summary as one sentence that more text follows on its line: its
    /// lines joined with spaces, ending in a full stop.
    private static func summarySentence(_ text: String) -> String {
        DocComment.ended(DocComment.sentence(text))
    }
}
