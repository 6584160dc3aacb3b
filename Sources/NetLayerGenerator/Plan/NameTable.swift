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
        prefix = options.typePrefix(for: spec.name.value)
        clientType = prefix + "Client"
        apiType = prefix + "API"
        environmentType = prefix + "Environment"
        interfaceType = options.interfaceTypeName

        var models: [String: String] = [:]
        Self.claim(
            spec.models.map { ($0.name, SwiftIdentifier.typeName($0.name), $0.location) }, kind: "model", into: &models,
            &diagnostics)
        self.models = models
        let generated = [clientType, apiType, environmentType, interfaceType, prefix + "ClientDelegate"]
        for model in spec.models {
            let swift = models[model.name, default: model.name]
            if Self.reservedTypeNames.contains(swift) || generated.contains(swift) {
                diagnostics.error(
                    "model '\(model.name)' would hide the type '\(swift)' that the generated code uses; rename it",
                    at: model.location)
            }
        }
        var stems: [String: String] = [:]
        Self.claim(
            spec.modules.map { ($0.name, SwiftIdentifier.typeName($0.name), $0.location) }, kind: "module",
            into: &stems, &diagnostics
        )
        moduleStems = stems
        for module in spec.modules {
            let property = SwiftIdentifier.unquoted(SwiftIdentifier.propertyName(module.name))
            if Self.clientMembers.contains(property) {
                diagnostics.error(
                    "module '\(module.name)' would become the client's property '\(property)', which the client "
                        + "already has; rename it", at: module.location)
            }
        }
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

    /// Types the generated code names unqualified: a model of the same name
    /// would hide them and break it.
    static let reservedTypeNames: Set<String> = [
        // NetLayer
        "NetLayerClient", "ClientConfiguration", "Endpoint", "EnvironmentValue", "ServerEnvironment", "URLLayout",
        "Parameter", "ParameterValue", "ParameterValueConvertible", "FilePart", "CommonValue", "RequestResult",
        "NetLayerError", "EnvelopeFormat", "TokenConfiguration", "TokenStore", "FileTokenStore", "MemoryTokenStore",
        "Transport", "URLSessionTransport", "CallHandle", "CursorPager", "Indirect", "JSONValue", "ResponseDecoder",
        "NetLayer",
        // Swift and Foundation
        "Result", "Error", "Optional", "Array", "Dictionary", "Set", "Codable", "Decodable", "Encodable",
        "Equatable", "Hashable", "Sendable", "CaseIterable", "CodingKey", "Void", "Never", "Swift", "Foundation",
    ]

    /// What the generated client and API types already have: a module's
    /// property of the same name would not compile.
    static let clientMembers: Set<String> = [
        "core", "configuration", "values", "server", "isLoggedIn", "logOut", "loginRequiredEvents", "cancelAll", "api",
        "send",
    ]

    func model(_ name: String) -> String { models[name] ?? SwiftIdentifier.typeName(name) }
    func moduleTypeStem(_ name: String) -> String { moduleStems[name] ?? SwiftIdentifier.typeName(name) }

    /// Records each spec name's Swift name, reporting each name that
    /// becomes the Swift name of an earlier one.
    private static func claim(
        _ names: [(spec: String, swift: String, location: SourceLocation)], kind: String,
        into table: inout [String: String],
        _ diagnostics: inout Diagnostics
    ) {
        var locations: [String: SourceLocation] = [:]
        for name in names {
            table[name.spec] = name.swift
            if locations[name.spec] == nil { locations[name.spec] = name.location }
        }
        for group in SwiftIdentifier.collisions(names.map { ($0.spec, $0.swift) }) {
            let first = group[0]
            let swift = table[first, default: first].trimmingBackticks
            for other in group.dropFirst() {
                diagnostics.error(
                    "\(kind) '\(other)' and '\(first)' both become '\(swift)' in Swift; rename one",
                    at: locations[other], notes: [.note("'\(first)' is defined here", at: locations[first])])
            }
        }
    }
}

extension String {
    var trimmingBackticks: String { SwiftIdentifier.unquoted(self) }
}
