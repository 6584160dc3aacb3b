import Dispatch
import Foundation

/// Runs a program to its end, for tests that drive `netlayer` or `swiftc`.
///
/// The wait happens on a Dispatch thread, not on one of Swift concurrency's
/// threads (one per core): a test blocked there starves every other test's
/// loopback server and client. A broken-reply test measured 5 s instead of
/// 5 ms while compile tests waited on those threads.
public enum ChildProcess {
    public struct Output: Sendable {
        public var status: Int32
        public var terminatedBySignal: Bool
        public var standardOutput: String
        public var standardError: String
    }

    /// Output goes to files, not pipes, so a long error list cannot fill a
    /// pipe and stall the child.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) async throws -> Output {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try runBlocking(executable, arguments, in: directory) })
            }
        }
    }

    private static func runBlocking(_ executable: URL, _ arguments: [String], in directory: URL?) throws -> Output {
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
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            terminatedBySignal: process.terminationReason == .uncaughtSignal,
            standardOutput: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }
}
