import Foundation
import TestSupport

/// A `netlayer` process left running (`generate --watch`, `mock`), its
/// standard output and error collected as they come.
///
/// Each pipe is read by a thread of its own with blocking reads, not by
/// `FileHandle.readabilityHandler`: a handler is a libdispatch read source,
/// and on Linux setting up and tearing down such sources while other threads
/// do the same (URLSession's sockets, the other tests' processes) corrupts
/// libdispatch's epoll bookkeeping and crashes the test process in
/// `_dispatch_event_loop_drain` (swift-corelibs-libdispatch #949). A blocking
/// read never registers the descriptor with libdispatch, and ends at the
/// pipe's end of file: once the process has exited and both readers have
/// ended, everything it wrote has been collected.
final class RunningProcess: Sendable {
    private let process: Process
    private let output: PipeReader
    private let errors: PipeReader
    private let exited = TestEvent()

    init(_ arguments: [String], in directory: URL) throws {
        let process = Process()
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.executableURL = try CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        var environment = ProcessInfo.processInfo.environment
        environment[Self.parentVariable] = String(getpid())
        process.environment = environment
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { [exited] _ in
            exited.fire()
            ended.signal()
        }
        try Self.start(process, holdingThreadUntil: ended)
        self.process = process
        output = PipeReader(outputPipe)
        errors = PipeReader(errorPipe)
    }

    /// Names this test process to `netlayer-mock`, which ends when it does, even killed outright
    /// (docs/mock.md).
    static let parentVariable = "NETLAYER_MOCK_PARENT_PID"

    /// Starts `process` from a thread of its own, which lives until `ended` is signalled (the process
    /// exited): Linux sends the parent-death signal `netlayer-mock` asks for when the thread that started
    /// it ends, and a test's own thread (the cooperative pool's) may end while the test run goes on.
    private static func start(_ process: Process, holdingThreadUntil ended: DispatchSemaphore) throws {
        let started = DispatchSemaphore(value: 0)
        let failure = TestState<(any Error)?>(nil)
        Thread.detachNewThread {
            do {
                try process.run()
            } catch {
                failure.update { $0 = error }
                started.signal()
                return
            }
            started.signal()
            ended.wait()
        }
        started.wait()
        if let error = failure.value { throw error }
    }

    var standardError: String { errors.text }
    var standardOutput: String { output.text }
    var isRunning: Bool { process.isRunning }
    /// The process's id while it runs.
    var processIdentifier: Int32? { process.isRunning ? process.processIdentifier : nil }

    /// Polls `condition` until it gives a value (a file the process writes,
    /// a line it prints), and fails at once when the process exits without
    /// it. The five minutes are only there so that a hung process fails the
    /// test instead of hanging it; nothing is assumed about how long the
    /// process takes (on a machine loaded 7 times over, a debug `netlayer`
    /// took more than the 60 seconds this once allowed to print its banner).
    /// It sleeps without holding a thread, which the other tests' loopback
    /// servers and clients need.
    @discardableResult
    func waitFor<T>(_ what: String, _ condition: () throws -> T?) async throws -> T {
        let deadline = ContinuousClock.now + .seconds(300)
        while ContinuousClock.now < deadline {
            if let value = try condition() { return value }
            if !process.isRunning {
                // It may have written what was awaited just before exiting.
                await output.ended.wait()
                await errors.ended.wait()
                if let value = try condition() { return value }
                throw WaitTimeout(
                    what: what + " (the process exited with status \(process.terminationStatus) first)",
                    standardOutput: standardOutput, standardError: standardError)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw WaitTimeout(what: what, standardOutput: standardOutput, standardError: standardError)
    }

    /// Sends SIGINT, as Ctrl-C does, and returns the exit status once the
    /// process has exited and all it wrote has been read.
    func interrupt() async throws -> Int32 {
        kill(process.processIdentifier, SIGINT)
        await exited.wait()
        await output.ended.wait()
        await errors.ended.wait()
        return process.terminationStatus
    }

    func stop() {
        if process.isRunning { process.terminate() }
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: Sendable {
    let ended = TestEvent()
    private let collected = TestState(Data())

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [collected, ended] in
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                collected.update { $0.append(data) }
            }
            ended.fire()
        }
    }

    var text: String { String(decoding: collected.value, as: UTF8.self) }
}

private struct WaitTimeout: Error, CustomStringConvertible {
    let what: String
    let standardOutput: String
    let standardError: String
    var description: String {
        "timed out waiting for \(what); standard output:\n\(standardOutput)\nstandard error:\n\(standardError)"
    }
}
