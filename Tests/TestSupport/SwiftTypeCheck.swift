import Foundation

/// Type-checks Swift files with the real compiler, as generated code is
/// checked in tests: Swift 6 mode, warnings as errors, against the modules
/// this package built (the runtime's among them).
public enum SwiftTypeCheck {
    /// What the compiler said, and whether it accepted the files without a warning.
    public struct Outcome: Sendable {
        public var passed: Bool
        public var output: String
    }

    /// `swiftc` at the lowest priority, one job at a time: the tests that
    /// bound how long a cancellation or a reply takes run beside it, and on
    /// a 2-core machine a compiler at full speed starves them.
    public static let compiler = ["nice", "-n", "19", "swiftc", "-j", "1"]

    /// Writes `files` (paths relative to a new temporary folder) and type-checks them together.
    public static func run(_ files: [(path: String, contents: String)], modules: URL) async throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "netlayer-typecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try write(files, in: folder)
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            compiler + ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules.path] + paths)
        let text = result.standardOutput + result.standardError
        return Outcome(passed: result.status == 0 && !text.contains("warning:"), output: text)
    }

    /// Writes `files` (paths relative to `folder`, which is made as needed)
    /// and returns their full paths, for the compiler's command line.
    static func write(_ files: [(path: String, contents: String)], in folder: URL) throws -> [String] {
        try files.map { file in
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            return url.path
        }
    }
}
