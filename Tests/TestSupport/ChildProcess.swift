import Foundation

/// Runs a program to its end, for tests that drive `netlayer` or `swiftc`.
///
/// The wait holds no thread: a test blocked on one of Swift concurrency's
/// threads (one per core) starves every other test's loopback server and
/// client (a broken-reply test measured 5 s instead of 5 ms while compile
/// tests waited on those threads), and Foundation's `waitUntilExit()` on
/// Linux polls a run loop: in this process, busy with a thousand tests, the
/// run loop was found empty at each turn and the waiting threads spun (18 s
/// of the suite's CPU time in `RunLoop.run(mode:before:)`, measured with
/// `perf`, while the compilers they waited for needed the cores).
public enum ChildProcess {
    public struct Output: Sendable {
        public var status: Int32
        public var terminatedBySignal: Bool
        public var standardOutput: String
        public var standardError: String
    }

    /// Output goes to files, not pipes, so a long error list cannot fill a
    /// pipe and stall the child. `variables` are set for the child on top of
    /// this process's environment.
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, adding variables: [String: String] = [:]
    ) async throws -> Output {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "netlayer-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !variables.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(variables) { _, added in added }
        }
        process.standardOutput = out
        process.standardError = err
        try await process.runUntilExit()
        return Output(
            status: process.terminationStatus,
            terminatedBySignal: process.terminationReason == .uncaughtSignal,
            standardOutput: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }
}

extension Process {
    /// Starts the process and returns once it has exited, told by its
    /// `terminationHandler`: no thread waits (see `ChildProcess`). Sets the
    /// handler, so the caller must not.
    public func runUntilExit() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            terminationHandler = { _ in continuation.resume() }
            do {
                try run()
            } catch {
                // A process that did not start never calls its handler.
                terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }
}
