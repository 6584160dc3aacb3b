import NetLayerSpec
import Testing

@testable import NetLayerImport

/// A document `netlayer export` wrote (`x-netlayer-format`) is read through
/// its `x-netlayer-*` extensions; any other document is not, whatever
/// extensions it carries. (The round trip of whole specs is
/// `NetLayerExportTests.RoundTripTests`.)
@Suite struct ExportedDocumentTests {
    static let operation = """
          /shop/v2/items/{itemId}:
            get:
              tags: [items]
              operationId: itemDetail
              x-netlayer-name: detail
              x-netlayer-timeout: 5
              parameters:
                - { name: itemId, in: path, required: true, schema: { type: string }, x-netlayer-name: id }
              responses:
                "200": { description: ok }
        """

    @Test func extensionsOfAnOrdinaryDocumentAreIgnored() {
        let result = importDocument(["api.yaml": openAPI(paths: Self.operation)])
        #expect(result.files != nil, "\(result.messages)")
        #expect(result.spec.contains("itemDetail:"))
        #expect(!result.spec.contains("timeout"))
        #expect(!result.spec.contains("detail:\n"))
    }

    @Test func anExportedDocumentIsReadThroughThem() {
        let document =
            openAPI(paths: Self.operation)
            .replacingOccurrences(of: "openapi: 3.0.3", with: "openapi: 3.1.1\nx-netlayer-format: 1")
                + """

                tags:
                  - { name: items, x-netlayer-prefix: shop, x-netlayer-version: v2 }
                """
        let result = importDocument(["api.yaml": document])
        #expect(result.files != nil, "\(result.messages)")
        #expect(result.spec.contains("prefix: shop"))
        #expect(result.spec.contains("version: v2"))
        #expect(result.spec.contains("      detail:\n"))
        #expect(result.spec.contains("path: \"items/{itemId}\""))
        #expect(result.spec.contains("timeout: 5"))
        #expect(result.spec.contains("id: { type: String, name: itemId }"))
    }

    /// The path after a module's layout, for the first environment's prefix.
    @Test func theRemainderFollowsTheLayout() throws {
        let documents = DocumentSet(
            fileSystem: InMemoryFileSystem(["p.yaml": "prefix: { production: a/b, staging: c }"]), limits: InputLimits()
        )
        let prefix = try #require(documents.root(of: "p.yaml", referencedAt: nil)?["prefix"])
        #expect(
            ExportedDocument.remainder(
                of: "/a/b/v1/list", template: "{base}/{prefix}/{version}/{path}", prefix: prefix, version: "v1")
                == "list")
        #expect(
            ExportedDocument.remainder(
                of: "/v1/a/b/x/{id}", template: "{base}/{version}/{prefix}/{path}", prefix: prefix, version: "v1")
                == "x/{id}")
        // No version: the empty segment is no segment.
        #expect(
            ExportedDocument.remainder(
                of: "/a/b/list", template: "{base}/{prefix}/{version}/{path}", prefix: prefix, version: "")
                == "list")
        // A path the layout does not lead to, or a layout whose path is not last: read as any other.
        #expect(
            ExportedDocument.remainder(
                of: "/z/list", template: "{base}/{prefix}/{version}/{path}", prefix: prefix, version: "")
                == nil)
        #expect(
            ExportedDocument.remainder(
                of: "/a/b/list.json", template: "{base}/{prefix}/{path}.json", prefix: prefix, version: "")
                == nil)
    }
}
