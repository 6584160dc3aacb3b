import NetLayerSpec

struct BenchmarkArguments {
    var rounds = 15
    /// Runs of `netlayer import` as a whole process.
    var processRuns = 7
    var tags = 30
    var resourcesPerTag = 4
    /// The release `netlayer` to time; by default the one beside this program.
    var netlayer: String?
    /// Write the synthetic document here and stop, to time other tools on it.
    var writeDocument: String?
    /// Report on the real documents in this folder instead (`RealDocumentsReport`).
    var realDocuments: String?
    /// With `--real-documents`: write each document's generated code here.
    var writeGenerated: String?

    init(_ arguments: ArraySlice<String>) {
        let usage =
            "usage: ImportBenchmark [--rounds R] [--process-runs N] [--tags T] [--resources-per-tag P] [--netlayer PATH] [--write-document PATH]\n"
            + "       ImportBenchmark --real-documents FOLDER [--rounds R] [--write-generated FOLDER]"
        var iterator = arguments.makeIterator()
        while let flag = iterator.next() {
            guard let value = iterator.next() else { fatalError(usage) }
            switch flag {
            case "--write-document": writeDocument = value
            case "--netlayer": netlayer = value
            case "--real-documents": realDocuments = value
            case "--write-generated": writeGenerated = value
            default:
                guard let number = Int(value), number > 0 else { fatalError(usage) }
                switch flag {
                case "--rounds": rounds = number
                case "--process-runs": processRuns = number
                case "--tags": tags = number
                case "--resources-per-tag": resourcesPerTag = number
                default: fatalError("unknown option \(flag)\n\(usage)")
                }
            }
        }
    }
}

/// Warnings grouped by what they say, the operation and quoted names left
/// out, most frequent first.
enum WarningKinds {
    static func count(_ warnings: [Diagnostic]) -> [(String, Int)] {
        var counts: [String: Int] = [:]
        for warning in warnings { counts[normalized(warning.message), default: 0] += 1 }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
    }

    static func normalized(_ message: String) -> String {
        var text = message.replacing(/(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE) \/\S*/, with: "METHOD PATH")
        text = text.replacing(/'[^']*'/, with: "'…'")
        text = text.replacing(/\b[0-9]+\b/, with: "N")
        return text
    }
}
