import NetLayerSpec

/// Plans the client class: the spec's configuration, a property for each
/// `$name` value, and the delegate entry point when asked for.
struct ClientPlanner {
    let inputs: PlanInputs

    func plan() -> ClientContext {
        let spec = inputs.spec
        let persist = spec.auth?.token?.persist ?? false || spec.auth?.keys.contains(where: \.persist) == true
        let runtimeValues = runtimeValues()
        let logOutDoc = logOutDoc()
        return ClientContext(
            specName: spec.name.value, access: inputs.access, clientType: inputs.names.clientType,
            delegateType: inputs.names.clientDelegateType,
            apiType: inputs.names.apiType, environmentType: inputs.names.environmentType,
            interfaceType: inputs.names.interfaceType,
            defaultEnvironment: SwiftIdentifier.caseName(spec.environments[0].name),
            defaultTokenStore: persist
                ? .call("FileTokenStore.inApplicationSupport", [.init("named", RuntimeLiteral.string(spec.name.value))])
                : .call("MemoryTokenStore", []),
            tokenStoreDescription: persist ? "a file in Application Support" : "memory only",
            configuration: configuration(),
            runtimeValues: runtimeValues, hasRuntimeValues: !runtimeValues.isEmpty,
            runtimeValueList: runtimeValues.map { "`\($0.property.trimmingBackticks)`" }.joined(separator: ", "),
            delegate: inputs.options.delivery.contains(.delegate),
            hasToken: spec.auth?.token != nil, keys: keySetters(), logOutDoc: logOutDoc,
            canLogOut: !logOutDoc.isEmpty)
    }

    /// `ClientConfiguration(...)`'s arguments, leaving out the defaults.
    /// Lists and calls of several values put each value on its own line, as a configuration is read.
    private func configuration() -> [Argument] {
        let spec = inputs.spec
        var arguments: [Argument] = []
        if !spec.headers.isEmpty {
            arguments.append(
                Argument(
                    label: "headers",
                    value: .array(spec.headers.map { RuntimeLiteral.commonValue($0.value) }, oneItemPerLine: true))
            )
        }
        if !spec.parameters.isEmpty {
            arguments.append(
                Argument(
                    label: "parameters",
                    value: .array(spec.parameters.map { RuntimeLiteral.commonValue($0.value) }, oneItemPerLine: true))
            )
        }
        if let envelope = spec.envelope {
            arguments.append(
                Argument(label: "envelope", value: RuntimeLiteral.envelope(envelope, oneItemPerLine: true)))
        }
        if let token = spec.auth?.token {
            arguments.append(Argument(label: "token", value: RuntimeLiteral.token(token, oneItemPerLine: true)))
        }
        if let keys = spec.auth?.keys, !keys.isEmpty {
            arguments.append(Argument(label: "keys", value: .array(keys.map(RuntimeLiteral.key), oneItemPerLine: true)))
        }
        if spec.timeout != Spec.defaultTimeout {
            arguments.append(Argument(label: "timeout", value: RuntimeLiteral.number(spec.timeout)))
        }
        if let leniency = clientLeniency {
            arguments.append(Argument(label: "decoder", value: .call("ResponseDecoder", [.init("leniency", leniency)])))
        }
        if let retry = spec.retry {
            arguments.append(Argument(label: "retry", value: RuntimeLiteral.retryPolicy(retry)))
        }
        if let cache = spec.cache?.value, cache != .off {
            arguments.append(Argument(label: "cache", value: RuntimeLiteral.cachePolicy(cache)))
        }
        return arguments
    }

    /// The client decoder's leniency: every one with the `lenient` setting,
    /// else the spec's; nil when strict.
    private var clientLeniency: SwiftExpression? {
        if inputs.options.lenient { return RuntimeLiteral.leniency(.all) }
        guard let lenient = inputs.spec.lenient, !lenient.isEmpty else { return nil }
        return RuntimeLiteral.leniency(lenient)
    }

    /// What `logOut()` forgets and what follows; nothing without credentials.
    private func logOutDoc() -> CommentLines {
        let auth = inputs.spec.auth
        switch (auth?.token != nil, auth?.keys.isEmpty == false) {
        case (false, false):
            return CommentLines()
        case (true, false):
            return DocComment.comment(
                "Forgets the token of the current server. Until the next login or `setToken`, a call that needs the "
                    + "token ends in `NetLayerError.loginRequired` without being sent, and raises no login-required "
                    + "event: the app asked for it.")
        case (let hasToken, _):
            return DocComment.comment(
                "Forgets the \(hasToken ? "token and keys" : "keys") of the current server. Until they are set again, "
                    + "a call that needs them ends in `NetLayerError.loginRequired` without being sent"
                    + (hasToken ? ", and raises no login-required event: the app asked for it." : "."))
        }
    }

    /// A setter per key of `auth.keys`: `setApiKey(_:)`.
    private func keySetters() -> [ClientContext.KeySetter] {
        (inputs.spec.auth?.keys ?? []).map { key in
            let place =
                switch key.placement {
                case .header(let name): "the `\(name)` header" + (key.scheme.map { " as `\($0) <value>`" } ?? "")
                case .query(let name): "the `\(name)` query item"
                case .cookie(let name): "the `\(name)` cookie"
                }
            var doc =
                "Sets the key `\(key.name)`, sent in \(place) by the calls that need it; kept for the current "
                + "server \(key.persist ? "across launches" : "until the app quits"), forgotten by `logOut()`."
            if key.scheme?.lowercased() == "basic" {
                doc += " Give `user:password` in Base64: `NetLayerClient.basic(user:password:)`."
            }
            return ClientContext.KeySetter(
                doc: DocComment.comment(doc),
                function: SwiftIdentifier.keySetterName(key.name),
                key: SwiftLiteral.string(key.name))
        }
    }

    /// One property per `$name`, in the order the spec first uses each.
    private func runtimeValues() -> [ClientContext.RuntimeValue] {
        var seen: Set<String> = []
        var values: [ClientContext.RuntimeValue] = []
        let uses =
            inputs.spec.headers.map { ($0.value, "header") } + inputs.spec.parameters.map { ($0.value, "parameter") }
        for (value, _) in uses {
            guard case .runtime(let name) = value.value, seen.insert(name).inserted else { continue }
            let users = uses.compactMap { other, kind -> String? in
                guard case .runtime(name) = other.value else { return nil }
                return "the `\(other.name)` \(kind)"
            }
            values.append(
                ClientContext.RuntimeValue(
                    doc: DocComment.comment(
                        "`$\(name)`: the value of \(users.joined(separator: " and ")); not sent while nil."),
                    property: SwiftIdentifier.propertyName(name), key: SwiftLiteral.string(name)))
        }
        return values
    }
}
