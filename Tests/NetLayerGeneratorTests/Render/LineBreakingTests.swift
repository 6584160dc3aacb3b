import NetLayerSpec
import Testing

@testable import NetLayerGenerator

/// Where lines break: decided once the column is known, for a template's
/// `wrap(name)` lists and for expressions alike.
@Suite struct LineBreakingTests {
    struct Function: RenderContext {
        var name: String
        var parameters: [String]
        var returns: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, parameters, returns
        }
    }

    private let parameters = Function(
        name: "list", parameters: ["first: Int", "second: String"], returns: " -> Int")

    private func render(_ template: String, _ context: some RenderContext, limit: Int) throws -> String {
        LineBreaking.apply(try CompiledTemplate(template).render(context), limit: limit)
    }

    @Test func aWrappedListStaysOnTheLineWhenItFits() throws {
        let template = "    func {{name}}({{#wrap(parameters)}}{{.}}{{/wrap(parameters)}}){{returns}} {"
        #expect(try render(template, parameters, limit: 120) == "    func list(first: Int, second: String) -> Int {")
    }

    @Test func aWrappedListBreaksOneItemALineWhenTheLineIsTooLong() throws {
        let template = "    func {{name}}({{#wrap(parameters)}}{{.}}{{/wrap(parameters)}}){{returns}} {"
        let line = "    func list(first: Int, second: String) -> Int {"
        #expect(try render(template, parameters, limit: line.count) == line)
        #expect(
            try render(template, parameters, limit: line.count - 1) == """
                    func list(
                        first: Int,
                        second: String
                    ) -> Int {
                """)
    }

    @Test func anEmptyWrappedListLeavesNothing() throws {
        let empty = Function(name: "ping", parameters: [], returns: "")
        let template = "func {{name}}({{#wrap(parameters)}}{{.}}{{/wrap(parameters)}}){{returns}}"
        #expect(try render(template, empty, limit: 4) == "func ping()")
    }

    /// The outer list breaks first; an inner one that then fits stays whole.
    @Test func nestedListsBreakFromTheOutside() {
        let expression = SwiftExpression.call(
            "Student",
            [
                .init("id", "7"),
                .init("tags", .array([.code("\"a\""), .code("\"b\"")])),
            ])
        let line = "let example = " + expression.written
        #expect(LineBreaking.apply(line, limit: 120) == #"let example = Student(id: 7, tags: ["a", "b"])"#)
        #expect(
            LineBreaking.apply(line, limit: 30) == #"""
                let example = Student(
                    id: 7,
                    tags: ["a", "b"]
                )
                """#)
        #expect(
            LineBreaking.apply("    " + line, limit: 16) == #"""
                    let example = Student(
                        id: 7,
                        tags: [
                            "a",
                            "b",
                        ]
                    )
                """#)
    }

    @Test func aListThatMustBreakBreaksEvenWhenItFits() {
        let expression = SwiftExpression.array(["a", "b"], oneItemPerLine: true)
        #expect(LineBreaking.apply("x = " + expression.written, limit: 120) == "x = [\n    a,\n    b,\n]")
    }

    /// JSON stays on its line when it fits; else the outermost object goes
    /// one member a line and an inner list breaks only where its own line
    /// is too long, at whatever column the literal landed.
    @Test func jsonBreaksWhereItsOwnLineDoesNotFit() {
        let value = OrderedJSON.object([.init("id", .int(7)), .init("tags", .array([.string("a"), .string("b")]))])
        let line = "    .data(json: " + SwiftExpression.json(value).written + "),"
        #expect(LineBreaking.apply(line, limit: 120) == ##"    .data(json: #"{"id": 7, "tags": ["a", "b"]}"#),"##)
        #expect(
            LineBreaking.apply(line, limit: 40) == ##"""
                    .data(json: #"""
                        {
                          "id": 7,
                          "tags": ["a", "b"]
                        }
                        """#),
                """##)
        #expect(
            LineBreaking.apply("  " + line, limit: 29) == ##"""
                      .data(json: #"""
                          {
                            "id": 7,
                            "tags": [
                              "a",
                              "b"
                            ]
                          }
                          """#),
                """##)
    }

    /// A value's text cannot carry the layout's marks into the output.
    @Test func marksInAValueAreDropped() throws {
        let function = Function(name: "a\u{1}b\u{2}c\u{3}", parameters: [], returns: "")
        #expect(try render("{{name}}", function, limit: 2) == "abc")
    }

    @Test func wrapNeedsAName() {
        #expect(throws: TemplateParser.ParseError.self) { try CompiledTemplate("{{#wrap()}}{{/wrap()}}") }
    }
}
