import Testing

@testable import NetLayerGenerator

/// Doc comments filled where they land: the width is the line limit, and
/// the column is the template's, which only the rendered line shows.
@Suite struct LineBreakingFillTests {
    struct Documented: RenderContext {
        var doc: CommentLines

        enum CodingKeys: String, CodingKey, CaseIterable {
            case doc
        }
    }

    private func render(_ comment: CommentLines, indent: String, limit: Int) throws -> String {
        let template = "{{#doc}}\n\(indent){{.}}\n{{/doc}}"
        return LineBreaking.apply(try CompiledTemplate(template).render(Documented(doc: comment)), limit: limit)
    }

    private let text = "one two three four five six seven eight nine ten"

    @Test func aCommentThatFitsIsWrittenAsItIs() throws {
        #expect(try render(DocComment.comment(text), indent: "    ", limit: 120) == "    /// \(text)\n")
    }

    /// The same text breaks later at the left margin than four spaces in.
    @Test func aCommentFillsToTheLimitAtTheColumnItLandsAt() throws {
        #expect(
            try render(DocComment.comment(text), indent: "", limit: 30) == """
                /// one two three four five
                /// six seven eight nine ten

                """)
        #expect(
            try render(DocComment.comment(text), indent: "    ", limit: 30) == """
                    /// one two three four
                    /// five six seven eight
                    /// nine ten

                """)
    }

    @Test func aParameterSummaryHangsUnderItsName() throws {
        let comment = DocComment.comment("Lists.", parameters: [("page", text)])
        #expect(
            try render(comment, indent: "    ", limit: 36) == """
                    /// Lists.
                    ///
                    /// - Parameters:
                    ///   - page: one two three four
                    ///     five six seven eight
                    ///     nine ten

                """)
    }

    @Test func aWordLongerThanTheLineKeepsALineOfItsOwn() throws {
        let url = "https://example.com/" + String(repeating: "a", count: 40)
        #expect(
            try render(DocComment.comment("see \(url) here"), indent: "  ", limit: 30) == """
                  /// see
                  /// \(url)
                  /// here

                """)
    }

    /// Code in the doc is indented, and keeps its line however long.
    @Test func anIndentedLineIsKeptWhole() throws {
        let code = "    " + text
        #expect(try render(DocComment.comment(code), indent: "", limit: 20) == "/// \(code)\n")
    }

    /// What `DocComment` drops never reaches the line: no break, no control
    /// or format character, and no mark of the spec's own, which would
    /// otherwise start a fill of its own.
    @Test func whatTheCommentDropsStaysDropped() throws {
        let hostile = "a\u{0}b\u{10}c\u{1}d\u{202E}e\u{2028}f g\u{0B}h"
        let output = try render(DocComment.comment(hostile), indent: "    ", limit: 10)
        #expect(output == "    /// abcde\n    /// f\n    /// g\n    /// h\n")
        #expect(!output.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
    }

    /// A parameter's summary goes on after its own text, on one line for the fill.
    @Test func aSentenceJoinsTheLinesWithSpaces() {
        #expect(DocComment.sentence("Lists\n\n  the students\u{2028}here ") == "Lists the students here")
    }

    /// The plan's JSON and the public functions give the lines unmarked and whole.
    @Test func thePlainLinesHaveNoMarks() {
        let comment = DocComment.comment(text, parameters: [("page", "x")])
        #expect(comment.plain == ["/// " + text, "///", "/// - Parameters:", "///   - page: x"])
        #expect(comment.marked[0] == "/// \u{10}" + text)
    }
}
