import NetLayerSpec

/// Plans a module's API layer.
struct ModuleAPIPlanner {
    let inputs: PlanInputs

    func plan(_ module: Module) -> ModuleAPIContext {
        let names = inputs.names
        return ModuleAPIContext(
            access: inputs.access, apiType: names.apiType, interfaceType: names.interfaceType, moduleName: module.name,
            property: SwiftIdentifier.propertyName(module.name), typeName: names.moduleAPIType(module.name),
            functions: module.interfaces.map { interface in
                let function = FunctionPlan(interface, inputs: inputs)
                return ModuleAPIContext.Function(
                    doc: function.doc, name: function.name, caseName: function.caseName,
                    parameters: function.parameters,
                    wraps: !LineLength.fits(
                        indent: 4, inputs.access, "func \(function.name)(",
                        ") async throws(NetLayerError) -> RequestResult {", list: function.parameters.declared),
                    sends: function.sends)
            })
    }
}
