import Foundation
import TestSupport
import Testing

/// Runs the built `netlayer` executable, as a user would, from the package root.
struct CommandRunner {
    typealias Output = ChildProcess.Output

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `swift test` builds the executable beside the test bundle.
    static var executable: URL {
        get throws { try BuildProducts.locate("netlayer") }
    }

    static func run(
        _ arguments: [String], in directory: URL = packageRoot, adding variables: [String: String] = [:]
    ) async throws -> Output {
        try await ChildProcess.run(try executable, arguments, in: directory, adding: variables)
    }
}

extension CommandRunner {
    /// Generates `spec`, written as `shop.yaml` in a folder of its own, with
    /// `--no-source-lines`; expects it to fail and write nothing, and
    /// returns its standard error.
    static func failedGeneration(
        of spec: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        let folder = try TemporaryFolder()
        try spec.write(to: folder.url.appendingPathComponent("shop.yaml"), atomically: true, encoding: .utf8)
        let output = try await run(
            ["generate", "shop.yaml", "--output", "Generated", "--no-source-lines"], in: folder.url)
        #expect(output.status == 1, sourceLocation: sourceLocation)
        #expect(
            !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Generated").path),
            "a failed generation wrote files", sourceLocation: sourceLocation)
        return output.standardError
    }
}

/// A folder of its own for one test, removed when the test is done with it.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("netlayer-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
