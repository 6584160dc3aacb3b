import Foundation
import NetLayer
import NetLayerGenerator
import NetLayerMock
import NetLayerMockServer
import NetLayerSpec
import TestSupport
import TestTraits
import Testing

/// A `download:` interface of `Tests/Fixtures/transfers/transfers.yaml`,
/// called through its generated Service layer (built with the real compiler
/// and run as a program) against the spec's mock server over loopback, and
/// against the generated stubbed client: the example's bytes land in a file,
/// and a partial file is continued with a range.
@Suite(.highPriority) struct GeneratedDownloadAgainstMockTests {
    static let path = GeneratedClientAgainstMockTests.root
        .appendingPathComponent("Tests/Fixtures/transfers/transfers.yaml").path

    /// The driver: downloads `report` three times (from the mock, again over a partial file of
    /// its first 5 bytes, and from the stubbed client), printing each file's size and status.
    static let driver = """
        import Foundation
        import NetLayer

        @main
        struct Driver {
            static func main() async {
                let client = TransfersClient(transport: URLSessionTransport(), tokenStore: MemoryTokenStore())
                client.server = client.server.replacingOrigin(with: URL(string: CommandLine.arguments[1])!)
                let folder = URL(fileURLWithPath: CommandLine.arguments[2])
                do {
                    let file = try await client.files.report(id: "7", to: folder.appendingPathComponent("mock.pdf"))
                    print("mock \\(file.bytes) \\(file.response.status.code)")

                    let again = folder.appendingPathComponent("again.pdf")
                    let partial = URL(fileURLWithPath: again.path + ".part")
                    try Data(try Data(contentsOf: file.url).prefix(5)).write(to: partial)
                    let tag = file.response.headerFields[.eTag] ?? ""
                    try Data(tag.utf8).write(to: URL(fileURLWithPath: again.path + ".part-validator"))
                    let resumed = try await client.files.report(id: "7", to: again)
                    print("again \\(resumed.bytes) \\(resumed.response.status.code)")

                    let stubbed = try await TransfersClient.stubbed().files.report(
                        id: "7", to: folder.appendingPathComponent("stubbed.pdf"))
                    print("stubbed \\(stubbed.bytes) \\(stubbed.response.status.code)")
                } catch {
                    print("failed: \\(error)")
                    exit(1)
                }
            }
        }

        """

    @Test func aGeneratedDownloadCallWritesTheExamplesBytesToAFile() async throws {
        let generated = try Generator(options: GeneratorOptions(fixtures: true), library: TemplateLibrary.builtIn())
            .generate(Self.path)
        let files = try #require(generated.files, "\(generated.diagnostics)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "netlayer-download-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = try await SwiftExecutable.build(
            files.map { ($0.path, $0.contents) } + [("Driver.swift", Self.driver)], in: folder)

        let spec = try #require(SpecLoader().load(Self.path).spec)
        let exchanges = Exchanges()
        let server = try await MockServer.start(
            backend: SpecBackend.make(spec, options: MockOptions()), port: 0, startTimeout: .seconds(600),
            log: exchanges.append)
        let output = try await ChildProcess.run(program, ["http://127.0.0.1:\(server.port)", folder.path])
        await server.stop()

        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.split(separator: "\n") == ["mock 9 200", "again 9 206", "stubbed 9 200"])
        for name in ["mock.pdf", "again.pdf", "stubbed.pdf"] {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(String(decoding: bytes, as: UTF8.self) == "%PDF-1.4\n", "\(name)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("again.pdf.part").path))
        #expect(
            exchanges.all.map { "\($0.method) \($0.target) \($0.reply.status)" } == [
                "GET /files/reports/7.pdf 200", "GET /files/reports/7.pdf 206",
            ])
    }
}
