import Foundation
import NetLayerSpec
import Testing

@testable import NetLayerGenerator

/// What the planners decide, read from the plan rather than from rendered text.
@Suite struct PlannerTests {
    private func plan(_ yaml: String, options: GeneratorOptions = GeneratorOptions()) throws -> GenerationPlan {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("planner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("p.yaml")
        try yaml.write(to: path, atomically: true, encoding: .utf8)
        let loaded = SpecLoader(naming: options.naming).load(path.path)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        return Planner(options: options).plan(spec, names: try #require(loaded.names), specFileName: "p.yaml")
    }

    private func sections(_ plan: GenerationPlan) -> [Section] {
        plan.files.flatMap { file -> [Section] in
            if case .source(let source) = file.content { return source.sections }
            return []
        }
    }

    private static let spec = """
        netlayer: 1
        name: P
        environments:
          production: https://p.example
        modules:
          shop:
            prefix: shop
            interfaces:
              itemList:
                method: GET
                path: items
                params:
                  aVeryLongParameterNameThatTakesRoom: String
                  anotherVeryLongParameterNameThatTakesRoom: { type: Int, default: 20 }
                response: "[Item]"
              ping:
                method: GET
                path: ping
        models:
          Item:
            id: Int
            parent: Item?
            children: "[Item]"
        """

    @Test func functionsKeepTheirParametersAndSends() throws {
        let modules = sections(try plan(Self.spec)).compactMap { section -> ModuleAPIContext? in
            if case .moduleAPI(let context) = section { return context }
            return nil
        }
        let functions = try #require(modules.first).functions
        #expect(functions.map(\.name) == ["itemList", "ping"])
        #expect(functions[0].parameters.map { $0.defaultValue?.written } == [nil, "20"])
        #expect(functions[0].call.sends.map(\.placement) == [".query", ".query"])
    }

    @Test func onlyAnOptionalFieldThatLeadsBackIsBoxed() throws {
        let models = sections(try plan(Self.spec)).compactMap { section -> ModelsContext? in
            if case .models(let context) = section { return context }
            return nil
        }
        let item = try #require(models.first?.structs.first)
        #expect(item.fields.map(\.indirect) == [false, true, false])
    }

    @Test func theClosureVariantAddsCompletionAndItsDoc() throws {
        let services = sections(try plan(Self.spec, options: GeneratorOptions(delivery: [.async, .closure])))
            .compactMap { section -> ModuleServiceContext? in
                if case .moduleService(let context) = section { return context }
                return nil
            }
        let ping = try #require(services.first?.functions.last)
        #expect(ping.closure?.parameters.map(\.name) == ["completion"])
        #expect(ping.closure?.doc.plain.last?.hasPrefix("/// - Parameter completion:") == true)
        #expect(ping.responseType == nil)
    }

    private static let embedded: [String: String] = [
        "NetLayer/B.swift": "b", "NetLayer/A.swift": "a", "NetLayerMock/M.swift": "m", "SeededRandom/S.swift": "s",
    ]

    @Test func aPackageCarriesItsManifestAndTheRuntimeFirst() throws {
        let options = GeneratorOptions(package: PackageOptions(runtime: .embedded(Self.embedded)))
        let planned = try plan(Self.spec, options: options).files
        let paths = planned.map(\.path)
        #expect(Array(paths.prefix(3)) == ["Package.swift", "Sources/NetLayer/A.swift", "Sources/NetLayer/B.swift"])
        #expect(paths.dropFirst(3).allSatisfy { $0.hasPrefix("Sources/P/") }, "without fixtures, no mock backend")
        guard case .manifest(let manifest)? = planned.first?.content else {
            Issue.record("the first file is not the manifest")
            return
        }
        #expect(!manifest.usesMock)
    }

    /// The fixtures' `stubbed(…)` answers through `NetLayerMock`: the package carries it, beside the runtime.
    @Test func aPackageWithFixturesCarriesTheMockBackendToo() throws {
        let options = GeneratorOptions(package: PackageOptions(runtime: .embedded(Self.embedded)), fixtures: true)
        let planned = try plan(Self.spec, options: options).files
        #expect(
            Array(planned.map(\.path).prefix(5)) == [
                "Package.swift", "Sources/NetLayer/A.swift", "Sources/NetLayer/B.swift", "Sources/NetLayerMock/M.swift",
                "Sources/SeededRandom/S.swift",
            ])
        guard case .manifest(let manifest)? = planned.first?.content else {
            Issue.record("the first file is not the manifest")
            return
        }
        #expect(manifest.usesMock)
    }

    /// A package that depends on NetLayer asks for the runtime and URLSession alone, `traits: ["URLSession"]`,
    /// which needs tools 6.1; one that carries the runtime depends on swift-http-types alone and stays on 6.0
    /// (docs/runtime.md, "What an app builds").
    @Test(arguments: [
        (PackageOptions.Runtime.path("../netlayer"), ["path: \"../netlayer\"", #"traits: ["URLSession"]"#], "6.1"),
        (
            .url("https://example.com/netlayer.git", from: "0.6.0"),
            ["url: \"https://example.com/netlayer.git\"", "from: \"0.6.0\"", #"traits: ["URLSession"]"#], "6.1"
        ),
        (.embedded(PlannerTests.embedded), [], "6.0"),
    ])
    func aDependencyOnNetLayerTurnsItsTraitsOff(runtime: PackageOptions.Runtime, arguments: [String], tools: String)
        throws
    {
        let planned = try plan(Self.spec, options: GeneratorOptions(package: PackageOptions(runtime: runtime))).files
        guard case .manifest(let manifest)? = planned.first?.content else {
            Issue.record("the first file is not the manifest")
            return
        }
        #expect((manifest.dependency ?? []).map { "\($0.label): \($0.value.written)" } == arguments)
        #expect(manifest.toolsVersion == tools)
        #expect(manifest.clientType == "PClient")
    }
}

/// The model graph the loader works out once serves the checks and the plan.
@Suite struct ModelGraphTests {
    private func graph(_ models: String, interfaces: String) throws -> ModelGraph {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("g.yaml")
        try """
        netlayer: 1
        name: G
        environments:
          production: https://g.example
        modules:
          first:
            prefix: first
            interfaces:
        \(interfaces)
          second:
            prefix: second
            interfaces:
              other: { method: GET, path: other, response: C }
        models:
        \(models)
        """.write(to: path, atomically: true, encoding: .utf8)
        let loaded = SpecLoader().load(path.path)
        return try #require(loaded.graph, "\(loaded.diagnostics)")
    }

    @Test func ownersUseAndBoxedFieldsComeFromOneWalk() throws {
        let graph = try graph(
            """
              A:
                b: B?
                list: "[A]"
              B:
                a: A?
                c: C
              C:
                name: String
              Lonely:
                me: Lonely?
            """,
            interfaces: "      list: { method: GET, path: list, response: A }")
        #expect(graph.owner(of: "A") == "first")
        #expect(graph.owner(of: "C") == "first", "reached through B from the first module")
        #expect(!graph.isUsed("Lonely"))
        #expect(
            graph.indirectFields == [
                .init(model: "A", field: "b"), .init(model: "B", field: "a"), .init(model: "Lonely", field: "me"),
            ])
        #expect(graph.directFields["B"]?.map(\.target) == ["C"])
    }
}
