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

    /// A context answers each name with its value, nil for an absent
    /// optional, and nothing for a name it does not have.
    @Test func aContextAnswersItsNamesWithoutReflection() {
        let field = ModelsContext.Field(
            doc: ["/// Doc."], indirect: true, name: "`default`", type: "Int?", argument: "`default`",
            defaultValue: "nil", key: nil)
        #expect(field.child(named: "name") as? String == "`default`")
        #expect(field.child(named: "indirect") as? Bool == true)
        #expect(field.child(named: "doc") as? [String] == ["/// Doc."])
        #expect(field.child(named: "key") == nil)
        #expect(field.child(named: "nothing") == nil)
    }

    @Test func tagNames() {
        let names = TemplateNames.names(
            in: """
                {{%CONTENT_TYPE: TEXT}}{{! a comment }}{{a}} {{{b}}} {{&c}} {{#d}}{{.}}{{^e}}{{/e}}{{/d}} {{f.g}} {{last()}} {{ h }}
                """)
        #expect(names == ["a", "b", "c", "d", "e", "f", "g", "h"])
    }
}
