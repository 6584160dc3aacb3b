import Foundation
@_spi(Generated) import NetLayer
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayerMock

/// The mock answers replies that are not JSON whole, under their media
/// type, and checks parameters that share a wire name in their own places.
@Suite(.highPriority) struct MockBackendRequestKindsTests {
    @Test func aTextReplyIsTheExampleAsTextAndABytesReplyItsBase64sBytes() async throws {
        var export = Endpoint(id: "export", method: .GET, path: "export", sendsToken: false)
        export.accept = "text/csv"
        export.reply = .text
        var invoice = Endpoint(id: "invoice", method: .GET, path: "invoice", sendsToken: false)
        invoice.accept = "application/pdf"
        invoice.reply = .bytes
        let (client, backend) = mockClient([
            MockInterface(endpoint: export, examples: [.data("csv", "a,b\n1,2\n")]),
            MockInterface(endpoint: invoice, examples: [.data("pdf", "JVBERi0A/w==")]),
        ])
        let csv = await mockReply(backend, "GET", "/api/export")
        #expect(csv.status == 200)
        #expect(csv.header("Content-Type") == "text/csv; charset=utf-8")
        #expect(String(decoding: csv.body, as: UTF8.self) == "a,b\n1,2\n")
        // Through the client, with the school envelope, which such replies skip.
        #expect(try await client.send(export).text() == "a,b\n1,2\n")
        let pdf = try await client.send(invoice)
        #expect(pdf.header("Content-Type") == "application/pdf")
        #expect(pdf.body == Data([0x25, 0x50, 0x44, 0x46, 0x2D, 0x00, 0xFF]))
    }

    @Test func aPlaceholderAndABodyFieldOfOneNameAreCheckedEachInItsPlace() async throws {
        let rename = Endpoint(id: "rename", method: .PATCH, path: "contents/{path}", body: .json, sendsToken: false)
        let (client, backend) = mockClient(
            [
                MockInterface(
                    endpoint: rename,
                    parameters: [MockParameter("path", in: .path), MockParameter("path", in: .body)],
                    examples: [.data("ok", ["path": "new.txt"])])
            ], ClientConfiguration())
        let missing = await mockReply(
            backend, "PATCH", "/api/contents/old.txt", headers: ["Content-Type": "application/json"], body: "{}")
        #expect(missing.status == 400)
        #expect(missing.note == "missing parameter path")
        let result = try await client.send(
            rename, parameters: [Parameter("path", "old.txt", in: .path), Parameter("path", "new.txt", in: .body)])
        #expect(result.httpStatus == 200)
    }
}
