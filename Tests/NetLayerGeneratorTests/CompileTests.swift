import Foundation
import NetLayerSpec
import TestSupport
import Testing

@testable import NetLayerGenerator

/// Every spec in `specs/`, and the hostile specs of
/// `Tests/Fixtures/generate` (keywords, digits first, Chinese and emoji,
/// quotes, `*/`, `"""`, `\(`, backslashes in names and text), generates code
/// that the real compiler accepts in Swift 6 mode with warnings as errors,
/// against the runtime module this package builds (the test target depends
/// on it, so it is built first).
@Suite struct CompileTests {
    static let root = GoldenTests.root
    static let specs: [String] = ["specs", "Tests/Fixtures/generate", "Tests/Fixtures/transfers"].flatMap { folder in
        let path = root.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
    }

    /// `.build/<configuration>/Modules`, beside the test bundle.
    static var modules: URL {
        get throws { try BuildProducts.locate("Modules/NetLayer.swiftmodule").deletingLastPathComponent() }
    }

    static let options: [GeneratorOptions] = [
        GeneratorOptions(),
        GeneratorOptions(
            access: .internal, interfaceTypeName: "API", delivery: [.async, .closure, .delegate], lenient: true),
    ]

    @Test(arguments: specs, options)
    func generatedCodeCompiles(spec: String, options: GeneratorOptions) async throws {
        #expect(Self.specs.count >= 3)
        let result = try Generator(options: options, library: TemplateLibrary.builtIn())
            .generate(Self.root.appendingPathComponent(spec).path)
        let files = try #require(result.files)
        try await typeCheck(files)
    }

    @Test func chosenModulesWithATypePrefixCompile() async throws {
        let options = GeneratorOptions(modules: ["student", "account"], typePrefix: "SK")
        let result = try Generator(options: options, library: TemplateLibrary.builtIn())
            .generate(Self.root.appendingPathComponent("specs/school.yaml").path)
        let files = try #require(result.files)
        #expect(
            files.map(\.path).sorted() == [
                "RequestInterface.swift", "SKAPI+Account.swift", "SKAPI+Student.swift", "SKClient.swift",
                "SKEnvironment.swift",
                "SKModels+Account.swift", "SKModels+Student.swift", "SKService+Account.swift",
                "SKService+Student.swift",
            ])
        try await typeCheck(files)
    }

    /// The build plugin's layout: six files named after the spec, whatever
    /// its modules, each holding every module's code for its layer.
    @Test(arguments: ["specs/school.yaml", "specs/microblog.yaml"])
    func theOneFilePerLayerLayoutCompiles(spec: String) async throws {
        let generator = try Generator(
            options: GeneratorOptions(delivery: [.async, .closure, .delegate]), library: TemplateLibrary.builtIn())
        let byModule = try #require(generator.generate(Self.root.appendingPathComponent(spec).path).files)
        var layered = generator
        layered.options.layout = .layers
        let files = try #require(layered.generate(Self.root.appendingPathComponent(spec).path).files)
        let stem = LayerFiles.stem(ofSpec: String(spec.split(separator: "/").last ?? ""))
        #expect(files.map(\.path) == LayerFiles.suffixes.map { "\(stem)+\($0).swift" })
        // Nothing lost: every declaration line of the module files is in the merged files.
        let merged = files.map(\.contents).joined()
        for file in byModule {
            for line in file.contents.split(separator: "\n") where line.hasPrefix("public ") {
                #expect(merged.contains(line), "\(file.path): \(line)")
            }
        }
        try await typeCheck(files)
    }

    /// A token sent after a scheme and delivered by no reply (`auth.token`
    /// with `scheme` and no `from`, as OpenAPI's bearer and API-key schemes
    /// come in): the configuration says so, and an app can hand the client
    /// its token.
    @Test func aBearerTokenWithoutFromCompiles() async throws {
        let spec = specYAML(
            top: """
                auth:
                  token:
                    header: Authorization
                    scheme: Bearer
                    expired: [401]
                    expiry: jwt
                  default: token
                """)
        let files = try generate(spec)
        let client = try #require(files.first { $0.path == "ShopClient.swift" }).contents
        #expect(
            client.contains(
                """
                        token: TokenConfiguration(
                            placement: .header("Authorization"),
                            scheme: "Bearer",
                            expiredCodes: [401],
                            expiry: .jwt
                        )
                """), "\(client)")
        let app = RenderedFile(
            path: "App.swift",
            contents: """
                import NetLayer

                func signIn(_ client: ShopClient, accessToken: String) {
                    client.setToken(accessToken)
                    let sent: String? = ShopClient.configuration.token?.scheme
                    _ = sent
                }

                """)
        try await typeCheck(files + [app])
    }

    /// `deprecated: true` marks every function of the interface, its closure
    /// variant and its pager, so an app's calls warn; the generated code
    /// itself, which calls them from within, compiles without a warning.
    @Test func aDeprecatedInterfaceMarksItsFunctionsAndCompiles() async throws {
        let spec = specYAML(
            modules: """
                cart:
                  interfaces:
                    list:
                      method: GET
                      path: list
                      deprecated: true
                      params: { since: { type: Int64, default: 0 }, before: { type: Int64, default: 0 } }
                      response: "[Item]"
                      paging: { newer: since, older: before }
                    add: { method: POST, path: add, deprecated: true }
                    count: { method: GET, path: count, response: Int }
                """,
            models: "Item: { id: Int64 }")
        let files = try generate(
            spec, options: GeneratorOptions(delivery: [.async, .closure, .delegate], fixtures: true))
        func marks(_ path: String) throws -> Int {
            try #require(files.first { $0.path == path }).contents.components(separatedBy: "@available(*, deprecated)")
                .count - 1
        }
        #expect(try marks("ShopAPI+Cart.swift") == 2, "list and add")
        #expect(try marks("ShopService+Cart.swift") == 5, "list, its closure variant and pager; add and its closure")
        try await typeCheck(files)
    }

    /// Interface names are unique within a module: two modules' `list` are
    /// `client.orders.list()` and `client.users.list()`, told apart in
    /// `RequestInterface` by their module, with fixtures and a stubbed client.
    @Test func aNameTwoModulesShareCompiles() async throws {
        let spec = specYAML(
            modules: """
                orders:
                  interfaces:
                    list: { method: GET, path: orders, response: "[Item]" }
                users:
                  interfaces:
                    list: { method: GET, path: users, response: "[Item]" }
                    get: { method: GET, path: "users/{id}", params: { id: Int }, response: Item }
                """,
            models: "Item: { id: Int64 }")
        let files = try generate(
            spec, options: GeneratorOptions(delivery: [.async, .closure, .delegate], fixtures: true))
        let cases = try #require(files.first { $0.path == "RequestInterface.swift" }).contents
        #expect(
            cases.contains("case ordersList\n") && cases.contains("case usersList\n") && cases.contains("case get\n"))
        #expect(cases.contains(#"id: "orders.list""#) && cases.contains(#"id: "get""#))
        let app = RenderedFile(
            path: "App.swift",
            contents: """
                import NetLayer

                func load(_ client: ShopClient) async throws(NetLayerError) -> Int {
                    let orders = try await client.orders.list()
                    let users = try await client.users.list()
                    return orders.count + users.count + (RequestInterface.ordersList == .usersList ? 1 : 0)
                }

                """)
        try await typeCheck(files + [app])
    }

    /// A module on a host of its own (`base`, a third party's) gets a setter of its own per credential its
    /// interfaces send, since credentials are kept per host: the client's setters reach the environment's host
    /// only. A module on the environment's host gets none.
    @Test func aModuleOnItsOwnHostHasItsOwnKeySetter() async throws {
        let spec = specYAML(
            top: """
                auth:
                  keys:
                    apiKey: { header: X-Api-Key }
                    unused: { query: u }
                  default: apiKey
                """,
            modules: """
                cart: { interfaces: { list: { method: GET, path: list } } }
                weather:
                  base: https://weather.example
                  interfaces:
                    today: { method: GET, path: today }
                """)
        let files = try generate(spec)
        let weather = try #require(files.first { $0.path == "ShopAPI+Weather.swift" }).contents
        #expect(
            weather.contains(
                """
                    public func setApiKey(_ value: String) {
                        core.setKey(value, named: "apiKey", for: RequestInterface.today.endpoint)
                    }
                """), "\(weather)")
        #expect(!weather.contains("setUnused"), "only the credentials the module's interfaces send")
        let cart = try #require(files.first { $0.path == "ShopAPI+Cart.swift" }).contents
        #expect(!cart.contains("setApiKey"), "the environment's host takes the client's setter")
        let app = RenderedFile(
            path: "App.swift",
            contents: """
                import NetLayer

                func setKeys(_ client: ShopClient) {
                    client.setApiKey("shop-key")
                    client.api.weather.setApiKey("weather-key")
                }

                """)
        try await typeCheck(files + [app])
    }

    /// Type-checks `files` with `swiftc` in Swift 6 mode, warnings as errors, against the runtime.
    /// The files of `spec`, generated in memory with the built-in templates; it must give no diagnostic.
    private func generate(_ spec: String, options: GeneratorOptions = GeneratorOptions()) throws -> [RenderedFile] {
        let generator = Generator(
            loader: SpecLoader(fileSystem: InMemoryFileSystem(["spec.yaml": spec])), options: options,
            library: try TemplateLibrary.builtIn())
        let result = try generator.generate("spec.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.files)
    }

    private func typeCheck(_ files: [RenderedFile]) async throws {
        let outcome = try await SwiftTypeCheck.run(files.map { ($0.path, $0.contents) }, modules: try Self.modules)
        #expect(outcome.passed, "\(outcome.output)")
    }
}
