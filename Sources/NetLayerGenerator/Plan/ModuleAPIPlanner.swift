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
                ModuleAPIContext.Function(
                    doc: function.doc, name: function.name, caseName: function.caseName,
                    parameters: function.parameters,
                    wraps: !LineLength.fits(
                        indent: 4, inputs.access, "func \(function.name)(",
                        ") async throws(NetLayerError) -> RequestResult {", list: function.parameters.declared),
                    sends: function.sends, deprecated: function.deprecated)
            })
    }
}
