import NetLayerGenerator
import TestSupport
import Testing

struct DocCommentTests {
    @Test func oneLinePerInputLine() {
        #expect(DocComment.lines("Lists students.") == ["/// Lists students."])
        #expect(DocComment.lines("a\n\nb") == ["/// a", "///", "/// b"])
        #expect(DocComment.lines("a\nb", indent: "    ") == ["    /// a", "    /// b"])
    }

    @Test func trailingWhitespaceIsTrimmedLeadingKept() {
        #expect(DocComment.lines("a  \t\n  b \u{3000}") == ["/// a", "///   b"])
    }

    @Test func blankTextGivesNoLines() {
        #expect(DocComment.lines("").isEmpty)
        #expect(DocComment.lines(" \n\t\n").isEmpty)
        #expect(DocComment.lines("\n\nx\n\n") == ["/// x"])
        #expect(DocComment.render("") == "")
    }

    @Test func everyKindOfLineBreakStartsANewLine() {
        let text = "a\r\nb\rc\u{2028}d\u{2029}e\u{85}f\u{0B}g\u{0C}h\ni"
        #expect(DocComment.lines(text) == ["a", "b", "c", "d", "e", "f", "g", "h", "i"].map { "/// " + $0 })
        #expect(DocComment.lines("a\r\r\nb") == ["/// a", "///", "/// b"])
    }

    @Test func controlAndFormatCharactersAreDropped() {
        #expect(DocComment.lines("a\u{0}b\u{1B}c\u{7F}") == ["/// abc"])
        #expect(DocComment.lines("x\u{202E}y\u{2066}z\u{FEFF}") == ["/// xyz"])
        #expect(DocComment.lines("tab\there") == ["/// tab\there"])
        #expect(DocComment.lines("👨‍👩‍👧") == ["/// 👨‍👩‍👧"])
    }

    @Test func commentSyntaxInTheTextIsJustText() {
        #expect(DocComment.lines("*/ let x = 1") == ["/// */ let x = 1"])
        #expect(DocComment.lines("/") == ["/// /"])
        #expect(DocComment.lines("学生 😀") == ["/// 学生 😀"])
    }

    @Test(arguments: NamingFixtures.hostileStrings)
    func noLineCanEndTheComment(text: String) {
        for indent in ["", "    "] {
            for line in DocComment.lines(text, indent: indent) {
                // Scalars, as the compiler reads them: a leading combining
                // mark in the text draws onto the space after `///`.
                let scalars = Array(line.unicodeScalars)
                #expect(
                    scalars == Array((indent + "///").unicodeScalars)
                        || scalars.starts(with: (indent + "/// ").unicodeScalars))
                #expect(
                    !line.unicodeScalars.contains { scalar in
                        switch scalar.properties.generalCategory {
                        case .control: scalar != "\t"
                        case .format: scalar != "\u{200C}" && scalar != "\u{200D}"
                        case .lineSeparator, .paragraphSeparator: true
                        default: false
                        }
                    })
            }
        }
    }

    @Test func parameterList() {
        let lines = DocComment.parameterLines(
            [("name", "The name."), ("`class`", "Line one\n\nline two"), ("empty", "")], indent: "  ")
        #expect(
            lines == [
                "  /// - Parameters:",
                "  ///   - name: The name.",
                "  ///   - class: Line one",
                "  ///",
                "  ///     line two",
                "  ///   - empty:",
            ])
        #expect(DocComment.parameterLines([]).isEmpty)
        #expect(
            DocComment.parameterLines([("a\nb", "x\u{2028}y")]) == ["/// - Parameters:", "///   - a b: x", "///     y"])
    }

    @Test func summaryAndParameters() {
        #expect(
            DocComment.lines("Gets a student.", parameters: [("id", "The id.")])
                == ["/// Gets a student.", "///", "/// - Parameters:", "///   - id: The id."])
        #expect(DocComment.lines("", parameters: [("id", "")]) == ["/// - Parameters:", "///   - id:"])
        #expect(DocComment.lines("Only text.", parameters: []) == ["/// Only text."])
    }

    @Test func renderJoinsLines() {
        #expect(DocComment.render("a\nb", indent: "\t") == "\t/// a\n\t/// b")
    }
}

/// Where a line lands decides its room, so ``LineBreaking`` breaks comments
/// (`LineBreakingFillTests`); `DocComment` keeps each line whole.
@Suite struct DocCommentWrappingTests {
    @Test func longLinesAreKeptWhole() {
        let text = Array(repeating: "word", count: 60).joined(separator: " ")
        #expect(DocComment.lines(text) == ["/// " + text])
        #expect(
            DocComment.parameterLines([(name: "value", summary: text)]) == [
                "/// - Parameters:", "///   - value: " + text,
            ])
    }
}
