import NetLayerSpec

/// Plans a module's API layer.
struct ModuleAPIPlanner {
    let inputs: PlanInputs

    /// `functions`: the module's interfaces, planned once for both layers.
    func plan(_ module: Module, functions: [FunctionPlan]) -> ModuleAPIContext {
        let names = inputs.names
        return ModuleAPIContext(
            access: inputs.access, apiType: names.apiType, interfaceType: names.interfaceType, moduleName: module.name,
            property: SwiftIdentifier.propertyName(module.name), typeName: names.moduleAPIType(module.name),
            functions: functions.map { function in
                let (parameters, returns, call, doc) = Self.shape(of: function)
                return ModuleAPIContext.Function(
                    doc: doc, name: function.name, caseName: function.caseName, parameters: parameters,
                    returns: returns, call: call, deprecated: function.deprecated)
            },
            credentialSetters: credentialSetters(module, functions: functions))
    }

    /// For a module on a host of its own (`base`): a setter per credential its interfaces send, for that host.
    /// Credentials are kept per host, so the client's setters (the environment's host) never reach it.
    private func credentialSetters(_ module: Module, functions: [FunctionPlan])
        -> [ModuleAPIContext.CredentialSetter]
    {
        let spec = inputs.spec
        guard module.base != nil, let first = functions.first, let auth = spec.auth else { return [] }
        let sent = Set(module.interfaces.flatMap { spec.authRequirement(of: $0).names })
        var setters: [ModuleAPIContext.CredentialSetter] = []
        if auth.token != nil, sent.contains(AuthRequirement.tokenName) {
            setters.append(
                .init(
                    doc: DocComment.comment(
                        "Hands over a token for the `\(module.name)` module's host (its own `base`), as the "
                            + "client's `setToken(_:)` does for the environment's: each host is sent its own only."),
                    function: "setToken", method: "setToken", key: nil, caseName: first.caseName))
        }
        for key in auth.keys where sent.contains(key.name) {
            let kept = key.persist ? "across launches" : "until the app quits"
            setters.append(
                .init(
                    doc: DocComment.comment(
                        "Sets the key `\(key.name)` for the `\(module.name)` module's host (its own `base`), as the "
                            + "client's `\(SwiftIdentifier.keySetterName(key.name))(_:)` does for the environment's: "
                            + "each host is sent its own only. Kept \(kept); "
                            + "the client's `logOut()` leaves it."),
                    function: SwiftIdentifier.keySetterName(key.name), method: "setKey",
                    key: SwiftLiteral.string(key.name), caseName: first.caseName))
        }
        return setters
    }

    static let destinationDoc = "the file to write the reply to; a partial file there is continued."

    /// The API function's parameters, what it returns, its call of the core and its doc, by how the reply is taken.
    private static func shape(of function: FunctionPlan)
        -> (parameters: [FunctionParameter], returns: ReturnClause, call: CoreCall, doc: CommentLines)
    {
        switch function.reply {
        case .whole:
            return (
                function.parameters, .awaited(.requestResult),
                CoreCall(method: "send", prefix: .awaited, sends: function.sends, more: []), function.doc
            )
        case .stream(let stream):
            return (
                function.parameters, .immediate(.replyStream(of: stream.rawElement)),
                CoreCall(
                    method: stream.method, prefix: .immediate, sends: function.sends,
                    more: stream.options.map { [$0] } ?? []),
                function.doc
            )
        case .download(let maxBytes):
            let parameters =
                function.parameters + [
                    FunctionParameter(name: "to destination", type: .url),
                    FunctionParameter(
                        name: "options", type: .named("DownloadOptions"),
                        defaultValue: ReplyPlan.downloadOptions(maxBytes: maxBytes)),
                ]
            return (
                parameters, .awaited(.downloadedFile),
                CoreCall(
                    method: "download", prefix: .awaited, sends: function.sends,
                    more: [.labeled("to", "destination"), .labeled("options", "options")]),
                function.doc(adding: [
                    ("destination", destinationDoc), ("options", "progress, a size limit, and whether to resume."),
                ])
            )
        }
    }
}
