import Foundation
import LoopbackServers
import NetLayerSpec
import TestSupport
import Testing

@testable import NetLayerGenerator
@testable import NetLayerImport

/// An imported client, generated, compiled and run against a server that
/// records what it receives: Jupyter Server's rename sends the new path in
/// its body beside the old one in the URL (a body field that shares the
/// path placeholder's wire name), a DELETE sends its body, a text and a
/// binary reply come back as `String` and `Data` with the `Accept` their
/// media type, and HEAD and OPTIONS give status and headers.
@Suite struct ImportedRequestsOverLoopbackTests {
    /// Jupyter Server's `PATCH /api/contents/{path}` as its `api.yaml` has it
    /// (jupyter_server/services/api/api.yaml, BSD-3-Clause), and operations of
    /// the kinds this test needs beside it.
    static let document = #"""
        swagger: "2.0"
        info:
          title: Jupyter Server
          description: The REST API of Jupyter Server; the rename is as its api.yaml has it,
            the other operations are added for the test.
          version: "5"
        host: localhost:8888
        schemes: [http]
        basePath: /
        produces: [application/json]
        consumes: [application/json]
        paths:
          /api/contents/{path}:
            parameters:
              - name: path
                in: path
                required: true
                description: file path
                type: string
            patch:
              summary: Rename a file or directory without re-uploading content
              tags: [contents]
              parameters:
                - name: path
                  in: body
                  required: true
                  description: New path for file or directory
                  schema:
                    type: object
                    properties:
                      path:
                        type: string
                        format: path
                        description: New path for file or directory
              responses:
                "200":
                  description: Path updated
                  schema: { $ref: "#/definitions/Contents" }
          /api/reports/{id}:
            get:
              operationId: exportReport
              tags: [files]
              produces: [text/csv]
              parameters: [{ name: id, in: path, required: true, type: string }]
              responses:
                "200": { description: the report, schema: { type: string } }
          /api/files/{id}/raw:
            get:
              operationId: downloadFile
              tags: [files]
              produces: [application/pdf]
              parameters: [{ name: id, in: path, required: true, type: string }]
              responses:
                "200": { description: the file, schema: { type: file } }
          /api/files/{id}:
            parameters: [{ name: id, in: path, required: true, type: string }]
            head:
              operationId: fileExists
              tags: [files]
              responses:
                "200": { description: it exists }
            options:
              operationId: fileOptions
              tags: [files]
              responses:
                "204": { description: the methods allowed }
            delete:
              operationId: deleteFile
              tags: [files]
              parameters:
                - { name: dryRun, in: query, type: boolean }
                - name: options
                  in: body
                  schema:
                    type: object
                    properties:
                      gracePeriodSeconds: { type: integer }
              responses:
                "204": { description: deleted }
        definitions:
          Contents:
            type: object
            required: [name, path]
            properties:
              name: { type: string }
              path: { type: string }
        """#

    /// The PDF's call: a file reply to a GET is a download, written to disk
    /// and its URL handed back.
    static let pdfCall = #"""
                let destination = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID()).pdf")
                defer { try? FileManager.default.removeItem(at: destination) }
                let file = try await client.files.downloadFile(id: "7", to: destination)
                let pdf = try Data(contentsOf: file.url)
                print("pdf \(pdf.map { String($0, radix: 16) }.joined(separator: " ")) \(file.bytes)")
        """#

    /// Calls every interface and prints what each gave, one line each.
    static let driver = #"""
        import Foundation
        import NetLayer

        @main
        struct Driver {
            static func main() async throws {
                let client = JupyterServerClient(transport: URLSessionTransport(), tokenStore: MemoryTokenStore())
                client.server = client.server.replacingOrigin(with: URL(string: CommandLine.arguments[1])!)
                let renamed = try await client.contents.renameContent(path: "old.txt", bodyPath: "new.txt")
                print("renamed \(renamed.path)")
                let csv = try await client.files.exportReport(id: "7")
                print("csv \(csv.debugDescription)")
        \#(pdfCall)
                let head = try await client.files.fileExists(id: "7")
                print("head \(head.httpStatus) \(head.header("X-Size") ?? "-") \(head.body.count)")
                let options = try await client.files.fileOptions(id: "7")
                print("options \(options.httpStatus) \(options.header("Allow") ?? "-")")
                let deleted = try await client.files.deleteFile(id: "7", dryRun: true, gracePeriodSeconds: 30)
                print("delete \(deleted.httpStatus)")
            }
        }

        """#

    @Test func theGeneratedClientSendsAndReadsWhatTheDocumentSays() async throws {
        let result = importDocument(["jupyter.yaml": Self.document], at: "jupyter.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        let files = try #require(result.files)
        #expect(result.spec.contains("bodyPath: { type: String?, name: path, in: body"), "\(result.spec)")

        try await withTestServer(
            TestServer.start(
                .patch("/api/contents/old.txt", reply: .json(#"{"name": "new.txt", "path": "new.txt"}"#)),
                .get("/api/reports/7", reply: .data(Data("a,b\n1,é\n".utf8), contentType: "text/csv; charset=utf-8")),
                .get(
                    "/api/files/7/raw",
                    reply: .data(Data([0x25, 0x50, 0x44, 0x46, 0x00, 0xFF]), contentType: "application/pdf")),
                TestRoute("HEAD", "/api/files/7", reply: .status(200, headers: ["X-Size": "6"])),
                TestRoute(
                    "OPTIONS", "/api/files/7", reply: .status(204, headers: ["Allow": "GET, HEAD, OPTIONS, DELETE"])),
                .delete("/api/files/7", reply: .status(204)))
        ) { server in
            let output = try await runGenerated(files, driver: Self.driver, arguments: [server.url("/").absoluteString])

            #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
            #expect(
                output.standardOutput.split(separator: "\n") == [
                    "renamed new.txt", #"csv "a,b\n1,é\n""#, "pdf 25 50 44 46 0 ff 6", "head 200 6 0",
                    "options 204 GET, HEAD, OPTIONS, DELETE", "delete 204",
                ])
            let rename = try #require(server.lastRequest(path: "/api/contents/old.txt"))
            #expect(rename.method == "PATCH")
            #expect(rename.header("Content-Type") == "application/json")
            #expect(rename.bodyText == #"{"path":"new.txt"}"#)
            #expect(server.lastRequest(path: "/api/reports/7")?.header("Accept") == "text/csv")
            #expect(server.lastRequest(path: "/api/files/7/raw")?.header("Accept") == "application/pdf")
            let methods = server.requests(path: "/api/files/7").map(\.method)
            #expect(methods == ["HEAD", "OPTIONS", "DELETE"])
            let delete = try #require(server.requests(path: "/api/files/7").last)
            #expect(delete.query == "dryRun=true")
            #expect(delete.bodyText == #"{"gracePeriodSeconds":30}"#)
        }
    }
}
