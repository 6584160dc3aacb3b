import Foundation
import Testing

@testable import NetLayerGenerator

/// Mustache renders a name its context lacks as nothing, so every name a
/// built-in template uses must be one its context type answers.
@Suite struct TemplateNamesTests {
    @Test(arguments: Template.allCases)
    func everyNameABuiltInTemplateUsesIsInItsContext(template: Template) throws {
        let used = TemplateNames.names(in: TemplateLibrary.builtInText(template))
        #expect(!used.isEmpty)
        #expect(
            used.subtracting(template.names).isEmpty, "'\(template)' uses \(used.subtracting(template.names).sorted())")
    }

    @Test func tagNames() {
        let names = TemplateNames.names(
            in: """
                {{%CONTENT_TYPE: TEXT}}{{! a comment }}{{a}} {{{b}}} {{&c}} {{#d}}{{.}}{{^e}}{{/e}}{{/d}} {{f.g}} {{last()}} {{ h }}
                """)
        #expect(names == ["a", "b", "c", "d", "e", "f", "g", "h"])
    }
}
