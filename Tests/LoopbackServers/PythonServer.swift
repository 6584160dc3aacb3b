// A server that no one here wrote, from PyPI, started by a script in
// `Tests/LoopbackServers/Python` on a loopback port it picks and prints as its
// first line, with the tests' Python (`Python`, which installs what the scripts import).
// Part of the `LoopbackServers` library target.

import Dispatch
import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running `Tests/LoopbackServers/Python/<script>`.
public final class PythonServer: Sendable {
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// http://127.0.0.1:PORT (no trailing slash).
    public let baseURL: URL
    private let process: Process
    private let exited: TestEvent

    private init(process: Process, exited: TestEvent, port: Int) {
        self.process = process
        self.exited = exited
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

    /// Starts the script and waits for its port. The process's exit is an event its
    /// `terminationHandler` fires: no thread waits for it (see `ChildProcess`).
    private static func start(_ script: String) async throws -> PythonServer {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
            "netlayer-python-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let output = Pipe()
        let process = Process()
        let exited = TestEvent()
        process.executableURL = try await Python.interpreter()
        process.arguments = [folder.appendingPathComponent(script).path]
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        process.terminationHandler = { _ in exited.fire() }
        try process.run()
        if let port = await firstLine(of: output).flatMap(Int.init) {
            return PythonServer(process: process, exited: exited, port: port)
        }
        await exited.wait()
        let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        throw StartError(
            description: "\(script) printed no port: " + message
        )
    }

    /// The pipe's first line, read on a Dispatch thread: the read blocks until the server has
    /// bound its socket, and a Swift concurrency thread must not block (see `ChildProcess`).
    private static func firstLine(of pipe: Pipe) async -> String? {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var line = Data()
                while !line.contains(UInt8(ascii: "\n")) {
                    let piece = pipe.fileHandleForReading.availableData
                    if piece.isEmpty { break }
                    line.append(piece)
                }
                let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                continuation.resume(returning: text.isEmpty ? nil : text)
            }
        }
    }

    /// Kills the server (it holds no state worth a graceful stop) and waits for it to exit.
    public func stop() async {
        kill(process.processIdentifier, SIGKILL)
        await exited.wait()
    }

    /// `baseURL` with `path` appended.
    public func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path)!
    }
}
