import Testing

@testable import NetLayerSpec

@Suite struct DiagnosticRendererTests {
    let source = "netlayer: 1\nname:\tSchool\nsummary: 学生列表 x\n"

    @Test func printsTheLineAndACaretUnderTheColumn() {
        let renderer = DiagnosticRenderer(sources: ["s.yaml": source])
        let diagnostic = Diagnostic.error("bad", at: .init(file: "s.yaml", line: 1, column: 11))
        #expect(renderer.render(diagnostic) == "s.yaml:1:11: error: bad\nnetlayer: 1\n          ^\n")
    }

    @Test func tabsAreKeptSoTheCaretLinesUp() {
        let renderer = DiagnosticRenderer(sources: ["s.yaml": source])
        let diagnostic = Diagnostic.error("bad", at: .init(file: "s.yaml", line: 2, column: 7))
        #expect(renderer.render(diagnostic) == "s.yaml:2:7: error: bad\nname:\tSchool\n     \t^\n")
    }

    @Test func notesFollowTheirDiagnostic() {
        let renderer = DiagnosticRenderer(sources: [:])
        let diagnostic = Diagnostic.error(
            "duplicate", at: .init(file: "a.yaml", line: 3, column: 1),
            notes: [.note("first here", at: .init(file: "b.yaml", line: 1, column: 2))])
        #expect(renderer.render(diagnostic) == "a.yaml:3:1: error: duplicate\nb.yaml:1:2: note: first here\n")
    }

    @Test func longLinesShowAWindowAroundTheColumn() {
        let line = String(repeating: "a", count: 300) + "X" + String(repeating: "b", count: 300)
        let renderer = DiagnosticRenderer(sources: ["s.yaml": line])
        let output = renderer.render(.error("here", at: .init(file: "s.yaml", line: 1, column: 301)))
        let lines = output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].count == 101)
        #expect(lines[1].hasPrefix("…"))
        let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let x = lines[1].firstIndex(of: "X").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
        #expect(caret == x)
    }

    @Test func withoutSourceLinesOnlyHeadlines() {
        let renderer = DiagnosticRenderer(sources: ["s.yaml": source], showsSourceLines: false)
        #expect(
            renderer.render([.warning("w", at: .init(file: "s.yaml", line: 3, column: 10))])
                == "s.yaml:3:10: warning: w\n")
    }

    @Test func diagnosticsSortByFileOrderThenPosition() {
        var diagnostics = Diagnostics()
        diagnostics.error("b2", at: .init(file: "b.yaml", line: 2, column: 1))
        diagnostics.error("a9", at: .init(file: "a.yaml", line: 9, column: 1))
        diagnostics.error("b1", at: .init(file: "b.yaml", line: 1, column: 5))
        diagnostics.error("none", at: nil)
        diagnostics.error("a1", at: .init(file: "a.yaml", line: 1, column: 1))
        let order = diagnostics.sorted(fileOrder: ["b.yaml", "a.yaml"]).map(\.message)
        #expect(order == ["none", "b1", "b2", "a1", "a9"])
    }

    /// Every line break `Character.isNewline` knows ends a line, `\r\n` as one.
    @Test(arguments: ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"])
    func eachLineBreakEndsALine(lineBreak: String) {
        let text = ["a: 1", "学: 2", "c: 3"].joined(separator: lineBreak)
        let renderer = DiagnosticRenderer(sources: ["s.yaml": text])
        #expect(
            renderer.render(.error("bad", at: .init(file: "s.yaml", line: 2, column: 4)))
                == "s.yaml:2:4: error: bad\n学: 2\n   ^\n")
        #expect(
            renderer.render(.error("bad", at: .init(file: "s.yaml", line: 3, column: 1)))
                == "s.yaml:3:1: error: bad\nc: 3\n^\n")
        #expect(
            renderer.render(.error("bad", at: .init(file: "s.yaml", line: 4, column: 1)))
                == "s.yaml:4:1: error: bad\n")
    }

    /// Many diagnostics deep in a large file each get their line.
    @Test func manyDiagnosticsInALargeFileGetTheirLines() {
        let text = (1...50_000).map { "key\($0): value" }.joined(separator: "\n")
        let renderer = DiagnosticRenderer(sources: ["big.yaml": text])
        let diagnostics = (0..<200).map {
            Diagnostic.warning("w", at: .init(file: "big.yaml", line: 49_000 + $0, column: 1))
        }
        let output = renderer.render(diagnostics)
        #expect(output.contains("big.yaml:49199:1: warning: w\nkey49199: value\n^\n"))
        #expect(output.split(separator: "\n").count == 600)
    }
}
