import Foundation
import LoopbackServers
import NetLayerMock
import RuntimeTestSupport
import TestTraits
import Testing
import TransportKinds

@testable import NetLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Files on disk sent as the whole body or as multipart parts: streamed from
/// disk, with the right Content-Length, progress, redirects and errors.
@Suite(.highPriority) struct UploadFromDiskTests {
    /// A folder of its own under the temporary directory, removed by `remove()`.
    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("upload-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        /// A file of `count` bytes that are not all alike, so that a misplaced chunk shows.
        func file(_ name: String, count: Int, seed: UInt8 = 0) throws -> (URL, Data) {
            let data = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed) &+ $0 >> 11) })
            let file = url.appendingPathComponent(name)
            try data.write(to: file)
            return (file, data)
        }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    private final class Updates: Sendable {
        private let seen = Locked([TransferProgress]())
        var all: [TransferProgress] { seen.withLock { $0 } }
        var handler: ProgressHandler { { [seen] progress in seen.withLock { $0.append(progress) } } }
    }

    private func expectRising(_ updates: [TransferProgress], to size: Int) {
        #expect(updates.count >= 2, "more than one update for a body this large: \(updates.count)")
        #expect(zip(updates, updates.dropFirst()).allSatisfy { $0.received < $1.received }, "rising")
        #expect(updates.allSatisfy { $0.expected == Int64(size) }, "the body's size is known")
        #expect(updates.last?.received == Int64(size), "ends at the body's size")
    }

    private func invalidRequest(_ error: NetLayerError?) -> String? {
        if case .invalidRequest(let message)? = error { return message }
        return nil
    }

    @Test(arguments: TransportKind.all)
    func aFileAsTheWholeBodyIsSentAsItIs(_ kind: TransportKind) async throws {
        let folder = try Folder()
        defer { folder.remove() }
        let (file, bytes) = try folder.file("clip.mov", count: 3_000_001)
        try await withTestServer(.put("/api/clip", reply: .json("{}"))) { server in
            let logger = RecordingLogger()
            var configuration = ClientConfiguration()
            configuration.logger = logger
            let updates = Updates()
            _ = try await makeClient(server, configuration, transport: kind).send(
                endpoint("clip", .PUT, "clip"),
                parameters: [Parameter("clip", FilePart(fileURL: file, mimeType: "video/quicktime"), in: .content)],
                uploadProgress: updates.handler)
            let request = try #require(server.lastRequest(path: "/api/clip"))
            #expect(request.body == bytes)
            #expect(request.header("content-length") == "3000001")
            #expect(request.header("transfer-encoding") == nil)
            #expect(request.header("content-type") == "video/quicktime")
            expectRising(updates.all, to: bytes.count)
            #expect(
                logger.lines.contains { $0.hasPrefix("clip PUT") && $0.hasSuffix("<video/quicktime, 3000001 bytes>") },
                "\(logger.lines)")
        }
    }

    @Test(arguments: TransportKind.all)
    func multipartPartsFromDiskAndMemoryParse(_ kind: TransportKind) async throws {
        let folder = try Folder()
        defer { folder.remove() }
        let (video, videoBytes) = try folder.file("a video.mp4", count: 2_500_000, seed: 1)
        let (notes, notesBytes) = try folder.file("notes.txt", count: 70_000, seed: 2)
        let empty = try folder.file("empty.bin", count: 0).0
        let inMemory = Data("in memory".utf8)
        try await withTestServer(.post("/api/media", reply: .json("{}"))) { server in
            let updates = Updates()
            _ = try await makeClient(server, transport: kind).send(
                endpoint("media", .POST, "media", body: .multipart),
                parameters: [
                    Parameter("title", "holiday", in: .body),
                    Parameter("video", FilePart(fileURL: video, mimeType: "video/mp4"), in: .body),
                    Parameter(
                        "extras",
                        [
                            FilePart(fileURL: notes, fileName: "renamed.txt", mimeType: "text/plain"),
                            FilePart(data: inMemory, fileName: "memo.txt"), FilePart(fileURL: empty),
                        ], in: .body),
                ],
                uploadProgress: updates.handler)
            let request = try #require(server.lastRequest(path: "/api/media"))
            #expect(request.header("content-length") == String(request.body.count))
            #expect(request.header("transfer-encoding") == nil)
            let boundary = try #require(
                MultipartFormParser.boundary(inContentType: request.header("content-type") ?? ""))
            let parts = MultipartFormParser.parts(of: request.body, boundary: boundary)
            #expect(parts.map(\.name) == ["title", "video", "extras", "extras", "extras"])
            #expect(parts.map(\.fileName) == [nil, "a video.mp4", "renamed.txt", "memo.txt", "empty.bin"])
            #expect(parts.map(\.data) == [Data("holiday".utf8), videoBytes, notesBytes, inMemory, Data()])
            expectRising(updates.all, to: request.body.count)
            // The temporary copy URLSessionTransport uploads a multipart body from is gone (the only test that
            // makes one). AsyncHTTPClientTransport streams the parts as they are, and makes none; it checks nothing
            // here, since the URLSession case, running beside it, may hold its copy at that moment.
            if kind == .urlSession {
                let temporary = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
                #expect(!temporary.contains { $0.hasPrefix("netlayer-upload-") })
            }
        }
    }

    @Test(arguments: TransportKind.all)
    func a307SendsTheFileAgainFromItsFirstByte(_ kind: TransportKind) async throws {
        let folder = try Folder()
        defer { folder.remove() }
        let (file, bytes) = try folder.file("report.pdf", count: 1_500_000)
        try await withTestServer(
            TestServer.start(
                .post("/api/report", reply: .status(307, headers: ["Location": "/api/v2/report"])),
                .post("/api/v2/report", reply: .json("{}")))
        ) { server in
            let updates = Updates()
            _ = try await makeClient(server, transport: kind).send(
                endpoint("report", .POST, "report"),
                parameters: [Parameter("report", FilePart(fileURL: file, mimeType: "application/pdf"), in: .content)],
                uploadProgress: updates.handler)
            #expect(server.lastRequest(path: "/api/report")?.body == bytes)
            #expect(server.lastRequest(path: "/api/v2/report")?.body == bytes)
            expectRising(updates.all, to: bytes.count)
        }
    }

    @Test(arguments: TransportKind.all)
    func aMissingFileIsRefusedByNameBeforeAnythingIsSent(_ kind: TransportKind) async throws {
        let folder = try Folder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("gone.mov")
        try await withTestServer(TestRoute(nil, "*", reply: .json("{}"))) { server in
            let client = makeClient(server, transport: kind)
            let raw = await failure {
                try await client.send(
                    endpoint("clip", .PUT, "clip"),
                    parameters: [Parameter("clip", FilePart(fileURL: missing), in: .content)])
            }
            #expect(invalidRequest(raw) == "file \(missing.path) of parameter 'clip' cannot be read: it does not exist")
            let part = await failure {
                try await client.send(
                    endpoint("media", .POST, "media", body: .multipart),
                    parameters: [Parameter("video", FilePart(fileURL: folder.url), in: .body)])
            }
            #expect(
                invalidRequest(part)
                    == "file \(folder.url.path) of parameter 'video' cannot be sent: it is not a regular file")
            #expect(server.requests.isEmpty)
        }
    }

    /// A file that shrank after the request was made ends the stream in an
    /// error: the Content-Length sent promised more bytes than come.
    @Test func aFileShorterThanPromisedFailsTheStream() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let (file, _) = try folder.file("shrinks.bin", count: 100)
        var body = UploadBody(Data("head".utf8))
        try body.appendFile(file, of: "parameter 'f'")
        try Data(count: 40).write(to: file)
        let stream = FileBodyStream(body)
        stream.open()
        var buffer = [UInt8](repeating: 0, count: 1000)
        var read: [Int] = []
        while read.last.map({ $0 > 0 }) ?? true { read.append(stream.read(&buffer, maxLength: buffer.count)) }
        #expect(read == [4, 40, -1])
        #expect(stream.streamStatus == .error)
        #expect(
            invalidRequest(stream.streamError as? NetLayerError)
                == "file \(file.path) ended before its 100 bytes were sent")
    }

    /// A stub (and the mock behind it) reads a file body as a server would.
    @Test func aStubReadsTheFileBody() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        let (file, bytes) = try folder.file("a.bin", count: 200_000)
        let received = Locked(Data())
        let transport = StubTransport { request, body in
            received.withLock { $0 = MockRequest(request, body: body).body }
            return .json("{}")
        }
        let client = NetLayerClient(
            configuration: ClientConfiguration(),
            environment: ServerEnvironment(name: "stub", baseURL: URL(string: "https://stub.test")!),
            transport: transport)
        _ = try await client.send(
            endpoint("a", .PUT, "a"), parameters: [Parameter("a", FilePart(fileURL: file), in: .content)])
        #expect(received.withLock { $0 } == bytes)
    }
}
