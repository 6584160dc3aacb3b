import Foundation
import NetLayerGenerator
import Testing

/// The generated code for `specs/school.yaml`, with every delivery style
/// (async, completion closures, the delegate entry point), is compared byte for byte with
/// `Tests/Goldens/School`, which SwiftPM also compiles against the runtime
/// (target `GeneratedSchool`) and `GeneratedSchoolTests` runs against a
/// loopback backend. `NETLAYER_RECORD=1 swift test` re-records the goldens,
/// and fails so that a recording run is never mistaken for a passing one.
@Suite struct GoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let options = GeneratorOptions(delivery: [.async, .closure, .delegate])

    @Test func schoolMatchesItsGoldens() throws {
        let folder = Self.root.appendingPathComponent("Tests/Goldens/School")
        let result = try Generator(options: Self.options, library: TemplateLibrary.builtIn()).generate(
            Self.root.appendingPathComponent("specs/school.yaml").path)
        #expect(result.diagnostics.map(\.description) == [])
        let files = try #require(result.files)

        if ProcessInfo.processInfo.environment["NETLAYER_RECORD"] == "1" {
            let old = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            for name in old { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
            for file in files {
                try file.contents.write(to: folder.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
            }
            Issue.record(
                "re-recorded \(files.count) goldens in Tests/Goldens/School; run the tests again without NETLAYER_RECORD"
            )
            return
        }
        let goldens = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        #expect(files.map(\.path).sorted() == goldens)
        for file in files {
            let golden = try String(contentsOf: folder.appendingPathComponent(file.path), encoding: .utf8)
            #expect(file.contents == golden, "\(file.path) differs from its golden")
        }
    }
}
