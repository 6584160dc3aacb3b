// A server that no one here wrote, from PyPI, started by a script in
// `Tests/LoopbackServers/Python` on a loopback port it picks and prints as its
// first line. `.ci/run` installs the packages the scripts import.
// Part of the `LoopbackServers` library target.

import Dispatch
import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running `python3 Tests/LoopbackServers/Python/<script>`.
public final class PythonServer: Sendable {
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// http://127.0.0.1:PORT (no trailing slash).
    public let baseURL: URL
    private let process: Process

    private init(process: Process, port: Int) {
        self.process = process
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Runs `body` with the server that `script` starts, and stops it afterwards, whatever `body` does.
    public static func run<T>(
        _ script: String, _ body: (PythonServer) async throws -> T
    ) async throws -> T {
        try await withTestServer(try await start(script), body)
    }

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Python")

    /// Starts the script and waits for its port, on a Dispatch thread: the read blocks
    /// until the server has bound its socket (see `ChildProcess` for why not a Swift
    /// concurrency thread).
    private static func start(_ script: String) async throws -> PythonServer {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try startBlocking(script) })
            }
        }
    }

    private static func startBlocking(_ script: String) throws -> PythonServer {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
            "netlayer-python-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", folder.appendingPathComponent(script).path]
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let piece = output.fileHandleForReading.availableData
            if piece.isEmpty { break }
            line.append(piece)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let port = Int(text) else {
            process.waitUntilExit()
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw StartError(
                description: "python3 \(script) printed no port (is its package installed? .ci/run installs it): "
                    + message)
        }
        return PythonServer(process: process, port: port)
    }

    /// Kills the server (it holds no state worth a graceful stop) and waits for it to exit.
    public func stop() async {
        kill(process.processIdentifier, SIGKILL)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { [process] in
                process.waitUntilExit()
                continuation.resume()
            }
        }
    }

    /// `baseURL` with `path` appended.
    public func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path)!
    }
}
