import NetLayerSpec

/// Plans the opt-in fixtures: model examples, Service protocols, and the
/// stubbed client's table of interfaces, from the spec's examples.
struct FixturesPlanner {
    let inputs: PlanInputs

    func plan(modules: [Module]) -> FixturesContext {
        let names = inputs.names
        let spec = inputs.spec
        let examples = SpecExamples(spec)
        let literal = ExampleLiteral(inputs: inputs)
        let chosen = Set(modules.map(\.name))
        // The models generated: all, or those the chosen modules use.
        let models = spec.models.filter { model in
            guard case .structure = model.kind else { return false }
            return inputs.options.modules == nil || inputs.graph.owner(of: model.name).map(chosen.contains) == true
        }
        let mock = MockDescription(spec)
        return FixturesContext(
            access: inputs.access, clientType: names.clientType, environmentType: names.environmentType,
            defaultEnvironment: SwiftIdentifier.caseName(spec.environments[0].name),
            interfaceType: names.interfaceType,
            models: models.map { model in
                FixturesContext.ModelExample(
                    typeName: names.model(model.name),
                    expression: literal.expression(examples.value(of: model), of: .model(model.name), indent: 4))
            },
            services: modules.map(service),
            interfaces: zip(spec.interfaces, mock.interfaces).filter { chosen.contains($0.0.module) }.map {
                stubbed($0.1)
            })
    }

    private func service(_ module: Module) -> FixturesContext.ServiceProtocol {
        let names = inputs.names
        return FixturesContext.ServiceProtocol(
            name: names.moduleServicingType(module.name), moduleName: module.name,
            serviceType: names.moduleServiceType(module.name),
            functions: module.interfaces.map { interface in
                // The Service function's own declaration, without defaults, which a protocol cannot have.
                let function = ModuleServicePlanner(inputs: inputs).function(
                    interface, FunctionPlan(interface, inputs: inputs), apiType: "")
                let parameters = function.parameters.map { "\($0.name): \($0.type)" }
                let returns = ModuleServiceContext.returns(function.resultType, isStream: function.streamCall != nil)
                return FixturesContext.Requirement(
                    doc: function.doc, name: function.name, parameters: parameters,
                    wraps: !LineLength.fits(indent: 4, "func \(function.name)(", ")\(returns)", list: parameters),
                    returns: returns)
            })
    }

    private func stubbed(_ interface: MockDescription.Interface) -> FixturesContext.StubbedInterface {
        FixturesContext.StubbedInterface(
            caseName: SwiftIdentifier.caseName(interface.id),
            parameters: interface.parameters.map(Self.parameter),
            examples: interface.replies.map(Self.example),
            issuesToken: interface.issuesToken,
            paging: interface.paging.map {
                "MockPaging(newer: \(SwiftLiteral.string($0.newer)), older: \(SwiftLiteral.string($0.older)))"
            },
            stream: interface.stream.map { stream in
                "MockStream(format: .\(stream.format.value.rawValue)"
                    + (stream.end.map { ", end: \(SwiftLiteral.string($0.value)))" } ?? ")")
            },
            isDownload: interface.isDownload)
    }

    /// `MockParameter("page", in: .query, kind: .integer, required: false)`.
    static func parameter(_ parameter: MockDescription.Parameter) -> String {
        "MockParameter(\(SwiftLiteral.string(parameter.wireName)), in: .\(parameter.placement.rawValue)"
            + (parameter.kind == .string ? "" : ", kind: \(kind(parameter.kind))")
            + (parameter.isRequired ? "" : ", required: false")
            + (parameter.fixed.map { ", fixed: \(SwiftLiteral.string($0)))" } ?? ")")
    }

    private static func kind(_ kind: MockDescription.Kind) -> String {
        switch kind {
        case .oneOf(let values): ".oneOf([\(values.map(SwiftLiteral.string).joined(separator: ", "))])"
        case .array(let element): ".array(\(self.kind(element)))"
        default: ".\(kind)"
        }
    }

    /// `.data("name", json: …)`, the JSON on the item's line (12 spaces in)
    /// when it fits, else laid out over lines 16 spaces in; or
    /// `.error("name", code: …)`.
    static func example(_ reply: SpecExamples.Reply) -> String {
        switch reply.content {
        case .data(let value):
            let head = ".data(\(SwiftLiteral.string(reply.name)), json: "
            let text = value.formatted(width: .max)[0]
            let oneLine = SwiftLiteral.raw(text)
            if LineLength.fits(indent: 12, head, oneLine, "),") { return head + oneLine + ")" }
            // Narrower than the one line, so that a value that would fit 16 spaces in still goes on lines of its own.
            let width = min(LineLength.limit - 16, text.count - 1)
            return head + SwiftLiteral.rawLines(value.formatted(width: width), indent: 16) + ")"
        case .error(let code, let message, let status):
            let codeLiteral: String
            switch code {
            case .int(let number): codeLiteral = String(number)
            case .string(let text): codeLiteral = SwiftLiteral.string(text)
            }
            return ".error(\(SwiftLiteral.string(reply.name)), code: \(codeLiteral)"
                + (message.map { ", message: \(SwiftLiteral.string($0))" } ?? "")
                + (status.map { ", status: \($0)" } ?? "") + ")"
        }
    }
}
