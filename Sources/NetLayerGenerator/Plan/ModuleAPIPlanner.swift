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
            })
    }

    static let destinationDoc = "the file to write the reply to; a partial file there is continued."

    /// The API function's parameters, what it returns, its call of the core and its doc, by how the reply is taken.
    private static func shape(of function: FunctionPlan)
        -> (parameters: [FunctionParameter], returns: String, call: CoreCall, doc: [String])
    {
        switch function.reply {
        case .whole:
            return (
                function.parameters, " async throws(NetLayerError) -> RequestResult",
                CoreCall(method: "send", prefix: "try await ", sends: function.sends, more: []), function.doc
            )
        case .stream(let stream):
            return (
                function.parameters, " -> ReplyStream<\(stream.rawElement)>",
                CoreCall(
                    method: stream.method, prefix: "", sends: function.sends,
                    more: stream.options.map { [$0] } ?? []),
                function.doc
            )
        case .download(let maxBytes):
            let parameters =
                function.parameters + [
                    FunctionParameter(name: "to destination", type: "URL"),
                    FunctionParameter(
                        name: "options", type: "DownloadOptions",
                        defaultValue: ReplyPlan.downloadOptions(maxBytes: maxBytes)),
                ]
            return (
                parameters, " async throws(NetLayerError) -> DownloadedFile",
                CoreCall(
                    method: "download", prefix: "try await ", sends: function.sends,
                    more: [.labeled("to", "destination"), .labeled("options", "options")]),
                function.doc(adding: [
                    ("destination", destinationDoc), ("options", "progress, a size limit, and whether to resume."),
                ])
            )
        }
    }
}
