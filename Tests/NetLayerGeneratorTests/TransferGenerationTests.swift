import Foundation
import NetLayerSpec
import Testing

@testable import NetLayerGenerator

/// What `Tests/Fixtures/transfers/transfers.yaml` generates (streams of
/// events, lines and bytes, typed and raw, with their options; downloads
/// with and without a size limit; caching at spec, module and interface;
/// values always sent), byte for byte against `Tests/Goldens/Transfers`.
/// `NETLAYER_RECORD=1 swift test` re-records them, and fails.
@Suite struct TransferGenerationTests {
    static let spec = GoldenTests.root.appendingPathComponent("Tests/Fixtures/transfers/transfers.yaml")
    static let folder = GoldenTests.root.appendingPathComponent("Tests/Goldens/Transfers")

    @Test func transfersMatchTheirGoldens() throws {
        let result = try Generator(options: GoldenTests.options, library: TemplateLibrary.builtIn()).generate(
            Self.spec.path)
        #expect(result.diagnostics.map(\.description) == [])
        let files = try #require(result.files)
        if ProcessInfo.processInfo.environment["NETLAYER_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            let old = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            for name in old { try FileManager.default.removeItem(at: Self.folder.appendingPathComponent(name)) }
            for file in files {
                try file.contents.write(
                    to: Self.folder.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
            }
            Issue.record(
                "re-recorded \(files.count) goldens in Tests/Goldens/Transfers; run again without NETLAYER_RECORD")
            return
        }
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(files.map(\.path).sorted() == goldens)
        for file in files {
            let golden = try String(contentsOf: Self.folder.appendingPathComponent(file.path), encoding: .utf8)
            #expect(file.contents == golden, "\(file.path) differs from its golden")
        }
    }

    /// The Service layer's shapes, read off the generated source: what an app calls.
    @Test
    func theServiceLayerReturnsStreamsOfTheSpecsTypesAndFiles() throws {
        let files = try #require(
            try Generator(options: GoldenTests.options, library: TemplateLibrary.builtIn()).generate(Self.spec.path)
                .files)
        let chat = try #require(files.first { $0.path == "TransfersService+Chat.swift" }).contents
        #expect(chat.contains("public func completeStream(prompt: String) -> ReplyStream<Chunk> {"))
        #expect(chat.contains("Parameter(\"stream\", true, in: .body),"))
        #expect(chat.contains("as: Chunk.self,"))
        #expect(chat.contains("endMarker: \"[DONE]\","))
        #expect(chat.contains("public func events() -> ReplyStream<ServerSentEvent> {"))
        #expect(chat.contains("public func tail(name: String) -> ReplyStream<LogLine> {"))
        #expect(chat.contains("public func media(id: String) -> ReplyStream<Data> {"))
        #expect(!chat.contains("stream: Bool"), "a value always sent is no argument")
        let files2 = try #require(files.first { $0.path == "TransfersService+Files.swift" }).contents
        #expect(files2.contains("options: DownloadOptions(progress: progress, maxBytes: 4000000000)"))
        #expect(
            files2.contains("progress: ProgressHandler? = nil\n    ) async throws(NetLayerError) -> DownloadedFile {"))
        let endpoints = try #require(files.first { $0.path == "RequestInterface.swift" }).contents
        #expect(endpoints.contains("accept: \"text/event-stream\",\n        cache: .policy(.off)"))
        #expect(endpoints.contains("cache: .policy(.http(offline: 3600))"))
        let client = try #require(files.first { $0.path == "TransfersClient.swift" }).contents
        #expect(client.contains("cache: .http"))
    }

    /// A `download:` interface's calls take a destination and return the file, in both layers.
    @Test
    func aDownloadInterfaceWritesItsReplyToAFile() throws {
        let files = try #require(
            try Generator(options: GoldenTests.options, library: TemplateLibrary.builtIn()).generate(Self.spec.path)
                .files)
        let api = try #require(files.first { $0.path == "TransfersAPI+Files.swift" }).contents
        #expect(api.contains("try await core.download("))
        #expect(api.contains("options: DownloadOptions = DownloadOptions(maxBytes: 4000000000)"))
        let service = try #require(files.first { $0.path == "TransfersService+Files.swift" }).contents
        #expect(service.contains("options: DownloadOptions(progress: progress, maxBytes: 4000000000)"))
        #expect(
            service.contains("progress: ProgressHandler? = nil\n    ) async throws(NetLayerError) -> DownloadedFile {"))
        let endpoints = try #require(files.first { $0.path == "RequestInterface.swift" }).contents
        #expect(
            endpoints.contains("accept: \"application/pdf\",\n        cache: .policy(.off)"), "a file is not cached")
    }
}
