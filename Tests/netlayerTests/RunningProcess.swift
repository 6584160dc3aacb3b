import Foundation

/// A `netlayer` process left running (`generate --watch`, `mock`), its
/// standard output and error collected as they come.
final class RunningProcess: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var collected = Data()
    private var collectedOutput = Data()

    init(_ arguments: [String], in directory: URL) throws {
        process.executableURL = try CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = output
        process.standardError = errors
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock { self.collected.append(data) }
        }
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock { self.collectedOutput.append(data) }
        }
        try process.run()
    }

    var standardError: String { lock.withLock { String(decoding: collected, as: UTF8.self) } }
    var standardOutput: String { lock.withLock { String(decoding: collectedOutput, as: UTF8.self) } }
    var isRunning: Bool { process.isRunning }

    /// Polls `condition` until it gives a value, for at most 20 seconds: a
    /// generous bound, only there so that a broken watch fails instead of
    /// hanging. It sleeps without holding a thread, which the other tests'
    /// loopback servers and clients need.
    @discardableResult
    func waitFor<T>(_ what: String, _ condition: () throws -> T?) async throws -> T {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let value = try condition() { return value }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw WaitTimeout(what: what, standardOutput: standardOutput, standardError: standardError)
    }

    /// Sends SIGINT, as Ctrl-C does, and returns the exit status.
    func interrupt() async throws -> Int32 {
        kill(process.processIdentifier, SIGINT)
        try await waitFor("the process to end") { process.isRunning ? nil : true }
        return process.terminationStatus
    }

    func stop() {
        if process.isRunning { process.terminate() }
        errors.fileHandleForReading.readabilityHandler = nil
        output.fileHandleForReading.readabilityHandler = nil
    }
}

private struct WaitTimeout: Error, CustomStringConvertible {
    let what: String
    let standardOutput: String
    let standardError: String
    var description: String {
        "timed out waiting for \(what); standard output:\n\(standardOutput)\nstandard error:\n\(standardError)"
    }
}
