import Testing

@testable import NetLayerGenerator

/// The template engine: Mustache's rules for the subset the templates use.
@Suite struct TemplateParserTests {
    /// Every name a built-in template uses, its partials' included, is one its context answers:
    /// an unknown name would render as nothing.
    @Test(arguments: Template.allCases)
    func everyNameABuiltInTemplateUsesIsInItsContext(template: Template) throws {
        let used = try TemplateLibrary.builtIn().template(template).names
        #expect(!used.isEmpty)
        #expect(
            used.subtracting(template.names).isEmpty, "'\(template)' uses \(used.subtracting(template.names).sorted())")
    }

    /// Mustache's HTML escaping, in the reference's templates only: `{{name}}` escaped, `{{{name}}}` and
    /// `{{&name}}` raw; a Swift template writes all three raw, as it always did.
    @Test func htmlTemplatesEscapeDoubleBracesAndSwiftTemplatesNothing() throws {
        let text = "{{typeName}}|{{{typeName}}}|{{& typeName}}"
        let markup = ModelsContext.Enumeration(
            doc: [], typeName: #"<script>alert("x&y's")</script>"#, rawType: "String", conformances: [], cases: [],
            frozen: false, unknownCase: "unknown")
        let raw = #"<script>alert("x&y's")</script>"#
        #expect(
            try CompiledTemplate(text, escapesHTML: true).render(markup)
                == "&lt;script&gt;alert(&quot;x&amp;y&#39;s&quot;)&lt;/script&gt;|\(raw)|\(raw)")
        #expect(try CompiledTemplate(text).render(markup) == "\(raw)|\(raw)|\(raw)")
        #expect(Template.referenceInterface.escapesHTML && !Template.api.escapesHTML)
    }

    @Test func namesLeaveOutFunctionsAndTheCurrentItem() throws {
        let template = try CompiledTemplate(
            "{{%CONTENT_TYPE: TEXT}}{{! a comment }}{{a}} {{{b}}} {{&c}} {{#d}}{{.}}{{^e}}{{/e}}{{/d}} {{f.g}} "
                + "{{#l}}{{^last()}},{{/last()}}{{/l}} {{ h }}"
        )
        #expect(template.names == ["a", "b", "c", "d", "e", "f", "g", "h", "l"])
    }

    private func render(_ template: String, _ context: ModelsContext.Enumeration) throws -> String {
        try CompiledTemplate(template).render(context)
    }

    private let color = ModelsContext.Enumeration(
        doc: ["/// One.", "/// Two."], typeName: "Color", rawType: "String", conformances: ["A", "B", "C"],
        cases: [
            .init(doc: [], name: "red", rawValue: "\"red\"", declaresRawValue: false),
            .init(doc: [], name: "`default`", rawValue: "\"default\"", declaresRawValue: true),
        ], frozen: false, unknownCase: "unknown")

    /// A line holding only a section tag leaves nothing behind; a line with
    /// a variable keeps its text.
    @Test func standaloneSectionLinesVanish() throws {
        let text = """
            enum {{typeName}} {
            {{#cases}}
                case {{name}}{{#declaresRawValue}} = {{rawValue}}{{/declaresRawValue}}
            {{/cases}}
              {{! indented comment }}
            }

            """
        #expect(try render(text, color) == "enum Color {\n    case red\n    case `default` = \"default\"\n}\n")
    }

    @Test func listItemsKnowTheirPlace() throws {
        #expect(
            try render("{{#conformances}}{{index()}}{{.}}{{^last()}}, {{/last()}}{{/conformances}}", color)
                == "0A, 1B, 2C")
        #expect(try render("{{#conformances}}{{#first()}}[{{/first()}}{{.}}{{/conformances}}", color) == "[ABC")
    }

    /// Inverted sections render for false, nothing and an empty list; a
    /// flag's section keeps the list item's place; a name not found in an
    /// item is looked up in the contexts around it.
    @Test func sectionsFollowMustache() throws {
        #expect(try render("{{^frozen}}open{{/frozen}}{{#frozen}}frozen{{/frozen}}", color) == "open")
        #expect(
            try render("{{#cases}}{{^declaresRawValue}}{{typeName}}.{{name}}{{/declaresRawValue}}{{/cases}}", color)
                == "Color.red")
        #expect(try render("{{#doc}}{{.}}|{{/doc}}", color) == "/// One.|/// Two.|")
        #expect(
            try render(
                "{{#cases}}{{#declaresRawValue}}{{^last()}}x{{/last()}}{{#last()}}y{{/last()}}"
                    + "{{/declaresRawValue}}{{/cases}}",
                color) == "y")
        #expect(try render("[{{nothing}}]{{^nothing}}none{{/nothing}}", color) == "[]none")
    }

    @Test(arguments: [
        ("{{#a}}", "line 1: section 'a' is not closed"),
        ("x\n{{/a}}", "line 2: '{{/a}}' closes no open section"),
        ("{{#a}}{{/b}}", "line 1: '{{/b}}' closes no open section"),
        ("{{> partial}}", "line 1: there is no partial 'partial'"),
        ("{{=<% %>=}}", "line 1: changing the delimiters ('{{=') is not supported"),
        (
            "{{uppercased(name)}}",
            "line 1: 'uppercased(name)' is not supported; the functions are even(), first(), index(), last(), odd(), "
                + "and wrap(name) for a list"
        ),
        ("{{name", "line 1: '{{' is not closed"),
        ("{{}}", "line 1: a tag has no name"),
    ])
    func badTemplatesAreRefusedWithTheirLine(template: String, message: String) {
        #expect(throws: TemplateParser.ParseError.self) { try CompiledTemplate(template) }
        do {
            _ = try CompiledTemplate(template)
        } catch {
            #expect(error.description == message)
        }
    }

    /// A partial is read in place; alone on its line, its indentation goes before each of its lines and the
    /// tag's line leaves nothing behind, as Mustache's spec has it.
    @Test func aPartialIsReadInPlaceWithItsIndentation() throws {
        let partials = ["line": "{{#doc}}\n/{{.}}\n{{/doc}}\n", "inline": "<{{typeName}}>"]
        let color = ModelsContext.Enumeration(
            doc: ["/// One.", "/// Two."], typeName: "Color", rawType: "String", conformances: [], cases: [],
            frozen: false, unknownCase: "unknown")
        let template = try CompiledTemplate("a\n    {{> line}}\nb {{> inline}}!\n") { partials[$0] }
        #expect(template.render(color) == "a\n    //// One.\n    //// Two.\nb <Color>!\n")
        #expect(template.names == ["doc", "typeName"])
    }

    @Test func aPartialThatIncludesItselfIsRefused() {
        do {
            _ = try CompiledTemplate("x\n{{> loop}}") { _ in "{{> loop}}" }
            Issue.record("a looping partial was read")
        } catch {
            #expect(error.description.hasPrefix("line 2: partial 'loop', line 1: partial 'loop'"))
            #expect(error.description.hasSuffix("partial 'loop' includes itself"))
        }
    }
}
