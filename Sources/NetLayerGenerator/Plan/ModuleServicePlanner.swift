import NetLayerSpec

/// Plans a module's Service layer: each interface's function returning its
/// model, its completion-closure variant and its pager.
struct ModuleServicePlanner {
    let inputs: PlanInputs

    static let completionDoc = "called with the result, on the client's callback queue."

    /// `functions`: the module's interfaces, planned once for both layers.
    func plan(_ module: Module, functions: [FunctionPlan]) -> ModuleServiceContext {
        let names = inputs.names
        let apiType = names.moduleAPIType(module.name)
        return ModuleServiceContext(
            access: inputs.access, clientType: names.clientType, interfaceType: names.interfaceType,
            moduleName: module.name, property: SwiftIdentifier.propertyName(module.name),
            typeName: names.moduleServiceType(module.name), apiTypeName: apiType,
            functions: zip(module.interfaces, functions).map { function($0, $1, apiType: apiType) })
    }

    func function(_ interface: Interface, _ function: FunctionPlan, apiType: String)
        -> ModuleServiceContext.Function
    {
        let responseType = interface.reply.response.map { inputs.type(of: $0.type.value) }
        var resultType = responseType ?? .requestResult
        var (doc, parameters, arguments, ownArguments) = (
            function.doc, function.parameters, function.arguments, function.arguments
        )
        var streamCall: CoreCall?
        switch function.reply {
        case .whole:
            break
        case .stream(let stream):
            resultType = .replyStream(of: stream.element ?? stream.rawElement)
            streamCall = CoreCall(
                method: stream.method, prefix: .immediate, sends: function.sends,
                more: (stream.element.map { [.labeled("as", .code("\($0.written).self"))] } ?? [])
                    + (stream.options.map { [$0] } ?? []))
        case .download(let maxBytes):
            resultType = .downloadedFile
            doc = function.doc(adding: [
                ("destination", ModuleAPIPlanner.destinationDoc), ("progress", "called as the file arrives."),
            ])
            parameters += [
                FunctionParameter(name: "to destination", type: .url),
                FunctionParameter(name: "progress", type: .optional(.named("ProgressHandler")), defaultValue: "nil"),
            ]
            arguments += [
                Argument(label: "to", value: "destination"),
                Argument(
                    label: "options",
                    value: ReplyPlan.downloadOptions(maxBytes: maxBytes, [.init("progress", "progress")])),
            ]
            ownArguments += [
                Argument(label: "to", value: "destination"), Argument(label: "progress", value: "progress"),
            ]
        }
        return ModuleServiceContext.Function(
            doc: doc, name: function.name, caseName: function.caseName, parameters: parameters,
            arguments: arguments,
            responseType: responseType, resultType: resultType,
            returns: streamCall != nil ? .immediate(resultType) : .awaited(resultType),
            returnsResult: responseType == nil && streamCall == nil, streamCall: streamCall,
            closure: inputs.options.delivery.contains(.closure) && streamCall == nil
                ? closure(function, doc: doc, parameters: parameters, arguments: ownArguments, resultType: resultType)
                : nil,
            pager: pager(interface, function), deprecated: function.deprecated)
    }

    private func closure(
        _ function: FunctionPlan, doc: CommentLines, parameters: [FunctionParameter], arguments: [Argument],
        resultType: SwiftType
    ) -> ModuleServiceContext.ClosureVariant {
        let parameters =
            parameters + [
                FunctionParameter(name: "completion", type: .completion(of: resultType))
            ]
        return ModuleServiceContext.ClosureVariant(
            doc: doc == function.doc
                ? function.doc(adding: "completion", Self.completionDoc)
                : doc + DocComment.parameterItems([("completion", Self.completionDoc)]),
            parameters: parameters, arguments: arguments)
    }

    /// Paging over the interface's `newer` and `older` cursors, when it has them.
    private func pager(_ interface: Interface, _ function: FunctionPlan) -> ModuleServiceContext.Pager? {
        guard let paging = interface.paging, case .array(let item)? = interface.reply.response?.type.value,
            let newer = interface.parameters.first(where: { $0.name == paging.newer.value }),
            let older = interface.parameters.first(where: { $0.name == paging.older.value })
        else { return nil }
        let itemType = inputs.type(of: item)
        let cursorType = inputs.type(of: newer.type.value.nonOptional)
        var parameters: [FunctionParameter] = []
        var arguments: [Argument] = []
        let arguable = interface.parameters.filter { $0.fixedValue == nil }
        for (parameter, planned) in zip(arguable, zip(function.parameters, function.arguments)) {
            switch parameter.name {
            case newer.name: arguments.append(Argument(label: planned.1.label, value: "newer" + cursorFallback(newer)))
            case older.name: arguments.append(Argument(label: planned.1.label, value: "older" + cursorFallback(older)))
            default:
                parameters.append(planned.0)
                arguments.append(planned.1)
            }
        }
        // The pager reads each item's cursor with it.
        let id = SwiftType.closure(
            parameters: [itemType], returns: ReturnClause(result: cursorType), escaping: true, sendable: true)
        parameters.append(FunctionParameter(name: "id", type: id))
        let pagerName = SwiftIdentifier.functionName(interface.name + "Pager")
        return ModuleServiceContext.Pager(
            pagerName: pagerName, newer: newer.name, older: older.name, parameters: parameters,
            itemType: itemType, cursorType: cursorType, arguments: arguments)
    }

    /// What a cursor parameter gets when the pager has no cursor yet: its
    /// default, or nil for an optional one.
    private func cursorFallback(_ parameter: Interface.Parameter) -> String {
        if parameter.type.value.isOptional { return "" }
        return " ?? " + (inputs.defaultLiteral(parameter) ?? "0")
    }
}
