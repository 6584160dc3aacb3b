import NetLayerSpec
import Testing

@testable import NetLayerImport

/// An import either fails with an error about the document or writes a spec
/// that validates, never one that its own check has to refuse as a bug in
/// the importer: the regressions `Fuzz/ImportFuzzer` found.
@Suite struct ImportedSpecValidityTests {
    /// The messages of an import that must fail on the document itself.
    private func refusal(
        _ document: String, options: ImportOptions, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [String] {
        let result = importDocument(["api.yaml": document], options: options)
        #expect(result.files == nil, sourceLocation: sourceLocation)
        #expect(
            !result.messages.contains { $0.contains("bug in netlayer import") }, "\(result.messages)",
            sourceLocation: sourceLocation)
        return result.messages.filter { $0.contains("error:") }
    }

    /// With no operation a spec can hold there is no module to write, and a
    /// spec needs one: the document is refused, in one file or split.
    @Test(arguments: [ImportOptions(), ImportOptions(split: true)])
    func aDocumentWithoutOperationsIsRefused(options: ImportOptions) {
        let empty = "openapi: 3.0.3\ninfo: { title: Shop, version: \"1\" }\npaths: {}\n"
        #expect(
            refusal(empty, options: options) == [
                "api.yaml:3:8: error: the document has no operation a spec can hold (GET, POST, PUT, PATCH, "
                    + "DELETE or HEAD): there is nothing to import"
            ])
        let traceOnly = openAPI(paths: "  /x:\n    trace:\n      responses: { \"200\": { description: ok } }")
        #expect(refusal(traceOnly, options: options).count == 1)
    }
}
