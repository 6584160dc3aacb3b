import Foundation
import NetLayer
import NetLayerGenerator
import NetLayerMock
import NetLayerMockServer
import NetLayerSpec
import TestSupport
import TestTraits
import Testing

/// Every interface of every spec in `specs/`, called by its generated
/// client (built with the real compiler and run as a program) over
/// loopback against the spec's mock server: a login first, then each call
/// decodes the mock's example into the generated models.
// One spec at a time: each builds a program with the compiler.
@Suite(.serialized, .highPriority) struct GeneratedClientAgainstMockTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var specs: [String] {
        let folder = root.appendingPathComponent("specs").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }
            .sorted()
    }

    @Test func everyExampleSpecIsCovered() {
        #expect(Self.specs == ["microblog.yaml", "school.yaml"])
    }

    @Test(arguments: specs)
    func everyInterfaceAnswersTheGeneratedClient(spec name: String) async throws {
        try await Self.callEveryInterface(Self.root.appendingPathComponent("specs/\(name)").path)
    }

    /// Keys in a header, a query item and a cookie, and alternatives: the
    /// client sends what each interface's `auth` names, the mock checks it.
    @Test func aSpecWithSeveralCredentialsAnswersTheGeneratedClient() async throws {
        try await Self.callEveryInterface(
            Self.root.appendingPathComponent("Tests/Fixtures/generate/credentials.yaml").path)
    }

    static func callEveryInterface(_ path: String) async throws {
        let loaded = SpecLoader().load(path)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let names = try #require(loaded.names)
        let generated = try Generator(options: GeneratorOptions(fixtures: true), library: TemplateLibrary.builtIn())
            .generate(path)
        let files = try #require(generated.files, "\(generated.diagnostics)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("netlayer-mock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = try await SwiftExecutable.build(
            files.map { ($0.path, $0.contents) } + [("Driver.swift", ClientDriver.source(spec, names: names))],
            in: folder)

        let exchanges = Exchanges()
        let server = try await MockServer.start(
            backend: SpecBackend.make(spec, options: MockOptions()), port: 0, startTimeout: .seconds(600),
            log: exchanges.append)
        let output = try await ChildProcess.run(program, ["http://127.0.0.1:\(server.port)"])
        await server.stop()

        let interfaces = spec.interfaces.map(\.name)
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(
            output.standardOutput.split(separator: "\n").map(String.init).sorted()
                == interfaces.map { "ok \($0)" }.sorted())
        // Each interface was answered by its own route, with success.
        let answered = exchanges.all.filter { $0.reply.status == 200 }.compactMap(\.reply.interface)
        let replies = exchanges.all.map { "\($0.target) \($0.reply.status) \($0.reply.note)" }
        #expect(answered.sorted() == interfaces.sorted(), "\(replies)")
    }
}

/// The exchanges a server logs, read after it stopped. (`Mutex` would need
/// macOS 15; the lock guards every access.)
final class Exchanges: @unchecked Sendable {
    private let lock = NSLock()
    private var exchanges: [MockServer.Exchange] = []

    var all: [MockServer.Exchange] { lock.withLock { exchanges } }

    func append(_ exchange: MockServer.Exchange) {
        lock.withLock { exchanges.append(exchange) }
    }
}
