/// The Swift names of a spec's generated types, decided once, and the rules
/// that refuse a spec for the Swift it would become:
///
/// - two spec names that become one Swift name (`student_list` and
///   `studentList`) among models, modules, interfaces, one interface's
///   parameters or one struct's fields, reported where the second is written;
/// - a model that would hide a type the generated code names unqualified
///   (`Result`, `Endpoint`, or the generated `SchoolClient`);
/// - a module or a `$name` value whose property would clash with a member the
///   client already has (a `$name` value's property among them).
///
/// The loader runs it after the other checks and hands the result to the
/// generator, so `validate` refuses exactly what `generate` would and the
/// generator's plan stage has nothing left to refuse.
public struct SwiftNames: Sendable {
    /// The prefix of every generated type name: `School` in `SchoolClient`.
    public let prefix: String
    public let clientType: String
    public let apiType: String
    public let environmentType: String
    /// The enum of every interface.
    public let interfaceType: String
    private let models: [String: String]
    private let moduleStems: [String: String]

    /// Decides the names of `spec` under `options`, reporting every name
    /// that one of the rules refuses.
    public init(spec: Spec, options: NamingOptions, diagnostics: inout Diagnostics) {
        prefix = options.typePrefix(for: spec.name.value)
        clientType = prefix + "Client"
        apiType = prefix + "API"
        environmentType = prefix + "Environment"
        interfaceType = options.interfaceTypeName

        var models: [String: String] = [:]
        Self.claim(
            spec.models.map { ($0.name, SwiftIdentifier.typeName($0.name), $0.location) }, kind: "model",
            into: &models, &diagnostics)
        self.models = models
        // Each module's API and Service types, and the protocol of its Service that fixtures add.
        let typePrefix = prefix
        let moduleTypes = spec.modules.flatMap { module in
            ["API", "Service", "Servicing"].map { typePrefix + SwiftIdentifier.typeName(module.name) + $0 }
        }
        let generated = Set([clientType, apiType, environmentType, interfaceType, prefix + "ClientDelegate"] + moduleTypes)
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
            into: &stems, &diagnostics)
        moduleStems = stems
        let valueProperties = Self.runtimeValueProperties(of: spec, &diagnostics)
        for module in spec.modules {
            let property = SwiftIdentifier.unquoted(SwiftIdentifier.propertyName(module.name))
            if Self.clientMembers.contains(property) {
                diagnostics.error(
                    "module '\(module.name)' would become the client's property '\(property)', which the client "
                        + "already has; rename it", at: module.location)
            } else if let value = valueProperties[property] {
                diagnostics.error(
                    "module '\(module.name)' would become the client's property '\(property)', which the client "
                        + "already has for '$\(value)'; rename one", at: module.location)
            }
        }
        var cases: [String: String] = [:]
        Self.claim(
            spec.interfaces.map { ($0.id, SwiftIdentifier.caseName($0.id), $0.location) }, kind: "interface",
            into: &cases, &diagnostics)
        for module in spec.modules {
            var functions: [String: String] = [:]
            Self.claim(
                module.interfaces.map { ($0.name, SwiftIdentifier.functionName($0.name), $0.location) },
                kind: "interface", into: &functions, &diagnostics)
        }
        for interface in spec.interfaces {
            var parameters: [String: String] = [:]
            Self.claim(
                interface.parameters.map { ($0.name, SwiftIdentifier.parameterName($0.name), $0.location) },
                kind: "parameter", into: &parameters, &diagnostics)
        }
        for model in spec.models {
            if case .structure(let fields) = model.kind {
                var properties: [String: String] = [:]
                Self.claim(
                    fields.map { ($0.name, SwiftIdentifier.propertyName($0.name), $0.location) }, kind: "field",
                    into: &properties, &diagnostics)
            }
        }
    }

    /// The Swift type name of the model `name`.
    public func model(_ name: String) -> String { models[name] ?? SwiftIdentifier.typeName(name) }

    /// What the module `name` adds to its types' names: `Student` in `SchoolAPI+Student.swift`.
    public func moduleTypeStem(_ name: String) -> String { moduleStems[name] ?? SwiftIdentifier.typeName(name) }

    /// Types the generated code names unqualified: a model of the same name
    /// would hide them and break it. (`GoldenTests` checks that every runtime
    /// type the School goldens name is here.)
    public static let reservedTypeNames: Set<String> = [
        // NetLayer
        "NetLayerClient", "ClientConfiguration", "Endpoint", "EnvironmentValue", "ServerEnvironment", "URLLayout",
        "Parameter", "ParameterValue", "ParameterValueConvertible", "FilePart", "CommonValue", "RequestResult",
        "NetLayerError", "EnvelopeFormat", "TokenConfiguration", "TokenStore", "FileTokenStore", "MemoryTokenStore",
        "Transport", "URLSessionTransport", "CallHandle", "CursorPager", "Indirect", "JSONValue", "ResponseDecoder",
        "RetryPolicy", "RuntimeValues", "LoginRequiredEvent", "DecodingOverrides", "ParameterLookup",
        "GeneratedModel", "ModelFields", "ModelKey", "NetLayer",
        // NetLayer, in fixtures
        "StubTransport", "MockBackend", "MockInterface", "MockParameter", "MockExample", "MockOptions", "MockPaging",
        // Swift and Foundation
        "Result", "Error", "Optional", "Array", "Dictionary", "Set", "Codable", "Decodable", "Encodable",
        "Equatable", "Hashable", "Sendable", "CaseIterable", "CodingKey", "Void", "Never", "Swift", "Foundation",
        "Duration", "UInt64",
    ]

    /// What the generated client and API types already have: a module's
    /// property of the same name would not compile.
    public static let clientMembers: Set<String> = [
        "core", "configuration", "values", "server", "isLoggedIn", "setToken", "logOut", "loginRequiredEvents",
        "cancelAll", "api",
        "send",
    ]

    /// The client's property of each `$name` value, by property name,
    /// reporting two values that become one property and a value whose
    /// property the client already has.
    private static func runtimeValueProperties(of spec: Spec, _ diagnostics: inout Diagnostics) -> [String: String] {
        var seen: Set<String> = []
        let values = (spec.headers + spec.parameters).compactMap {
            common -> (spec: String, swift: String, location: SourceLocation)? in
            guard case .runtime(let name) = common.value, seen.insert(name).inserted else { return nil }
            return ("$" + name, SwiftIdentifier.propertyName(name), common.location)
        }
        var table: [String: String] = [:]
        claim(values, kind: "value", into: &table, &diagnostics)
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

    /// Records each spec name's Swift name, reporting each name that
    /// becomes the Swift name of an earlier one.
    private static func claim(
        _ names: [(spec: String, swift: String, location: SourceLocation)], kind: String,
        into table: inout [String: String], _ diagnostics: inout Diagnostics
    ) {
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
}
