import Foundation
import NetLayer
import NetLayerGenerator
import NetLayerMock
import NetLayerMockServer
import NetLayerSpec
import TestSupport
import TestTraits
import Testing

/// The generated stubbed client checks a parameter's `constraints` as `netlayer mock` does, because both hold the
/// spec's rules as one `RuleTree` and check them with the one check of `ValueRules`: a call the mock refuses, the
/// stubbed client refuses, with the same status and message, for a value's own rule and for a model's field
/// inside a JSON body. (Without the rules in the fixtures, `stubbed(…)` answered both with data.)
@Suite(.highPriority) struct StubbedConstraintTests {
    static let spec = specYAML(
        top: """
            envelope:
              code: h.code
              message: h.msg
              data: b
              success: [200]
            """,
        modules: """
            cart:
              interfaces:
                list:
                  method: GET
                  path: list
                  params:
                    limit: { type: Int, constraints: { minimum: 1, maximum: 100 } }
                  response: "[Item]"
                save:
                  method: POST
                  path: save
                  body: json
                  params:
                    items: "[Item]"
                  response: Item
            """,
        models: """
            Item:
              name: { type: String, constraints: { maxLength: 3 } }
            """)

    /// Each call against the mock at the URL given, then against `stubbed()`, printing the status and message of
    /// its failure, or `ok`.
    static let driver = """
        import Foundation
        import NetLayer

        @main
        struct Driver {
            static func main() async {
                let mock = ShopClient(transport: URLSessionTransport(), tokenStore: MemoryTokenStore())
                mock.server = mock.server.replacingOrigin(with: URL(string: CommandLine.arguments[1])!)
                for (name, client) in [("mock", mock), ("stubbed", ShopClient.stubbed())] {
                    await report(name, "limit 500") { _ = try await client.cart.list(limit: 500) }
                    await report(name, "limit 5") { _ = try await client.cart.list(limit: 5) }
                    await report(name, "Grace") {
                        _ = try await client.cart.save(items: [Item(name: "Ada"), Item(name: "Grace")])
                    }
                }
            }

            static func report(_ client: String, _ call: String, _ body: @Sendable () async throws -> Void) async {
                do {
                    try await body()
                    print("\\(client) \\(call): ok")
                } catch NetLayerError.httpStatus(let failure) {
                    print("\\(client) \\(call): \\(failure.status) \\(failure.message ?? "")")
                } catch NetLayerError.business(let failure) {
                    let code = failure.code.map(String.init(describing:)) ?? ""
                    print("\\(client) \\(call): \\(code) \\(failure.message ?? "")")
                } catch {
                    print("\\(client) \\(call): \\(error)")
                }
            }
        }

        """

    @Test func theStubbedClientRefusesWhatTheMockRefusesInItsWords() async throws {
        let loader = SpecLoader(fileSystem: InMemoryFileSystem(["spec.yaml": Self.spec]))
        let generated = try Generator(
            loader: loader, options: GeneratorOptions(fixtures: true), library: TemplateLibrary.builtIn()
        ).generate("spec.yaml")
        let files = try #require(generated.files, "\(generated.diagnostics)")
        let fixtures = try #require(files.first { $0.path.hasSuffix("Fixtures.swift") }).contents
        #expect(fixtures.contains("rules: RuleTree(ValueRules(minimum: 1, maximum: 100))"), "\(fixtures)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "netlayer-stubbed-rules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = try await SwiftExecutable.build(
            files.map { ($0.path, $0.contents) } + [("Driver.swift", Self.driver)], in: folder)

        let spec = try #require(loader.load("spec.yaml").spec)
        let server = try await MockServer.start(
            backend: SpecBackend.make(spec, options: MockOptions()), port: 0, startTimeout: .seconds(600))
        let output = try await ChildProcess.run(program, ["http://127.0.0.1:\(server.port)"])
        await server.stop()

        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        let refusals = [
            "limit 500: 400 parameter 'limit' (query): 500 is greater than the maximum 100",
            "limit 5: ok",
            "Grace: 400 body.items[1].name: 'Grace' has 5 characters, more than the maximum length 3",
        ]
        #expect(lines == refusals.map { "mock " + $0 } + refusals.map { "stubbed " + $0 }, "\(lines)")
    }
}
