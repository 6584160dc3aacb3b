import Testing

@testable import NetLayerSpec

/// Findings travel as one type: a stage appends, a result hands over the same collection, sorted.
@Suite struct DiagnosticsTests {
    private func at(_ file: String, _ line: Int) -> NetLayerSpec.SourceLocation {
        NetLayerSpec.SourceLocation(file: file, line: line, column: 1)
    }

    @Test func sortedByTheFilesOrderThenPositionKeepingTheOrderFoundAtOnePlace() {
        var found = Diagnostics()
        found.warning("second at b:1", at: at("b.yaml", 1))
        found.error("a:9", at: at("a.yaml", 9))
        found.warning("first at b:1", at: at("b.yaml", 1))
        found.error("no file", at: nil)
        let sorted = found.sorted(fileOrder: ["a.yaml", "b.yaml"])
        #expect(sorted.map(\.message) == ["no file", "a:9", "second at b:1", "first at b:1"])
        #expect(sorted.hasErrors)
        #expect(sorted.count == 4)
    }

    /// A problem inside an anchored value is found again in every alias: reported once.
    @Test func repeatsAreDroppedAndTheFirstKept() {
        let repeated: Diagnostics = [
            .warning("w", at: at("a.yaml", 2)), .error("e", at: at("a.yaml", 1)), .warning("w", at: at("a.yaml", 2)),
        ]
        #expect(repeated.uniqued() == [.warning("w", at: at("a.yaml", 2)), .error("e", at: at("a.yaml", 1))])
    }

    @Test func aWarningCarriesItsGroup() {
        var found = Diagnostics()
        found.warning("renamed", at: nil, group: Diagnostic.Group(rawValue: "renamed"))
        #expect(found.first?.group?.rawValue == "renamed")
        #expect(!found.hasErrors)
    }

    /// What a load hands over is the collection its stages appended to.
    @Test func aLoadsResultIsDiagnostics() {
        let result = SpecLoader(fileSystem: InMemoryFileSystem(["s.yaml": "version: ["])).load("s.yaml")
        let diagnostics: Diagnostics = result.diagnostics
        #expect(diagnostics.hasErrors)
        #expect(diagnostics.first?.location?.file == "s.yaml")
    }
}
