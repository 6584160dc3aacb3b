import Testing

@testable import NetLayerGenerator

/// Overrides: a partial's override reaches every template that includes it, and its names are checked
/// against theirs.
@Suite struct TemplateLibraryTests {
    @Test func theBuiltInCoreCallIsAPartialOfAPIAndService() throws {
        let library = try TemplateLibrary.builtIn()
        #expect(TemplateLibrary.builtInNames.contains("core-call"))
        #expect(library.template(.api).names.isSuperset(of: ["sends", "wireName", "multiline"]))
        #expect(library.template(.service).names.isSuperset(of: ["sends", "wireName", "multiline"]))
    }

    @Test func aPartialsOverrideIsReadIntoTheTemplatesThatIncludeIt() throws {
        var library = try TemplateLibrary.builtIn()
        try library.override("core-call", with: "{{prefix}}core.{{method}}(/* {{caseName}} */)\n")
        #expect(library.template(.api).names.contains("caseName"))
        #expect(!library.template(.api).names.contains("wireName"))
        #expect(!library.template(.service).names.contains("wireName"))
    }

    @Test func aPartialsOverrideMayUseOnlyNamesOfTheTemplatesThatIncludeIt() throws {
        var library = try TemplateLibrary.builtIn()
        #expect(throws: GeneratorError.self) { try library.override("core-call", with: "{{methd}}\n") }
        do {
            try library.override("core-call", with: "{{methd}}\n")
        } catch {
            #expect(error.description.contains("template 'core-call' uses 'methd' (did you mean 'method'?)"))
        }
        // The library is as it was.
        #expect(library.template(.api).names.contains("wireName"))
    }

    @Test func anOverrideMayIncludeABuiltInPartial() throws {
        var library = try TemplateLibrary.builtIn()
        try library.override("api", with: "{{#functions}}{{#call}}{{> core-call}}{{/call}}{{/functions}}\n")
        #expect(library.template(.api).names.contains("wireName"))
        #expect(throws: GeneratorError.self) { try library.override("api", with: "{{> api}}\n") }
    }
}
