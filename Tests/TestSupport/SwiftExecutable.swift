import Foundation

/// Builds Swift files into a program with the real compiler, linked with the
/// runtime this package built: how tests run generated code, not only
/// type-check it.
public enum SwiftExecutable {
    /// Writes `files` (paths relative to `folder`), compiles them in Swift 6
    /// mode with warnings as errors, one of them holding `@main`, and links
    /// the runtime's object files; returns the program, or throws the
    /// compiler's output.
    public static func build(_ files: [(path: String, contents: String)], in folder: URL) async throws -> URL {
        let modules = try BuildProducts.locate("Modules/NetLayer.swiftmodule").deletingLastPathComponent()
        let runtime = try BuildProducts.locate("NetLayer.build")
        let objects = try FileManager.default.contentsOfDirectory(atPath: runtime.path).filter { $0.hasSuffix(".o") }
            .map { runtime.appendingPathComponent($0).path }
        let paths = try SwiftTypeCheck.write(files, in: folder)
        let program = folder.appendingPathComponent("program")
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            SwiftTypeCheck.compiler
                + ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-I", modules.path]
                + paths + objects + ["-o", program.path])
        guard result.status == 0 else { throw BuildFailure(output: result.standardOutput + result.standardError) }
        return program
    }

    public struct BuildFailure: Error, CustomStringConvertible {
        public var output: String
        public var description: String { "the program did not build:\n\(output)" }
    }
}
