import Foundation
import NetLayerGenerator
import NetLayerImport
import NetLayerSpec

/// Issue 21's measure of fidelity over real API descriptions: for each
/// document in a folder (`Tests/Corpora/openapi-real`), the import's time and
/// warnings, what the spec holds (models, values typed `JSON`, models that
/// are structural duplicates of another), and the generation's time and
/// output size. Warnings are split into those that lose information and
/// those that only ask for an edit (a server to fill in).
struct RealDocumentsReport {
    var folder: String
    /// Where each document's generated code is written (`NAME/…`), for the
    /// script that compiles it; nil: not written.
    var output: String?
    var rounds: Int

    func run() throws {
        let documents = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
        let library = try TemplateLibrary.builtIn()
        var allWarnings: [Diagnostic] = []
        var totals = (losing: 0, models: 0, json: 0, duplicates: 0, lines: 0)
        print(
            "document                    import s  warnings (losing)  models  JSON values  duplicates  "
                + "generate s   lines")
        for document in documents {
            let path = (folder as NSString).appendingPathComponent(document)
            let name = (document as NSString).deletingPathExtension
            let importer = Importer()
            var imported = importer.run(path, outputName: "Imported.yaml")
            let importTime = median(rounds) { imported = importer.run(path, outputName: "Imported.yaml") }
            guard let files = imported.files else {
                print("\(name): the import failed")
                print(DiagnosticRenderer(sources: imported.sources).render(imported.diagnostics.prefix(5).map { $0 }))
                continue
            }
            let warnings = imported.diagnostics.filter { $0.severity == .warning }
            let losing = warnings.filter(\.losesInformation)
            allWarnings += losing

            let fileSystem = InMemoryFileSystem(
                Dictionary(uniqueKeysWithValues: files.map { ("/spec/\($0.path)", $0.text) }))
            let generator = Generator(loader: SpecLoader(fileSystem: fileSystem), library: library)
            var report = try generator.generate("/spec/Imported.yaml")
            let generateTime = try median(rounds) { report = try generator.generate("/spec/Imported.yaml") }
            guard let spec = generator.load("/spec/Imported.yaml").spec, let rendered = report.files else {
                print("\(name): the imported spec did not generate")
                continue
            }
            let census = SpecCensus(spec, schemaNames: StructuralDuplicates.schemaNames(ofDocument: path))
            let lines = rendered.reduce(0) { $0 + $1.contents.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count }
            if let output {
                try OutputWriter(directory: URL(fileURLWithPath: output).appendingPathComponent(name)).write(rendered)
            }
            totals.losing += losing.count
            totals.models += spec.models.count
            totals.json += census.jsonValues
            totals.duplicates += census.duplicates.count
            totals.lines += lines
            print(
                Self.padded(name)
                    + String(
                        format: "  %8.3f  %8d (%6d)  %6d  %11d  %10d  %10.3f  %6d", importTime, warnings.count,
                        losing.count, spec.models.count, census.jsonValues, census.duplicates.count, generateTime,
                        lines))
            for group in census.duplicates.prefix(3) {
                let more = group.count > 4 ? ", … (\(group.count) in all)" : ""
                print("    same shape: \(group.prefix(4).joined(separator: ", "))\(more)")
            }
        }
        print(
            Self.padded("total")
                + String(
                    format: "  %8@  %8@ (%6d)  %6d  %11d  %10d  %10@  %6d", "", "", totals.losing, totals.models,
                    totals.json, totals.duplicates, "", totals.lines))
        print("\nwarnings that lose information, by kind:")
        for (message, count) in WarningKinds.count(allWarnings) {
            print("  \(String(format: "%5d", count))  \(message)")
        }
    }

    static func padded(_ name: String) -> String {
        name.count >= 26 ? name : name + String(repeating: " ", count: 26 - name.count)
    }

    /// The median wall time of `rounds` runs of `body`, in seconds.
    private func median(_ rounds: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            try body()
            times.append((ContinuousClock.now - start).seconds)
        }
        return times.sorted()[times.count / 2]
    }
}

/// What a spec's types say: how many values are typed `JSON`, and which
/// models have the same shape as another (same fields, keys and types;
/// same enum cases), which a faithful import never writes but where the
/// document has two alike schemas (`schemaNames`).
struct SpecCensus {
    var jsonValues = 0
    /// Groups of model names of one shape, largest first.
    var duplicates: [[String]] = []

    init(_ spec: Spec, schemaNames: Set<String>) {
        func count(_ type: TypeName) { if type.allTypes.contains(.builtin(.JSON)) { jsonValues += 1 } }
        for model in spec.models {
            switch model.kind {
            case .structure(let fields): fields.forEach { count($0.type.value) }
            case .union(let union): union.cases.forEach { count($0.type.value) }
            case .enumeration: break
            }
        }
        for interface in spec.interfaces {
            interface.parameters.forEach { count($0.type.value) }
            if let response = interface.reply.response { count(response.type.value) }
        }
        duplicates = StructuralDuplicates.find(in: spec, schemaNames: schemaNames)
            .sorted { ($0.count, $1[0]) > ($1.count, $0[0]) }
    }
}
