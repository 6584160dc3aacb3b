import Foundation
import NetLayerGenerator
import NetLayerSpec
import Testing

/// The generated code for `specs/school.yaml`, with every delivery style
/// (async, completion closures, the delegate entry point) and the fixtures, is compared byte for byte with
/// `Tests/Goldens/School`, which SwiftPM also compiles against the runtime
/// (target `GeneratedSchool`) and `GeneratedSchoolTests` runs against a
/// loopback backend. `NETLAYER_RECORD=1 swift test` re-records the goldens,
/// and fails so that a recording run is never mistaken for a passing one.
@Suite struct GoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let options = GeneratorOptions(delivery: [.async, .closure, .delegate], fixtures: true)

    @Test func schoolMatchesItsGoldens() throws {
        let folder = Self.root.appendingPathComponent("Tests/Goldens/School")
        let result = try Generator(options: Self.options, library: TemplateLibrary.builtIn()).generate(
            Self.root.appendingPathComponent("specs/school.yaml").path)
        #expect(result.diagnostics.map(\.description) == [])
        let files = try #require(result.files)
        let plan = try #require(result.plan).json()
        let planGolden = Self.root.appendingPathComponent("Tests/Goldens/Plans/school.plan.json")

        if ProcessInfo.processInfo.environment["NETLAYER_RECORD"] == "1" {
            try plan.write(to: planGolden, atomically: true, encoding: .utf8)
            let old = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            for name in old { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
            for file in files {
                try file.contents.write(to: folder.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
            }
            Issue.record("re-recorded \(files.count) goldens in Tests/Goldens/School; run without NETLAYER_RECORD")
            return
        }
        let goldens = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        #expect(files.map(\.path).sorted() == goldens)
        #expect(plan == (try String(contentsOf: planGolden, encoding: .utf8)), "the plan differs from its golden")
        for file in files {
            let golden = try String(contentsOf: folder.appendingPathComponent(file.path), encoding: .utf8)
            #expect(file.contents == golden, "\(file.path) differs from its golden")
        }
    }

    /// A doc line holding one word, such as a URL, which no wrapping can shorten.
    static func isOneWordOfDoc(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " }
        return text.hasPrefix("/// ") && !text.dropFirst(4).contains(" ")
    }

    /// No generated line passes 120 columns, whatever the spec's names and
    /// summaries, in every example spec with every delivery style.
    @Test(arguments: [
        "specs/school.yaml", "specs/microblog.yaml", "Tests/Fixtures/generate/hostile.yaml",
        "Tests/Fixtures/transfers/transfers.yaml",
    ])
    func generatedLinesFitIn120Columns(spec: String) throws {
        let result = try Generator(options: Self.options, library: TemplateLibrary.builtIn()).generate(
            Self.root.appendingPathComponent(spec).path)
        for file in try #require(result.files) {
            for (number, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.count > 120 && !Self.isOneWordOfDoc(line) {
                Issue.record("\(file.path):\(number + 1) is \(line.count) columns: \(line)")
            }
        }
    }

    /// Every runtime type the generated code names unqualified is one a
    /// model may not be called, so that no spec can hide it: the names come
    /// from the goldens and the runtime's sources, not from a list kept by hand.
    @Test func everyRuntimeTypeTheGoldensNameIsReserved() throws {
        let runtime = Self.root.appendingPathComponent("Sources/NetLayer")
        let declaration = #/public\s+(?:final\s+)?(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)/#
        var runtimeTypes: Set<String> = []
        for case let path as String in FileManager.default.enumerator(atPath: runtime.path) ?? .init()
        where path.hasSuffix(".swift") {
            let text = try String(contentsOf: runtime.appendingPathComponent(path), encoding: .utf8)
            runtimeTypes.formUnion(text.matches(of: declaration).map { String($0.1) })
        }
        let folder = Self.root.appendingPathComponent("Tests/Goldens/School")
        var used: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                used.formUnion(code.matches(of: #/\b[A-Z]\w*/#).map { String($0.0) })
            }
        }
        let unreserved = used.intersection(runtimeTypes).subtracting(SwiftNames.reservedTypeNames)
        #expect(
            unreserved.isEmpty,
            "runtime types the generated code names, which a model could hide: \(unreserved.sorted())")
        #expect(used.contains("GeneratedModel") && used.contains("ModelKey"))
    }
}
