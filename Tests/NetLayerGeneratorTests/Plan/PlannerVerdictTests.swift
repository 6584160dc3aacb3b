import Foundation
import NetLayerSpec
import Testing

@testable import NetLayerGenerator

/// The plan stage refuses nothing: every rule that refuses a spec runs in
/// the loader's checks, which `netlayer validate` runs too.
@Suite struct PlannerVerdictTests {
    static let invalidFixtures: [String] = {
        let folder = GoldenTests.root.appendingPathComponent("Tests/Fixtures/invalid")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    /// The planner's type says so: a plan, and no diagnostics beside it.
    /// A planner that could refuse a spec again would not fit this type.
    @Test func aPlanIsAllThePlannerGives() throws {
        let plan: (Planner) -> (Spec, SwiftNames, ModelGraph?, String) -> GenerationPlan = Planner.plan(
            _:names:graph:specFileName:)
        let options = GeneratorOptions()
        let loaded = SpecLoader(naming: options.naming).load(
            GoldenTests.root.appendingPathComponent("specs/school.yaml").path)
        let files = plan(Planner(options: options))(
            try #require(loaded.spec), try #require(loaded.names), loaded.graph, "school.yaml"
        ).files
        #expect(files.map(\.path).contains("SchoolClient.swift"))
    }

    @Test(arguments: invalidFixtures)
    func theGeneratorReportsExactlyWhatTheLoaderReports(name: String) throws {
        let path = GoldenTests.root.appendingPathComponent("Tests/Fixtures/invalid/\(name)").path
        let options = GeneratorOptions()
        let loaded = SpecLoader(naming: options.naming).load(path)
        let generated = try Generator(options: options, library: TemplateLibrary.builtIn()).generate(path)
        #expect(loaded.hasErrors)
        #expect(generated.files == nil)
        #expect(generated.diagnostics == loaded.diagnostics)
    }

    /// Prefixes and interface types that a spec's names could collide with.
    static let namingOptions = [
        GeneratorOptions(),
        GeneratorOptions(interfaceTypeName: "API", typePrefix: "SK"),
        GeneratorOptions(interfaceTypeName: "Student", typePrefix: "student_list"),
    ]

    /// A spec the loader passes under some options is planned under them.
    @Test(arguments: CompileTests.specs, namingOptions)
    func aSpecTheLoaderPassesGenerates(spec: String, options: GeneratorOptions) throws {
        let path = GoldenTests.root.appendingPathComponent(spec).path
        let loaded = SpecLoader(naming: options.naming).load(path)
        let generated = try Generator(options: options, library: TemplateLibrary.builtIn()).generate(path)
        #expect(generated.diagnostics == loaded.diagnostics)
        #expect((generated.files != nil) == (loaded.spec != nil))
        if let names = loaded.names {
            #expect(generated.files?.contains { $0.path == "\(names.clientType).swift" } == true)
        }
    }
}
