import Foundation
import NetLayer
import NetLayerGenerator
import NetLayerMock
import NetLayerMockServer
import NetLayerSpec
import TestSupport
import Testing

/// Recordings written as `netlayer record` writes them, generated into the fixtures and compiled by the real
/// compiler: the stubbed client replays each body byte for byte, whatever it holds (long lines, quotes and
/// backslashes, `"#`, Chinese and emoji, leading spaces, blank lines, tabs, bytes that are not UTF-8), chosen
/// by name or by the request it answered.
@Suite struct StubbedRecordingTests {
    static let spec = specYAML(
        modules: """
            cart:
              interfaces:
                page: { method: GET, path: page, params: { q: String? } }
            """)

    /// Bodies of every shape, by recording name.
    static let bodies: [(name: String, body: Data)] = [
        (
            "long",
            Data(
                ("{\"note\":\"a \\\"quoted\\\" \\\\ backslash, a \"# ends, \\# too, é 中文 🚲\","
                    + (1...30).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}").utf8)
        ),
        ("pretty", Data("{\n  \"a\": [\n    1,\n\n    2\n  ]\n}\n".utf8)),
        ("twoBlankLines", Data("a\n\n\nb".utf8)),
        ("tabbed", Data("a\tb".utf8)),
        ("trailingSpace", Data("x \ny".utf8)),
        ("bytes", Data([0xFF, 0x00, 0x80])),
        ("empty", Data()),
    ]

    /// Each named recording through `stubbed(examples:)`, then two calls left to the recordings' requests,
    /// each reply's status and body in base64.
    static let driver = """
        import Foundation
        import NetLayer

        @main
        struct Driver {
            static func main() async {
                for name in CommandLine.arguments.dropFirst() {
                    await show(name, ShopClient.stubbed(examples: [.page: name]), q: nil)
                }
                await show("matched", ShopClient.stubbed(), q: "7")
                await show("unmatched", ShopClient.stubbed(), q: "8")
            }

            static func show(_ name: String, _ client: ShopClient, q: String?) async {
                do {
                    let result = try await client.api.cart.page(q: q)
                    print("\\(name) \\(result.httpStatus) \\(result.body.base64EncodedString())")
                } catch {
                    print("\\(name) \\(error)")
                }
            }
        }

        """

    @Test func everyRecordedBodyIsReplayedByteForByteFromCompiledFixtures() async throws {
        let loader = SpecLoader(fileSystem: InMemoryFileSystem(["spec.yaml": Self.spec]))
        let spec = try #require(loader.load("spec.yaml").spec)
        let backend = SpecBackend.make(spec, options: MockOptions())
        let path = try #require(backend.interfaces.first?.endpoint.url(in: backend.server)?.path)
        let origin = SourceLocation(file: "", line: 0, column: 0)
        var recordings = Self.bodies.map { name, body in
            Recording(
                interface: "page", name: name, status: 200, body: body, location: origin, interfaceLocation: origin)
        }
        recordings.append(
            Recording(
                interface: "page", name: "matched", request: .init(method: .GET, target: path + "?q=7"), status: 203,
                headers: [.init("Content-Type", "text/plain")], body: Data("seven".utf8), location: origin,
                interfaceLocation: origin))
        // Through the file `netlayer record` writes and the reader every command uses.
        var diagnostics = Diagnostics()
        let read = RecordingsReader().read(
            Array(RecordingsWriter.text(of: recordings).utf8), path: "page.yaml", diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(Array(diagnostics))")
        #expect(read.map(\.body) == recordings.map(\.body))

        var options = GeneratorOptions(fixtures: true)
        options.recordings = RecordingsReplay(read, spec: spec).recordings
        let generated = try Generator(loader: loader, options: options, library: TemplateLibrary.builtIn())
            .generate("spec.yaml")
        let files = try #require(generated.files, "\(generated.diagnostics)")
        let fixtures = try #require(files.first { $0.path.hasSuffix("Fixtures.swift") }).contents
        for line in fixtures.split(separator: "\n") { #expect(line.count <= 120, "\(line)") }
        #expect(fixtures.contains(#"bodyBase64: "/wCA""#), "\(fixtures)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "netlayer-stubbed-recordings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = try await SwiftExecutable.build(
            files.map { ($0.path, $0.contents) } + [("Driver.swift", Self.driver)], in: folder)

        let output = try await ChildProcess.run(program, Self.bodies.map(\.name))
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        let expected =
            Self.bodies.map { "\($0.name) 200 \($0.body.base64EncodedString())" } + [
                "matched 203 \(Data("seven".utf8).base64EncodedString())",
                "unmatched 200 \(Data("null".utf8).base64EncodedString())",
            ]
        #expect(lines == expected)
    }
}
