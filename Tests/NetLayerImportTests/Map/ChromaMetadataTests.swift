import Foundation
import LoopbackServers
import TestSupport
import Testing

@testable import NetLayerImport

/// ChromaDB's real document imported, generated, compiled and run against a
/// server that answers as ChromaDB does: a collection's metadata (`HashMap`,
/// whose values are `oneOf [bool, int64, double, string, SparseVector,
/// [bool], [int64], [double], [string]]`) keeps each number's kind, read
/// and written back, and the union's cases are named for what they hold.
/// ChromaDB (Rust, serde) stores `2.0` as a float and `2` as an integer:
/// an app that read `2.0` as `.int64(2)` and wrote it back changed its type.
@Suite struct ChromaMetadataTests {
    /// The metadata the server holds, members in sorted order as a body writes a dictionary.
    static let metadata =
        #"{"count":2,"ids":[1,2],"label":"a","ok":true,"ratio":2.0,"scale":5.0,"tags":["x"],"weights":[2.0,0.5]}"#

    /// Reads the collection, prints its metadata's cases, writes the metadata back.
    static let driver = #"""
        import Foundation
        import NetLayer

        @main
        struct Driver {
            static func main() async throws {
                let client = ChromaFrontendClient(transport: URLSessionTransport(), tokenStore: MemoryTokenStore())
                client.server = client.server.replacingOrigin(with: URL(string: CommandLine.arguments[1])!)
                client.setToken("secret")
                let collection = try await client.collection.getCollection(
                    tenant: "t", database: "d", collectionId: "c")
                let metadata = collection.metadata ?? [:]
                for key in metadata.keys.sorted() { print("\(key) \(metadata[key]!)") }
                _ = try await client.collection.updateCollection(
                    tenant: "t", database: "d", collectionId: "c", newMetadata: metadata)
                let double = try JSONValue(HashMapValue.double(2))
                let integer = try JSONValue(HashMapValue.int64(2))
                print(double, integer)
            }
        }

        """#

    @Test func theMetadataKeepsEachNumbersKindReadAndWrittenBack() async throws {
        let result = Importer().run(MinifiedDocumentTests.chroma, outputName: "Chroma.yaml")
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.messages.prefix(3))")
        #expect(
            result.spec.contains(
                """
                  HashMapValue:
                    oneOf:
                      bool: Bool
                      int64: Int64
                      double: Double
                      string: String
                      sparseVector: SparseVector
                      bools: "[Bool]"
                      int64s: "[Int64]"
                      doubles: "[Double]"
                      strings: "[String]"

                """), "\(result.spec)")
        let files = try #require(result.files)

        let collection =
            #"{"id":"c","name":"docs","configuration_json":{},"tenant":"t","database":"d","log_position":0,"#
            + #""version":1,"metadata":\#(Self.metadata)}"#
        let path = "/api/v2/tenants/t/databases/d/collections/c"
        try await withTestServer(
            TestServer.start(
                .get(path, reply: .json(collection)), .put(path, reply: .json("{}")))
        ) { server in
            let output = try await runGenerated(files, driver: Self.driver, arguments: [server.url("/").absoluteString])

            #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
            #expect(
                output.standardOutput.split(separator: "\n") == [
                    "count int64(2)", "ids int64s([1, 2])", #"label string("a")"#, "ok bool(true)", "ratio double(2.0)",
                    "scale double(5.0)", #"tags strings(["x"])"#, "weights doubles([2.0, 0.5])", "2.0 2",
                ], "\(output.standardOutput)")
            let update = try #require(server.requests(path: path).last)
            #expect(update.method == "PUT")
            #expect(update.bodyText == #"{"new_metadata":\#(Self.metadata)}"#)
        }
    }
}
