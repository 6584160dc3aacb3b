import Foundation
import NetLayerSpec
import Testing

@testable import NetLayerGenerator

/// Mustache renders a name its context lacks as nothing, so every name a
/// built-in template uses must exist in the contexts it renders (checked on
/// the school spec with every delivery style, which reaches every section).
@Suite struct TemplateNamesTests {
    @Test func everyNameABuiltInTemplateUsesIsInItsContext() throws {
        let options = GeneratorOptions(delivery: [.async, .closure, .delegate])
        let loaded = SpecLoader(naming: options.naming).load(
            GoldenTests.root.appendingPathComponent("specs/school.yaml").path)
        let spec = try #require(loaded.spec)
        let names = try #require(loaded.names)
        let plan = Planner(options: options).plan(spec, names: names, specFileName: "school.yaml")
        let contexts = plan.contexts.map { RenderValue.convert($0) ?? [String: Any]() }
        // The package manifest's context comes from PackageLayout, not the plan.
        let manifest = PackageLayout.Context(
            header: "", packageNameLiteral: "", runtimeDependency: "", runtimeProduct: "", embedsRuntime: true)
        for name in TemplateLibrary.builtInNames {
            var known = plan.files.filter { $0.template == name }
                .reduce(into: Set<String>()) { $0.formUnion(TemplateNames.keys(of: contexts[$1.context])) }
            if name == "package" { known = TemplateNames.keys(of: RenderValue.convert(manifest) ?? [:]) }
            let used = TemplateNames.names(in: try #require(TemplateLibrary.builtInText(name)))
            #expect(!used.isEmpty)
            #expect(used.subtracting(known).isEmpty, "template '\(name)' uses \(used.subtracting(known).sorted())")
        }
    }

    @Test func tagNames() {
        let names = TemplateNames.names(
            in: """
                {{%CONTENT_TYPE: TEXT}}{{! a comment }}{{a}} {{{b}}} {{&c}} {{#d}}{{.}}{{^e}}{{/e}}{{/d}} {{f.g}} {{last()}} {{ h }}
                """)
        #expect(names == ["a", "b", "c", "d", "e", "f", "g", "h"])
    }
}
