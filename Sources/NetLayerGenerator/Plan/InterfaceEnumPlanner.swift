import NetLayerSpec

/// Plans the enum of every interface: its cases, each interface's
/// `Endpoint`, and the lookup of parameters by spec name.
struct InterfaceEnumPlanner {
    let inputs: PlanInputs

    func plan() -> InterfaceEnumContext {
        InterfaceEnumContext(
            specName: inputs.spec.name.value, access: inputs.access, typeName: inputs.names.interfaceType,
            environmentType: inputs.names.environmentType,
            interfaces: inputs.spec.modules.flatMap { module in
                module.interfaces.map { interface in
                    let parameters = interface.parameters.filter { $0.fixedValue == nil }.map { parameter in
                        InterfaceEnumContext.Lookup(
                            name: SwiftLiteral.string(parameter.name),
                            wireName: SwiftLiteral.string(parameter.wireName),
                            placement: RuntimeLiteral.parameterPlacement(interface.placement(of: parameter)).written,
                            secret: parameter.secret,
                            rules: RuntimeLiteral.checkedRules(of: parameter, in: interface, spec: inputs.spec))
                    }
                    let fixed = interface.parameters.compactMap { parameter in
                        inputs.fixedLiteral(parameter).map {
                            SentParameter(
                                wireName: SwiftLiteral.string(parameter.wireName), value: $0,
                                placement: RuntimeLiteral.parameterPlacement(interface.placement(of: parameter))
                                    .written,
                                secret: parameter.secret)
                        }
                    }
                    return InterfaceEnumContext.Case(
                        doc: docLines(interface.summary), name: SwiftIdentifier.caseName(interface.id),
                        endpoint: endpointArguments(interface, in: module), parameters: parameters, fixed: fixed,
                        hasParameters: !parameters.isEmpty || !fixed.isEmpty, hasFixed: !fixed.isEmpty)
                }
            },
            delegate: inputs.options.delivery.contains(.delegate))
    }

    /// `Endpoint(...)`'s arguments, leaving out the ones at their default.
    private func endpointArguments(_ interface: Interface, in module: Module) -> [Argument] {
        let spec = inputs.spec
        var arguments = [
            Argument(label: "id", value: SwiftLiteral.string(interface.id)),
            Argument(label: "method", value: RuntimeLiteral.method(interface.method.value)),
            Argument(label: "path", value: SwiftLiteral.string(interface.path.value)),
        ]
        if case .same("", _) = module.prefix {
        } else {
            arguments.append(Argument(label: "prefix", value: RuntimeLiteral.environmentValue(module.prefix)))
        }
        let version = module.version ?? spec.version
        if !version.isEmpty { arguments.append(Argument(label: "version", value: SwiftLiteral.string(version))) }
        if let base = module.base {
            arguments.append(Argument(label: "base", value: RuntimeLiteral.environmentValue(base)))
        }
        let layout = module.url ?? spec.url
        if layout != .standard {
            arguments.append(Argument(label: "layout", value: RuntimeLiteral.layout(layout)))
        }
        if let body = interface.effectiveBody {
            arguments.append(Argument(label: "body", value: RuntimeLiteral.bodyEncoding(body)))
        }
        if case let accepts = interface.acceptedMediaType, accepts != "application/json" {
            arguments.append(Argument(label: "accept", value: SwiftLiteral.string(accepts)))
        }
        if interface.replyFormat != .json {
            arguments.append(Argument(label: "reply", value: RuntimeLiteral.replyFormat(interface.replyFormat)))
        }
        if let timeout = interface.timeout ?? module.timeout {
            arguments.append(Argument(label: "timeout", value: RuntimeLiteral.number(timeout)))
        }
        // The runtime's default sends the token, and nothing when the client has no token rules.
        let auth = spec.authRequirement(of: interface)
        if auth == .none, interface.auth != nil || spec.auth?.token != nil {
            arguments.append(Argument(label: "sendsToken", value: "false"))
        } else if auth != .token, auth != .none {
            arguments.append(Argument(label: "auth", value: RuntimeLiteral.auth(auth)))
        }
        if interface.cancel != .none {
            arguments.append(Argument(label: "cancelPolicy", value: RuntimeLiteral.cancelPolicy(interface.cancel)))
        }
        switch module.envelope(of: interface) {
        case .inherited: break
        case .none: arguments.append(Argument(label: "envelope", value: ".none"))
        case .custom(let envelope):
            arguments.append(
                Argument(label: "envelope", value: RuntimeLiteral.member("custom", RuntimeLiteral.envelope(envelope))))
        }
        if let at = interface.reply.response?.at {
            arguments.append(Argument(label: "responsePath", value: RuntimeLiteral.replyPath(at)))
        }
        switch interface.retry ?? module.retry {
        case .off?: arguments.append(Argument(label: "retry", value: ".none"))
        case .rule(let rule)?:
            arguments.append(
                Argument(label: "retry", value: RuntimeLiteral.member("policy", RuntimeLiteral.retryPolicy(rule))))
        case nil: break
        }
        if let idempotent = interface.idempotent?.value {
            arguments.append(Argument(label: "idempotent", value: String(idempotent)))
        }
        if let lenient = interface.lenient ?? module.lenient {
            arguments.append(Argument(label: "leniency", value: RuntimeLiteral.leniency(lenient)))
        }
        if let cache = cacheSetting(interface, in: module) {
            arguments.append(
                Argument(label: "cache", value: RuntimeLiteral.member("policy", RuntimeLiteral.cachePolicy(cache))))
        }
        return arguments
    }

    /// The interface's own `cache`, else its module's for a GET or HEAD
    /// (CacheUse); `off` for a stream or a download that would inherit a
    /// cache, which holds replies read whole; nil: the client's.
    private func cacheSetting(_ interface: Interface, in module: Module) -> CacheSetting? {
        if let own = interface.cache { return own.value }
        let inherited = module.cache?.value ?? inputs.spec.cache?.value
        switch interface.reply {
        case .whole: break
        case .stream, .download: return inherited == nil || inherited == .off ? nil : .off
        }
        guard let cache = module.cache, [.GET, .HEAD].contains(interface.method.value) else { return nil }
        return cache.value
    }
}
