import Foundation
import NetLayerSpec
import TestSupport
import Testing

@testable import NetLayerImport

/// A schema named like a platform type becomes a model of another name, with
/// one warning that names both, so that the app's code keeps the platform's
/// type; compiled with app code that uses every such type unqualified.
@Suite struct PlatformNamesImportTests {
    /// Schemas named `names`, all used by one reply, in that order.
    static func document(_ names: [String]) -> String {
        let fields = names.map { "                  f\($0): { $ref: \"#/components/schemas/\($0)\" }" }
        return openAPI(
            paths: """
                  /things:
                    get:
                      operationId: things
                      responses:
                        "200":
                          description: ok
                          content:
                            application/json:
                              schema:
                                type: object
                                properties:
                \(fields.joined(separator: "\n"))
                """,
            components: "  schemas:\n"
                + names.map { "    \($0): { type: object, properties: { id: { type: string } } }" }
                .joined(separator: "\n"))
    }

    @Test func aSchemaNamedLikeAPlatformTypeIsRenamedWithOneWarning() {
        let result = importDocument(["api.yaml": Self.document(["Collection", "View", "Error", "Pet"])])
        #expect(
            result.messages == [
                "api.yaml:22:17: warning: schema '#/components/schemas/Collection' would hide Swift's 'Collection'; "
                    + "named 'CollectionModel'",
                "api.yaml:23:11: warning: schema '#/components/schemas/View' would hide SwiftUI's 'View'; "
                    + "named 'ViewModel'",
                "api.yaml:24:12: warning: schema '#/components/schemas/Error' would hide Swift's 'Error'; "
                    + "named 'ErrorModel'",
            ])
        #expect(
            result.spec.contains(
                "  ThingsResponse:\n    fCollection: CollectionModel?\n    fView: ViewModel?\n    fError: ErrorModel?\n"
                    + "    fPet: Pet?\n"), "\(result.spec)")
    }

    /// The made-up name does not take another schema's own name: `CollectionModel` keeps it.
    @Test func theRenamedModelLeavesAnotherSchemasNameToIt() {
        let result = importDocument(["api.yaml": Self.document(["Collection", "CollectionModel"])])
        #expect(
            result.messages == [
                "api.yaml:20:17: warning: schema '#/components/schemas/Collection' would hide Swift's 'Collection'; "
                    + "named 'CollectionModel2' ('CollectionModel' is another schema's name)"
            ])
        #expect(
            result.spec.contains("    fCollection: CollectionModel2?\n    fCollectionModel: CollectionModel?\n"),
            "\(result.spec)")
    }

    /// The names of issue 24, and more of the platform's: the generated code
    /// compiles in one module with app code that names each platform type
    /// unqualified (one module is stricter than an import: a type of the same
    /// name there would hide the platform's outright).
    static let compiledNames = [
        "Collection", "Data", "Date", "URL", "UUID", "Task", "Sequence", "Range", "Identifiable", "Notification",
        "Operation", "Process", "Thread", "Locale", "Error", "Result", "Set", "Array", "Dictionary", "String", "Int",
        "Codable", "Hashable", "Optional", "Decimal", "Calendar", "TimeZone", "Timer", "Bundle", "Progress",
        "Character", "Double", "Bool", "Duration", "URLRequest", "URLSession", "DispatchQueue", "Measurement",
    ]

    static let appCode = """
        import Foundation
        #if canImport(FoundationNetworking)
            import FoundationNetworking
        #endif

        func count<C: Collection>(_ items: C) -> Int { items.count }
        func all<S: Sequence>(_ items: S) -> [S.Element] { Array(items) }
        struct Item: Identifiable, Codable, Hashable { let id: UUID }
        func measure<M: Hashable>(_ value: M) -> Int { value.hashValue }

        func usePlatformTypes() {
            let data: Data = Data()
            let date: Date = Date()
            let url: URL? = URL(string: "https://example.com")
            let uuid: UUID = UUID()
            let task: Task<Int, Never> = Task { 1 }
            let range: Range<Int> = 0..<1
            let notification: Notification = Notification(name: Notification.Name("n"))
            let operation: Operation = BlockOperation {}
            let process: Process = Process()
            let thread: Thread = Thread.current
            let locale: Locale = Locale(identifier: "en_US")
            let result: Result<Int, any Error> = .success(1)
            let set: Set<Int> = [1]
            let array: Array<Int> = [1]
            let dictionary: Dictionary<String, Int> = [:]
            let text: String = String(1)
            let number: Int = Int("1") ?? 0
            let optional: Optional<Int> = nil
            let decimal: Decimal = Decimal(1)
            let calendar: Calendar = Calendar(identifier: .gregorian)
            let zone: TimeZone? = TimeZone(identifier: "UTC")
            let timer: Timer = Timer(timeInterval: 1, repeats: false) { _ in }
            let bundle: Bundle = Bundle.main
            let progress: Progress = Progress(totalUnitCount: 1)
            let character: Character = "a"
            let double: Double = 1
            let flag: Bool = true
            let duration: Duration = .seconds(1)
            let request: URLRequest? = url.map { URLRequest(url: $0) }
            let session: URLSession.Type = URLSession.self
            let queue: DispatchQueue = DispatchQueue(label: "q")
            let length: Measurement<UnitLength> = Measurement(value: 1, unit: .meters)
            _ = (data, date, uuid, task, range, notification, operation, process, thread, locale, result)
            _ = (set, dictionary, optional, decimal, calendar, zone, timer, bundle, progress, character, double, flag)
            _ = (duration, request, session, queue, length)
            _ = count(array) + all(text).count + number + measure(Item(id: uuid))
        }
        """

    @Test(.timeLimit(.minutes(5)))
    func generatedModelsCompileBesideAppCodeThatUsesThePlatformTypes() async throws {
        let result = importDocument(["api.yaml": Self.document(Self.compiledNames)])
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning }, "\(result.messages)")
        // One warning a name, each naming the platform's type and the model's.
        #expect(result.messages.count == Self.compiledNames.count, "\(result.messages)")
        for name in Self.compiledNames {
            #expect(
                result.messages.contains { $0.contains("/\(name)' would hide ") && $0.hasSuffix("'\(name)Model'") },
                "\(name): \(result.messages)")
            #expect(result.spec.contains("    f\(name): \(name)Model?\n"), "\(name)")
        }
        let generated = try await RealDocumentsTests.generate(try #require(result.files))
        let outcome = try await SwiftTypeCheck.run(
            generated.map { ($0.path, $0.contents) } + [("App.swift", Self.appCode)],
            modules: try RealDocumentsTests.modules)
        #expect(outcome.passed, "\(outcome.output.prefix(5_000))")
    }
}
