import Foundation
import NetLayerSpec
import TestSupport
import Testing

@testable import NetLayerGenerator

/// A parameter's and a field's `constraints` as one sentence after the summary in the generated doc comments
/// (`Constraints.summary()`, the sentence the reference shows too), and code that still compiles.
@Suite struct ConstraintDocTests {
    static let spec = GoldenTests.root.appendingPathComponent("Tests/Fixtures/constraints/constraints.yaml").path

    /// Each file the fixture generates, by name.
    static func files() throws -> [String: String] {
        let result = try Generator(options: GeneratorOptions(), library: TemplateLibrary.builtIn()).generate(spec)
        let files = try #require(result.files, "\(result.diagnostics)")
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    @Test(arguments: [
        (Constraints(minimum: .init(1), maximum: .init(100)), "From 1 to 100."),
        (
            Constraints(minimum: .init(0, exclusive: true), multipleOf: Decimal(string: "0.01")),
            "Greater than 0, a multiple of 0.01."
        ),
        (Constraints(maximum: .init(Decimal(string: "2.5")!, exclusive: true)), "Less than 2.5."),
        (Constraints(minimum: .init(-5), maximum: .init(9, exclusive: true)), "At least -5, less than 9."),
        (Constraints(minLength: 2, maxLength: 8, pattern: "^[A-Z]+$"), "2 to 8 characters, matching `^[A-Z]+$`."),
        (Constraints(minLength: 1), "At least 1 character."),
        (Constraints(minLength: 3, maxLength: 3), "Exactly 3 characters."),
        (Constraints(pattern: "`a``"), "Matching ``` `a`` ```."),
        (
            Constraints(maxItems: 10, uniqueItems: true, items: Constraints(maxLength: 20)),
            "At most 10 items, each unique; each item at most 20 characters."
        ),
        (Constraints(uniqueItems: true), "Items unique."),
        (Constraints(items: Constraints(minimum: .init(0))), "Each item at least 0."),
    ])
    func eachRuleIsSaidInTheSentence(constraints: Constraints, sentence: String) {
        #expect(constraints.valueRules.summary() == sentence)
    }

    @Test func noRulesMakeNoSentence() {
        #expect(ValueRules().summary() == nil)
    }

    /// After the summary and before where the value goes; alone when there is no summary.
    @Test func aParametersConstraintsFollowItsSummary() throws {
        let api = try #require(try Self.files()["ShopAPI+Cart.swift"])
        let expected = [
            "    ///   - code: The item's code. 2 to 8 characters, matching `^[A-Z]+$`. In the path.",
            "    ///   - limit: From 1 to 100. In the query; 20 when left out.",
            "    ///   - price: At most this price. Greater than 0, a multiple of 0.01. In the query; may be left out.",
            "    ///   - tags: At most 10 items, each unique; each item at most 20 characters. "
                + "In the query; may be left out.",
            #"    ///   - note: Matching ``a`b*/c"""d\(x\)``. In the query; may be left out."#,
        ]
        for line in expected { #expect(api.contains(line + "\n"), "\(line)\n---\n\(api)") }
    }

    /// On the summary's last line, or a paragraph of its own after an indented line.
    @Test func aFieldsConstraintsFollowItsSummary() throws {
        let models = try #require(try Self.files()["ShopModels+Cart.swift"])
        let expected = [
            "    /// The item's name:\n    ///   shown as is\n    ///\n    /// At least 1 character.\n",
            "    /// At least 1 item; each item at most 3 items; each item less than 9.\n",
            "    /// At least 0.5, less than 1000.\n",
            "    /// At least -5.\n",
        ]
        for text in expected { #expect(models.contains(text), "\(text)---\n\(models)") }
    }

    @Test(.timeLimit(.minutes(5))) func theCodeCompiles() async throws {
        let files = try Self.files().map { (path: $0.key, contents: $0.value) }
        let outcome = try await SwiftTypeCheck.run(files, modules: try CompileTests.modules)
        #expect(outcome.passed, "\(outcome.output)")
    }
}
