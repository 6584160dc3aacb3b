import NetLayerSpec

/// Plans the enum of the spec's servers.
struct EnvironmentPlanner {
    let inputs: PlanInputs

    func plan() -> EnvironmentContext {
        EnvironmentContext(
            specName: inputs.spec.name.value, access: inputs.access, typeName: inputs.names.environmentType,
            cases: inputs.spec.environments.map { environment in
                let name = SwiftIdentifier.caseName(environment.name)
                return EnvironmentContext.Case(
                    name: name,
                    rawValue: name.trimmingBackticks == environment.name
                        ? nil : SwiftLiteral.string(environment.name),
                    url: SwiftLiteral.string(environment.baseURL))
            })
    }
}
