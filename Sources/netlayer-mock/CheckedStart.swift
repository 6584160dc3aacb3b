import ArgumentParser
import Foundation
import NetLayerCLI
import NetLayerSpec

/// What `netlayer-mock` does first, whichever server it runs: end with the process that started it, and load
/// the spec, its problems printed as `netlayer validate` prints them.
enum CheckedStart {
    /// The spec at `path`, loaded and checked.
    ///
    /// - Parameters:
    ///   - path: The spec's path.
    ///   - noSourceLines: Whether diagnostics are printed without their source line and caret.
    /// - Returns: The load's result, its spec there.
    /// - Throws: `ExitCode.failure` when the spec has errors or the process that started this one has ended.
    static func spec(at path: String, noSourceLines: Bool) async throws -> SpecLoadResult {
        // On the main thread: Linux keeps the parent-death signal per thread, and a pool thread that
        // asked exits after seconds idle, taking the request with it (a mock then outlived its killed shell).
        guard await MainActor.run(body: { ParentDeath.arrange() }) else {
            StandardError.write("netlayer-mock: the process that started it has ended\n")
            throw ExitCode.failure
        }
        let result = SpecLoader().load(path)
        let renderer = DiagnosticRenderer(sources: result.sources, showsSourceLines: !noSourceLines)
        StandardError.write(renderer.render(result.diagnostics))
        guard result.spec != nil else { throw ExitCode.failure }
        return result
    }
}
