import NetLayerSpec

/// Plans one interface's page of the reference from the spec, the generator's names and the example
/// request's reply.
struct ReferenceInterfacePlanner {
    let inputs: PlanInputs
    let requests: ExampleRequestPlanner
    let replies: @Sendable (ReferenceRequest) -> ReferenceReply
    /// The Swift call's environment case, such as `.production`.
    let environmentCase: String
    /// Made once: it indexes the spec's models.
    let literal: ExampleLiteral

    init(
        inputs: PlanInputs, requests: ExampleRequestPlanner,
        replies: @escaping @Sendable (ReferenceRequest) -> ReferenceReply, environmentCase: String
    ) {
        self.inputs = inputs
        self.requests = requests
        self.replies = replies
        self.environmentCase = environmentCase
        self.literal = ExampleLiteral(inputs: inputs)
    }

    /// Where each interface's page is, from the site's root.
    static func href(of interface: Interface) -> String {
        "_netlayer/interfaces/\(fileStem(interface.id)).html"
    }

    /// An id as a file name: letters, digits, `.`, `-` and `_` kept, anything else `_`.
    static func fileStem(_ id: String) -> String {
        String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
    }

    func plan(_ interface: Interface, in module: Module) -> ReferenceInterfaceContext {
        let spec = inputs.spec
        let (request, values) = requests.plan(interface, in: module)
        let reply = replies(request)
        // Read from the spec's examples: their values are the mock's to make, which `reply` already shows.
        let errors = interface.examples.compactMap { example -> ReferenceInterfaceContext.ErrorReply? in
            guard case .error(let code, let message, let status) = example.reply else { return nil }
            return .init(
                name: example.name, code: code.description, message: message, status: status.map(String.init))
        }
        let otherExamples = interface.examples.compactMap { example -> String? in
            if case .data = example.reply { example.name } else { nil }
        }.dropFirst().map { $0 }
        return ReferenceInterfaceContext(
            specName: spec.name.value, toRoot: "../../", id: interface.id, module: module.name,
            method: interface.method.value.rawValue, summary: interface.summary, deprecated: interface.deprecated,
            urls: spec.environments.map { environment in
                .init(
                    environment: environment.name,
                    url: spec.url(
                        of: interface.path.value, in: module, environment: environment.name,
                        base: environment.baseURL))
            },
            hasParameters: !interface.parameters.isEmpty,
            parameters: interface.parameters.map { parameter($0, of: interface) },
            bodyEncoding: interface.parameters.contains { interface.placement(of: $0) == .body }
                ? interface.effectiveBody?.rawValue : nil,
            accept: interface.acceptedMediaType,
            response: interface.reply.response.map { ReferenceTypeLinks(spec: spec).parts(of: $0.type.value) }
                ?? [ReferenceTypePart(text: "nothing", href: nil)],
            responseAt: interface.reply.response?.at?.description,
            auth: Self.authSentence(spec.authRequirement(of: interface)),
            stream: Self.streamSentence(interface.reply),
            download: interface.reply.isDownload,
            paging: interface.paging.map { "Pages with `\($0.newer.value)` (newer) and `\($0.older.value)` (older)." },
            example: ReferenceExample(
                curl: Self.curl(request), swiftCall: swiftCall(interface, in: module, values: values),
                request: .init(
                    method: request.method, target: request.target,
                    headers: request.headers.map { .init(name: $0.name, value: $0.value) },
                    headersJSON: OrderedJSON.object(request.headers.map { .init($0.name, .string($0.value)) }).json,
                    payload: request.body,
                    formJSON: request.form.map { OrderedJSON.object($0.map { .init($0.name, .string($0.value)) }).json }
                ),
                reply: .init(status: String(reply.status), contentType: reply.contentType, body: reply.body)),
            hasErrors: !errors.isEmpty, errors: errors, otherExamples: otherExamples,
            hasOtherExamples: !otherExamples.isEmpty)
    }

    private func parameter(_ parameter: Interface.Parameter, of interface: Interface)
        -> ReferenceInterfaceContext.Parameter
    {
        .init(
            name: parameter.name, wireName: parameter.wireName == parameter.name ? nil : parameter.wireName,
            type: ReferenceTypeLinks(spec: inputs.spec).parts(of: parameter.type.value),
            placement: interface.placement(of: parameter).rawValue, required: !parameter.isOptional,
            defaultValue: parameter.defaultValue.map { OrderedJSON($0.value).json },
            fixedValue: parameter.fixedValue.map { OrderedJSON($0.value).json },
            secret: parameter.secret, summary: parameter.summary,
            constraints: parameter.constraints?.valueRules.summary())
    }

    /// The call in the generated Service layer, with the example's values as Swift literals.
    private func swiftCall(_ interface: Interface, in module: Module, values: [String: OrderedJSON]) -> String {
        // The Service function's name, as FunctionPlan names it (without planning the rest of it).
        let function = SwiftIdentifier.functionName(interface.name)
        let arguments = interface.parameters.compactMap { parameter -> String? in
            guard let value = values[parameter.name] else { return nil }
            let expression = literal.expression(value, of: parameter.type.value.nonOptional)
            return SwiftIdentifier.argumentLabel(parameter.name) + ": " + expression.written
        }
        let names = inputs.names
        return "let client = \(names.clientType)(environment: \(environmentCase))\n"
            + "let reply = try await client.\(SwiftIdentifier.propertyName(module.name)).\(function)("
            + arguments.joined(separator: ", ") + ")"
    }

    /// The request as a `curl` command, each part on a line of its own.
    static func curl(_ request: ReferenceRequest) -> String {
        var lines = ["curl -X \(request.method) \(shellQuoted(request.url))"]
        lines += request.headers.map { "  -H \(shellQuoted("\($0.name): \($0.value)"))" }
        if let body = request.body { lines.append("  --data-raw \(shellQuoted(body))") }
        lines += (request.form ?? []).map { "  -F \(shellQuoted("\($0.name)=\($0.value)"))" }
        return lines.joined(separator: " \\\n")
    }

    /// In single quotes, each single quote written `'\''`.
    static func shellQuoted(_ text: String) -> String {
        "'" + (text.contains("'") ? text.replacingOccurrences(of: "'", with: "'\\''") : text) + "'"
    }

    /// Who may call the interface.
    static func authSentence(_ requirement: AuthRequirement) -> String {
        if requirement == .none { return "Sends no credentials." }
        if requirement == .token { return "Sends the token." }
        return FunctionPlan.credentialsSentence(requirement)?.replacingOccurrences(of: "`", with: "")
            ?? "Sends no credentials."
    }

    /// "A stream of Token as events, ending at [DONE]."; nil for a reply that is not a stream.
    private static func streamSentence(_ reply: Interface.Reply) -> String? {
        guard case .stream(let stream) = reply else { return nil }
        return "A stream of \(stream.of.map { $0.value.description } ?? "pieces") as \(stream.format.value.rawValue)"
            + (stream.end.map { ", ending at \($0.value)" } ?? "") + "."
    }
}
