import NetLayerSpec

/// The Swift name of everything in a spec, decided once; two spec names
/// that would become one Swift name are reported where the second is written.
struct NameTable: Sendable {
    let prefix: String
    let clientType: String
    let apiType: String
    let environmentType: String
    let interfaceType: String
    private let models: [String: String]
    private let moduleStems: [String: String]

    init(spec: Spec, options: GeneratorOptions, diagnostics: inout Diagnostics) {
        prefix = SwiftIdentifier.typeName(spec.name.value)
        clientType = prefix + "Client"
        apiType = prefix + "API"
        environmentType = prefix + "Environment"
        interfaceType = options.interfaceTypeName

        var models: [String: String] = [:]
        Self.claim(
            spec.models.map { ($0.name, SwiftIdentifier.typeName($0.name), $0.location) }, kind: "model", into: &models,
            &diagnostics)
        self.models = models
        var stems: [String: String] = [:]
        Self.claim(
            spec.modules.map { ($0.name, SwiftIdentifier.typeName($0.name), $0.location) }, kind: "module",
            into: &stems, &diagnostics
        )
        moduleStems = stems
        var cases: [String: String] = [:]
        Self.claim(
            spec.interfaces.map { ($0.name, SwiftIdentifier.caseName($0.name), $0.location) }, kind: "interface",
            into: &cases,
            &diagnostics)
        for interface in spec.interfaces {
            var parameters: [String: String] = [:]
            Self.claim(
                interface.parameters.map { ($0.name, SwiftIdentifier.parameterName($0.name), $0.location) },
                kind: "parameter",
                into: &parameters, &diagnostics)
        }
        for model in spec.models {
            if case .structure(let fields) = model.kind {
                var properties: [String: String] = [:]
                Self.claim(
                    fields.map { ($0.name, SwiftIdentifier.propertyName($0.name), $0.location) }, kind: "field",
                    into: &properties,
                    &diagnostics)
            }
        }
    }

    func model(_ name: String) -> String { models[name] ?? SwiftIdentifier.typeName(name) }
    func moduleTypeStem(_ name: String) -> String { moduleStems[name] ?? SwiftIdentifier.typeName(name) }

    /// Records each spec name's Swift name, reporting one that another spec
    /// name already turned into.
    private static func claim(
        _ names: [(spec: String, swift: String, location: SourceLocation)], kind: String,
        into table: inout [String: String],
        _ diagnostics: inout Diagnostics
    ) {
        var owners: [String: (spec: String, location: SourceLocation)] = [:]
        for name in names {
            let key = name.swift.trimmingBackticks
            if let owner = owners[key], owner.spec != name.spec {
                diagnostics.error(
                    "\(kind) '\(name.spec)' and '\(owner.spec)' both become '\(key)' in Swift; rename one",
                    at: name.location, notes: [.note("'\(owner.spec)' is defined here", at: owner.location)])
                continue
            }
            owners[key] = (name.spec, name.location)
            table[name.spec] = name.swift
        }
    }
}

extension String {
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
