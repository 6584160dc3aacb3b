import Foundation
import NetLayerSpec
import TestSupport
import Testing

@testable import NetLayerGenerator

/// The spec's `checkConstraints`: where it is on, each constrained parameter of a call carries its rules as a
/// `ValueRules` literal, which the real compiler accepts against the runtime; where it is off, the call is as it
/// was without the key.
@Suite struct ConstraintCheckCompileTests {
    static let spec = specYAML(
        top: "checkConstraints: true",
        modules: """
            cart:
              interfaces:
                list:
                  method: GET
                  path: list
                  params:
                    limit: { type: Int, default: 20, constraints: { minimum: 1, maximum: 100 } }
                    price: { type: "Double?", constraints: { exclusiveMinimum: 0, multipleOf: 0.01 } }
                    tags: { type: "[String]", constraints: { maxItems: 3, items: { pattern: "^[a-z]+$" } } }
                    code: { type: String, value: AB, constraints: { minLength: 2 } }
                    page: Int
                    delta: { type: Double, default: 0, constraints: { minimum: -0.25 } }
                find:
                  method: GET
                  path: find
                  checkConstraints: false
                  params:
                    limit: { type: Int, constraints: { maximum: 100 } }
            """)

    @Test func aCheckedCallPassesEachParametersRulesAndCompiles() async throws {
        let generator = Generator(
            loader: SpecLoader(fileSystem: InMemoryFileSystem(["spec.yaml": Self.spec])),
            options: GeneratorOptions(delivery: [.async, .closure, .delegate]), library: try TemplateLibrary.builtIn())
        let result = try generator.generate("spec.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let files = try #require(result.files)
        let api = try #require(files.first { $0.path == "ShopAPI+Cart.swift" }).contents
        #expect(
            api.contains(#"Parameter("limit", limit, in: .query, rules: ValueRules(minimum: 1, maximum: 100)),"#),
            "\(api)")
        // Fractions are exact decimals, not float literals that pass through `Double`.
        #expect(api.contains("multipleOf: Decimal(sign: .plus, exponent: -2, significand: 1)"), "\(api)")
        #expect(api.contains("minimum: Decimal(sign: .minus, exponent: -2, significand: 25)"), "\(api)")
        #expect(api.contains(#"items: ValueRules(pattern: "^[a-z]+$")"#), "\(api)")
        // A fixed value kept its rules when the spec was read; a parameter without rules carries none.
        #expect(api.contains(#"Parameter("code", "AB", in: .query),"#), "\(api)")
        #expect(api.contains(#"Parameter("page", page, in: .query),"#), "\(api)")
        // `find` says `checkConstraints: false`: its call is as it was without the key.
        #expect(api.contains(#"Parameter("limit", limit, in: .query),"#), "\(api)")
        // The delegate entry point finds parameters by name, and passes the same rules.
        let cases = try #require(files.first { $0.path == "RequestInterface.swift" }).contents
        // Too long for one line there, the rules are broken over lines as any call the layout breaks.
        #expect(
            cases.contains(
                """
                                    ParameterLookup("limit", wireName: "limit", in: .query, rules: ValueRules(
                                        minimum: 1,
                                        maximum: 100
                                    )),
                """), "\(cases)")
        #expect(cases.contains(#"ParameterLookup("page", wireName: "page", in: .query),"#), "\(cases)")
        let outcome = try await SwiftTypeCheck.run(
            files.map { ($0.path, $0.contents) }, modules: try CompileTests.modules)
        #expect(outcome.passed, "\(outcome.output)")
    }
}
