import Testing

@testable import NetLayerImport

/// A description becomes a summary: its first paragraph on one line, whatever
/// its line breaks (documents written on Windows use `\r\n`).
@Suite struct SummaryTests {
    @Test(arguments: ["\n", "\r\n", "\r", "\u{2028}"])
    func theFirstParagraphIsJoinedWhateverTheLineBreaks(lineBreak: String) {
        let text = ["  Lists the students", "of a class.  ", "", "Paged by `page`."].joined(separator: lineBreak)
        #expect(Summary.make(text) == "Lists the students of a class.")
    }

    @Test func oneLineIsItsOwnSummaryAndBlankTextNone() {
        #expect(Summary.make("Lists the students.") == "Lists the students.")
        #expect(Summary.make(" \r\n \r\n") == nil)
        #expect(Summary.make(nil) == nil)
    }
}
