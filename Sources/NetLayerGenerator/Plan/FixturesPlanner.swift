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
        let recorded = Dictionary(grouping: inputs.options.recordings, by: \.interface)
        let interfaces = zip(spec.interfaces, mock.interfaces).filter { chosen.contains($0.0.module) }.map {
            stubbed($0.1, recordings: recorded[$0.1.id] ?? [])
        }
        return FixturesContext(
            access: inputs.access, clientType: names.clientType, environmentType: names.environmentType,
            defaultEnvironment: SwiftIdentifier.caseName(spec.environments[0].name),
            interfaceType: names.interfaceType,
            models: models.map { model in
                FixturesContext.ModelExample(
                    typeName: names.model(model.name),
                    expression: literal.expression(examples.value(of: model), of: .model(model.name)))
            },
            services: modules.map(service),
            interfaces: interfaces, hasRecordings: interfaces.contains(where: \.hasRecordings))
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
                let parameters = function.parameters.map { "\($0.name): \($0.type.written)" }
                return FixturesContext.Requirement(
                    doc: function.doc, name: function.name, parameters: parameters,
                    returns: function.returns)
            })
    }

    private func stubbed(_ interface: MockDescription.Interface, recordings: [Recording])
        -> FixturesContext.StubbedInterface
    {
        FixturesContext.StubbedInterface(
            caseName: SwiftIdentifier.caseName(interface.id),
            parameters: interface.parameters.map(RuntimeLiteral.mockParameter),
            hasParameters: !interface.parameters.isEmpty, examples: interface.replies.map(Self.example),
            recordings: recordings.map(RuntimeLiteral.mockRecording), hasRecordings: !recordings.isEmpty,
            issuesToken: interface.issuesToken, paging: interface.paging.map(RuntimeLiteral.mockPaging),
            stream: interface.stream.map(RuntimeLiteral.mockStream), isDownload: interface.reply.isDownload)
    }

    /// `.data("name", json: …)`, the JSON on the line when it fits, else a
    /// literal of lines that ``LineBreaking`` breaks where the template puts it;
    /// or `.error("name", code: …)`.
    static func example(_ reply: SpecExamples.Reply) -> SwiftExpression {
        switch reply.content {
        case .data(let value):
            return .joined([.code(".data(\(SwiftLiteral.string(reply.name)), json: "), .json(value), ")"])
        case .error(let code, let message, let status):
            var arguments: [SwiftExpression.Argument] = [
                .init(nil, .code(SwiftLiteral.string(reply.name))), .init("code", RuntimeLiteral.code(code)),
            ]
            if let message { arguments.append(.init("message", .code(SwiftLiteral.string(message)))) }
            if let status { arguments.append(.init("status", .code(String(status)))) }
            return .call(".error", arguments)
        }
    }
}
