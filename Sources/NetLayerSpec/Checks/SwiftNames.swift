/// The Swift names of a spec's generated types, decided once, and the rules
/// that refuse a spec for the Swift it would become:
///
/// - two spec names that become one Swift name (`student_list` and
///   `studentList`) among models, modules, interfaces, one interface's
///   parameters or one struct's fields, reported where the second is written;
/// - a model that would hide a type the generated code names unqualified
///   (`Result`, `Endpoint`, or the generated `SchoolClient`);
/// - a module or a `$name` value whose property would clash with a member the
///   client already has (a `$name` value's property among them);
/// - two environments that become one case of the environment enum, or one
///   that becomes a member the enum already has (`allCases`).
///
/// The loader runs it after the other checks and hands the result to the
/// generator, so `validate` refuses exactly what `generate` would and the
/// generator's plan stage has nothing left to refuse.
public struct SwiftNames: Sendable {
    /// The prefix of every generated type name: `School` in `SchoolClient`.
    public let prefix: String
    /// The client class: `SchoolClient`.
    public let clientType: String
    /// The protocol of the delegate entry point: `SchoolClientDelegate`.
    public let clientDelegateType: String
    /// The API layer's root: `SchoolAPI`.
    public let apiType: String
    /// The enum of the spec's environments.
    public let environmentType: String
    /// The enum of every interface.
    public let interfaceType: String
    private let models: [String: String]
    private let moduleStems: [String: String]

    /// Decides the names of `spec` under `options`, reporting every name
    /// that one of the rules refuses.
    ///
    /// - Parameters:
    ///   - spec: The decoded spec.
    ///   - options: The generator's choices that decide type names.
    ///   - diagnostics: Where each refused name is reported, as an error at the name.
    public init(spec: Spec, options: NamingOptions, diagnostics: inout Diagnostics) {
        prefix = options.typePrefix(for: spec.name.value)
        clientType = prefix + "Client"
        clientDelegateType = clientType + "Delegate"
        apiType = prefix + "API"
        environmentType = prefix + "Environment"
        interfaceType = options.interfaceTypeName
        models = Self.claim(
            spec.models.map { ($0.name, SwiftIdentifier.typeName($0.name), $0.location) }, kind: "model", &diagnostics)
        moduleStems = Self.claim(
            spec.modules.map { ($0.name, SwiftIdentifier.typeName($0.name), $0.location) }, kind: "module",
            &diagnostics)
        reportModelsHidingUsedTypes(spec, &diagnostics)
        Self.reportModulesTakingClientProperties(spec, &diagnostics)
        Self.reportMembersThatBecomeOne(spec, &diagnostics)
        reportEnvironmentNames(spec, &diagnostics)
    }

    /// The Swift type name of the model `name`.
    ///
    /// - Parameter name: The model's name as the spec writes it.
    /// - Returns: The type name; a model the spec does not have gets its name converted by the usual rule.
    public func model(_ name: String) -> String { models[name] ?? SwiftIdentifier.typeName(name) }

    /// What the module `name` adds to its types' names: `Student` in `SchoolAPI+Student.swift`.
    ///
    /// - Parameter name: The module's name as the spec writes it.
    /// - Returns: The stem.
    public func moduleTypeStem(_ name: String) -> String { moduleStems[name] ?? SwiftIdentifier.typeName(name) }

    /// The module's type of functions that return each interface's reply: `SchoolStudentAPI`.
    ///
    /// - Parameter module: The module's name as the spec writes it.
    /// - Returns: The type name.
    public func moduleAPIType(_ module: String) -> String { moduleType(module, "API") }

    /// The module's type of functions that return each interface's result: `SchoolStudentService`.
    ///
    /// - Parameter module: The module's name as the spec writes it.
    /// - Returns: The type name.
    public func moduleServiceType(_ module: String) -> String { moduleType(module, "Service") }

    /// The protocol of the module's Service type, which fixtures add: `SchoolStudentServicing`.
    ///
    /// - Parameter module: The module's name as the spec writes it.
    /// - Returns: The protocol's name.
    public func moduleServicingType(_ module: String) -> String { moduleType(module, "Servicing") }

    /// Every type the module adds, which a model must not hide.
    func moduleTypes(_ module: String) -> [String] {
        [moduleAPIType(module), moduleServiceType(module), moduleServicingType(module)]
    }

    private func moduleType(_ module: String, _ kind: String) -> String { prefix + moduleTypeStem(module) + kind }

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
        "GeneratedModel", "GeneratedClient", "ModelFields", "ModelKey", "NetLayer",
        // NetLayer, in fixtures
        "StubTransport", "MockBackend", "MockInterface", "MockParameter", "MockExample", "MockOptions", "MockPaging",
        // Swift and Foundation
        "Result", "Error", "Optional", "Array", "Dictionary", "Set", "Codable", "Decodable", "Encodable",
        "Equatable", "Hashable", "Sendable", "CaseIterable", "CodingKey", "Void", "Never", "Swift", "Foundation",
        "Duration", "UInt64",
    ]

    /// The static members the environment enum has besides its cases: a
    /// case of the same name makes every use of either ambiguous. Only
    /// static ones: a case does not clash with the instance members
    /// (`baseURL`, `server`, `rawValue`), which `CompileTests` shows.
    public static let environmentMembers: Set<String> = ["allCases"]

    /// What the generated client and API types already have: a module's
    /// property of the same name would not compile.
    public static let clientMembers: Set<String> = [
        "core", "configuration", "values", "server", "isLoggedIn", "setToken", "logOut", "loginRequiredEvents",
        "cancelAll", "api",
        "send",
    ]
}
