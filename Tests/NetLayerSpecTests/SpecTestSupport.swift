import Foundation
import Testing

@testable import NetLayerSpec

/// Loads specs held in memory; the root is `spec.yaml` unless named.
func load(
    _ files: [String: String], root: String = "spec.yaml", limits: InputLimits = InputLimits(),
    includeRoot: String? = nil, naming: NamingOptions = NamingOptions()
) -> SpecLoadResult {
    SpecLoader(fileSystem: InMemoryFileSystem(files), limits: limits, includeRoot: includeRoot, naming: naming)
        .load(root)
}

func load(_ text: String, naming: NamingOptions = NamingOptions()) -> SpecLoadResult {
    load(["spec.yaml": text], naming: naming)
}

/// The headline of every diagnostic, notes included, as the CLI prints them.
func messages(_ text: String) -> [String] {
    messages(load(text))
}

func messages(_ result: SpecLoadResult) -> [String] {
    result.diagnostics.flatMap { [$0.description] + $0.notes.map(\.description) }
}

/// The errors only, without warnings.
func errors(_ text: String) -> [String] {
    load(text).diagnostics.filter { $0.severity == .error }.flatMap { [$0.description] + $0.notes.map(\.description) }
}

/// The root node of a YAML text, failing the test when it does not parse.
func yaml(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> YAMLNode {
    var diagnostics = Diagnostics()
    let node = YAMLParser(limits: InputLimits()).parse(Array(text.utf8), path: "t.yaml", diagnostics: &diagnostics)
    #expect(diagnostics.all.isEmpty, "\(diagnostics.all)", sourceLocation: sourceLocation)
    return try #require(node, sourceLocation: sourceLocation)
}

/// The repository's root folder, found from this file's place.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

extension Interface.Reply {
    /// The stream, for tests that read one of its keys; nil for another kind of reply.
    var stream: StreamReply? {
        if case .stream(let stream) = self { stream } else { nil }
    }

    /// The download, for tests that read its size limit; nil for another kind of reply.
    var download: DownloadReply? {
        if case .download(let download) = self { download } else { nil }
    }
}

/// The keys in the first column of the key table under `heading` of docs/`page`, in the table's order.
func documentedKeys(in page: String, under heading: String) throws -> [String] {
    let docs = try String(
        contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/\(page)"),
        encoding: .utf8)
    let section = try #require(docs.components(separatedBy: heading).dropFirst().first, "no \(heading)")
    let rows = section.split(separator: "\n").drop { !$0.hasPrefix("| key") }.dropFirst(2).prefix { $0.hasPrefix("|") }
    return rows.compactMap { row in
        row.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
    }
}
