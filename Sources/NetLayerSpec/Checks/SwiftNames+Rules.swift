/// The rules that `SwiftNames` runs, one function each.
extension SwiftNames {
    /// Two spec names that become one Swift name: returns each spec name's
    /// Swift name, reporting each name that becomes the Swift name of an
    /// earlier one.
    static func claim(
        _ names: [(spec: String, swift: String, location: SourceLocation)], kind: String,
        _ diagnostics: inout Diagnostics
    ) -> [String: String] {
        reportCollisions(names, kind: kind, &diagnostics)
        return Dictionary(names.map { ($0.spec, $0.swift) }, uniquingKeysWith: { _, last in last })
    }

    /// Reports each name that becomes the Swift name of an earlier one.
    static func reportCollisions(
        _ names: [(spec: String, swift: String, location: SourceLocation)], kind: String,
        _ diagnostics: inout Diagnostics
    ) {
        // Most lists are one interface's parameters or one model's fields: a
        // few names, compared pairwise sooner than hashed.
        if names.count <= 16,
            !names.indices.contains(where: { index in
                let swift = SwiftIdentifier.unquoted(names[index].swift)
                return names[..<index].contains { SwiftIdentifier.unquoted($0.swift) == swift }
            })
        {
            return
        }
        var table: [String: String] = [:]
        var locations: [String: SourceLocation] = [:]
        for name in names {
            table[name.spec] = name.swift
            if locations[name.spec] == nil { locations[name.spec] = name.location }
        }
        for group in SwiftIdentifier.collisions(names.map { ($0.spec, $0.swift) }) {
            let first = group[0]
            let swift = SwiftIdentifier.unquoted(table[first, default: first])
            for other in group.dropFirst() {
                diagnostics.error(
                    "\(kind) '\(other)' and '\(first)' both become '\(swift)' in Swift; rename one",
                    at: locations[other], notes: [.note("'\(first)' is defined here", at: locations[first])])
            }
        }
    }

    /// Interfaces, one module's functions, one interface's parameters and one
    /// model's fields or alternatives that become one Swift name.
    static func reportMembersThatBecomeOne(_ spec: Spec, _ diagnostics: inout Diagnostics) {
        reportCollisions(
            spec.modules.flatMap { module in
                module.interfaces.map { ($0.id, SwiftIdentifier.caseName($0.id), $0.location) }
            },
            kind: "interface", &diagnostics)
        for module in spec.modules {
            reportCollisions(
                module.interfaces.map { ($0.name, SwiftIdentifier.functionName($0.name), $0.location) },
                kind: "interface", &diagnostics)
        }
        for module in spec.modules {
            for interface in module.interfaces {
                reportCollisions(
                    interface.parameters.map { ($0.name, SwiftIdentifier.parameterName($0.name), $0.location) },
                    kind: "parameter", &diagnostics)
            }
        }
        for model in spec.models {
            switch model.kind {
            case .structure(let fields):
                reportCollisions(
                    fields.map { ($0.name, SwiftIdentifier.propertyName($0.name), $0.location) }, kind: "field",
                    &diagnostics)
            case .union(let union):
                reportCollisions(
                    union.cases.map { ($0.name, SwiftIdentifier.caseName($0.name), $0.location) },
                    kind: "alternative", &diagnostics)
            case .enumeration:
                break
            }
        }
    }

    /// A model whose Swift name is a type the generated code names
    /// unqualified: a runtime or Swift type, or one the generator writes.
    func reportModelsHidingUsedTypes(_ spec: Spec, _ diagnostics: inout Diagnostics) {
        let generated = Set(
            [clientType, apiType, environmentType, interfaceType, clientDelegateType]
                + spec.modules.flatMap { moduleTypes($0.name) })
        for model in spec.models {
            let swift = self.model(model.name)
            if Self.reservedTypeNames.contains(swift) || generated.contains(swift) {
                diagnostics.error(
                    "model '\(model.name)' would hide the type '\(swift)' that the generated code uses; rename it",
                    at: model.location)
            } else if TypeName.Builtin(rawValue: model.name) == nil, let owner = PlatformTypeNames.owner(of: swift) {
                // `UniqueNames` reports a built-in type's name (`Data`) already.
                reportModelHidingPlatformType(model, swift: swift, owner: owner, &diagnostics)
            }
        }
    }

    /// A model named like a platform type: the generated code compiles, but
    /// the app's files that import it lose the platform's type. An error for
    /// a type every such file sees (Swift's, Foundation's); a warning for an
    /// Apple framework's, which clashes only in files that import it too.
    private func reportModelHidingPlatformType(
        _ model: Model, swift: String, owner: PlatformTypeNames.Owner, _ diagnostics: inout Diagnostics
    ) {
        let renamed = prefix + swift
        if owner.comesWithFoundation {
            diagnostics.error(
                "model '\(model.name)' would hide \(owner.module)'s '\(swift)': app code that imports the generated "
                    + "code could no longer use \(owner.module)'s; rename the model, for example to '\(renamed)'",
                at: model.location)
        } else {
            diagnostics.warning(
                "model '\(model.name)' would make \(owner.module)'s '\(swift)' ambiguous in app code that imports "
                    + "both; rename the model, for example to '\(renamed)'",
                at: model.location)
        }
    }

    /// A module or a `$name` value whose property the client already has,
    /// and a module whose property is a `$name` value's.
    static func reportModulesTakingClientProperties(_ spec: Spec, _ diagnostics: inout Diagnostics) {
        let valueProperties = runtimeValueProperties(of: spec, &diagnostics)
        for module in spec.modules {
            let property = SwiftIdentifier.unquoted(SwiftIdentifier.propertyName(module.name))
            if clientMembers.contains(property) {
                diagnostics.error(
                    "module '\(module.name)' would become the client's property '\(property)', which the client "
                        + "already has; rename it", at: module.location)
            } else if let value = valueProperties[property] {
                diagnostics.error(
                    "module '\(module.name)' would become the client's property '\(property)', which the client "
                        + "already has for '$\(value)'; rename one", at: module.location)
            }
        }
    }

    /// The client's property of each `$name` value, by property name,
    /// reporting two values that become one property and a value whose
    /// property the client already has.
    private static func runtimeValueProperties(of spec: Spec, _ diagnostics: inout Diagnostics) -> [String: String] {
        var seen: Set<String> = []
        let values = (spec.headers + spec.parameters).compactMap {
            common -> (spec: String, swift: String, location: SourceLocation)? in
            guard case .runtime(let name) = common.value.value, seen.insert(name).inserted else { return nil }
            return ("$" + name, SwiftIdentifier.propertyName(name), common.location)
        }
        reportCollisions(values, kind: "value", &diagnostics)
        var properties: [String: String] = [:]
        for value in values {
            let property = SwiftIdentifier.unquoted(value.swift)
            if clientMembers.contains(property) {
                diagnostics.error(
                    "value '\(value.spec)' would become the client's property '\(property)', which the client "
                        + "already has; rename it", at: value.location)
            }
            if properties[property] == nil { properties[property] = String(value.spec.dropFirst()) }
        }
        return properties
    }

    /// Two environments that become one case of the environment enum
    /// (`prod_1` and `prod-1` are both `prod1`, which would not compile),
    /// and one that becomes a static member the enum already has.
    func reportEnvironmentNames(_ spec: Spec, _ diagnostics: inout Diagnostics) {
        let cases = spec.environments.map { ($0.name, SwiftIdentifier.caseName($0.name), $0.location) }
        Self.reportCollisions(cases, kind: "environment", &diagnostics)
        for (name, swift, location) in cases where Self.environmentMembers.contains(SwiftIdentifier.unquoted(swift)) {
            diagnostics.error(
                "environment '\(name)' would become the case '\(swift)' of '\(environmentType)', which already has "
                    + "a member '\(swift)'; rename it", at: location)
        }
    }
}
